import { Button as AriaButton } from 'react-aria-components';
import { Checkbox } from '../Checkbox/Checkbox';
import { UserText } from '../UserText/UserText';
import { alternativesLine } from '../ProductCard/alternatives';
import type { Product } from '../../contract';
import { benefitTierLabels, rateClassLabels } from '../ProductCard/product';
import { quoteBrief } from '../ProductCard/quote';
import { visuallyHidden } from '../theme/styles.css';
import type { ProductCardProps } from '../ProductCard/ProductCard';
import { formatScore } from '../ScoreBadge/score';
import * as styles from './ResultsList.css';

export interface ResultsListProps {
  /** In the order shown. */
  products: readonly Product[];
  /** What the table is of, for its caption ("Products found, as a list"). */
  caption: string;
  onViewDetails?: (product: Product) => void;
  compareFor?: (product: Product) => ProductCardProps['compare'];
}

/**
 * The results as a compact table, a row per product: the product (its name opens the details) and
 * carrier, the benefit tier and rate class, the premium (or the amount a budget buys), the match
 * score, and the box to compare it. On a phone each row reads as a short block of its own.
 */
export function ResultsList({ products, caption, onViewDetails, compareFor }: ResultsListProps) {
  // The rates are the same on every row: the results say them once, above the lists.
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead className={styles.head}>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Benefit</th>
          <th scope="col">Premium</th>
          <th scope="col">Score</th>
          {compareFor ? <th scope="col">Compare</th> : null}
        </tr>
      </thead>
      <tbody>
        {products.map((product) => {
          const quote = product.quote ? quoteBrief(product.quote) : null;
          const compare = compareFor?.(product);
          return (
            <tr key={product.id} className={styles.row}>
              <th scope="row" className={styles.product}>
                <AriaButton className={styles.name} onPress={() => onViewDetails?.(product)} aria-label={`${product.name}, ${product.carrierName}: view full details`}>
                  <UserText>{product.name}</UserText>
                </AriaButton>
                <span className={styles.carrier}>
                  <UserText>{product.carrierName}</UserText>
                </span>
              </th>
              <td className={styles.benefit}>
                {product.tier ? benefitTierLabels[product.tier] : '—'}
                {product.rateClass ? (
                  <span className={styles.muted}>
                    <span className={visuallyHidden}>Rate class: </span>
                    {rateClassLabels[product.rateClass]}
                  </span>
                ) : null}
              </td>
              <td className={styles.premium}>
                {quote ? (
                  <>
                    <span className={quote.writes ? styles.figure : styles.outside}>{quote.figure}</span>
                    {quote.note ? <span className={styles.muted}>{quote.note}</span> : null}
                  </>
                ) : (
                  <span className={styles.muted}>No amount given</span>
                )}
                <Otherwise product={product} />
              </td>
              <td className={styles.score}>{formatScore(product.matchScore)}</td>
              {compare ? (
                <td className={styles.compare}>
                  <Checkbox label="Compare" aria-label={`Compare ${product.name}, ${product.carrierName}`} isSelected={compare.isSelected} onChange={compare.onChange} />
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** What the row's class and premium would be under the other answers of an open question (the first; the rest in the details). */
function Otherwise({ product }: { product: Product }) {
  const line = alternativesLine(product);
  return line ? (
    <span className={styles.muted} data-alternatives="">
      Otherwise {line.other}
      {line.more > 0 ? ` (+${line.more} more in the details)` : ''}
    </span>
  ) : null;
}
