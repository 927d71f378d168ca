import { Icon } from '../Icon/Icon';
import type { Product } from '../../contract';
import * as styles from './ProductCard.css';

/** Features, qualifications and exclusions: shared by the card and the details dialog. */
export function ProductSections({ product, headingLevel }: { product: Product; headingLevel: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <>
      {product.features.length > 0 ? (
        <div>
          <Heading className={styles.sectionTitle}>Features</Heading>
          <dl className={styles.features}>
            {product.features.map((f) => (
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
            {product.qualifications.map((q) => (
              <li key={q} className={styles.listItem}>
                <span className={styles.okIcon}>
                  <Icon name="check" size={16} />
                </span>
                {q}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {product.exclusions.length > 0 ? (
        <div>
          <Heading className={styles.sectionTitle}>Exclusions</Heading>
          <ul className={styles.list}>
            {product.exclusions.map((x) => (
              <li key={x} className={styles.listItem}>
                <span className={styles.noIcon}>
                  <Icon name="alert" size={16} />
                </span>
                {x}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
