import { Icon } from '../Icon/Icon';
import type { Product } from '../../contract';
import { visuallyHidden } from '../theme/styles.css';
import * as styles from './ProductCard.css';

interface ProductSectionsProps {
  product: Product;
  headingLevel: 3 | 4;
}

/** Features, qualifications and exclusions, every item: the details dialog's (the card has SectionsSummary). */
export function ProductSections({ product, headingLevel }: ProductSectionsProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const { features, qualifications, exclusions } = product;
  return (
    <>
      {product.features.length > 0 ? (
        <div>
          <Heading className={styles.sectionTitle}>Features</Heading>
          <dl className={styles.features}>
            {features.map((f) => (
              <div key={f.feature} className={styles.featureRow}>
                <dt className={styles.featureName}>{f.feature}</dt>
                <dd className={styles.featureValue}>{f.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {product.qualifications.length > 0 ? (
        <div>
          <Heading className={styles.sectionTitle}>Qualifications</Heading>
          <ul className={styles.list}>
            {qualifications.map((q) => (
              <li key={q} className={styles.listItem}>
                <span className={styles.okIcon}>
                  <Icon name="check" size={16} />
                </span>
                <span>{q}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {product.exclusions.length > 0 ? (
        <div>
          <Heading className={styles.sectionTitle}>Exclusions</Heading>
          <ul className={styles.list}>
            {exclusions.map((x) => (
              <li key={x} className={styles.listItem}>
                <span className={styles.noIcon}>
                  <Icon name="alert" size={16} />
                </span>
                <span>{x}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

/**
 * The card's features, qualifications and exclusions: a line each, the first item (cut to the line,
 * whole for a screen reader) and how many more View Full Details has ("+4 more"). Exclusions only when there are any.
 */
export function SectionsSummary({ product }: { product: Product }) {
  const first = product.features[0];
  const rows = [
    { title: 'Features', first: first ? `${first.feature} ${first.value}` : undefined, count: product.features.length },
    { title: 'Qualifications', first: product.qualifications[0], count: product.qualifications.length },
    { title: 'Exclusions', first: product.exclusions[0], count: product.exclusions.length },
  ].filter((row) => row.first !== undefined);
  return rows.length > 0 ? (
    <dl className={styles.summary}>
      {rows.map((row) => (
        <div key={row.title} className={styles.summaryRow}>
          <dt className={styles.summaryTitle}>{row.title}</dt>
          <dd className={styles.summaryFirst}>{row.first}</dd>
          <dd className={styles.summaryMore}>
            <MoreCount count={row.count - 1} />
          </dd>
        </div>
      ))}
    </dl>
  ) : null;
}

/** "+2 more" after the first of a list the card cuts to it, read out with where the rest are; nothing when it is alone. */
export function MoreCount({ count }: { count: number }) {
  return count > 0 ? (
    <>
      +{count} more<span className={visuallyHidden}> (see View Full Details)</span>
    </>
  ) : null;
}
