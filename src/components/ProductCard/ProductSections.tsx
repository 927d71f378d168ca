import { Icon } from '../Icon/Icon';
import type { Product } from '../../contract';
import { moreText } from './product';
import * as styles from './ProductCard.css';

interface ProductSectionsProps {
  product: Product;
  headingLevel: 3 | 4;
  /** At most this many of each list (the card's summary, the rest one press away); every item when absent. */
  shown?: { features: number; qualifications: number; exclusions: number };
}

/** Features, qualifications and exclusions: shared by the card (summarised) and the details dialog (whole). */
export function ProductSections({ product, headingLevel, shown }: ProductSectionsProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const features = product.features.slice(0, shown?.features);
  const qualifications = product.qualifications.slice(0, shown?.qualifications);
  const exclusions = product.exclusions.slice(0, shown?.exclusions);
  return (
    <>
      {product.features.length > 0 ? (
        <div>
          <Heading className={styles.sectionTitle}>Features</Heading>
          <dl className={shown ? `${styles.features} ${styles.featuresCompact}` : styles.features}>
            {features.map((f) => (
              <div key={f.feature} className={styles.featureRow}>
                <dt className={styles.featureName}>{f.feature}</dt>
                <dd className={styles.featureValue}>{f.value}</dd>
              </div>
            ))}
          </dl>
          <More count={product.features.length - features.length} />
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
                <span className={shown ? styles.clamped : undefined}>{q}</span>
              </li>
            ))}
          </ul>
          <More count={product.qualifications.length - qualifications.length} />
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
                <span className={shown ? styles.clamped : undefined}>{x}</span>
              </li>
            ))}
          </ul>
          <More count={product.exclusions.length - exclusions.length} />
        </div>
      ) : null}
    </>
  );
}

function More({ count }: { count: number }) {
  return count > 0 ? <p className={styles.more}>{moreText(count)}</p> : null;
}
