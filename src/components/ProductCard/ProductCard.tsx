import { Button } from '../Button/Button';
import { ScoreBadge } from '../ScoreBadge/ScoreBadge';
import type { ProductResult } from './product';
import { ProductSections } from './ProductSections';
import * as styles from './ProductCard.css';

export interface ProductCardProps {
  product: ProductResult;
  /** "View Full Details" was pressed. */
  onViewDetails?: (product: ProductResult) => void;
}

/** One search result: name, carrier, score, description, features, qualifications and exclusions. */
export function ProductCard({ product, onViewDetails }: ProductCardProps) {
  return (
    <article className={styles.card} aria-label={product.name}>
      <div className={styles.head}>
        <div>
          <h3 className={styles.name}>{product.name}</h3>
          <p className={styles.carrier}>{product.carrierName}</p>
        </div>
        <ScoreBadge score={product.matchScore} />
      </div>
      <p className={styles.description}>{product.description}</p>
      <ProductSections product={product} headingLevel={4} />
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onPress={() => onViewDetails?.(product)} aria-label={`View Full Details: ${product.name}`}>
          View Full Details
        </Button>
      </div>
    </article>
  );
}
