import type { ProductQuote } from '../../contract';
import { quoteLines, ratesText } from './quote';
import * as styles from './ProductCard.css';

/**
 * The card's premium: "$45.78/mo" for the amount asked, or, when the product's range does not hold
 * it, that it does not and the nearest amount it offers with its premium there. For a budget: the
 * largest amount it buys, or that it does not reach the product's minimum and the premium there.
 * Always an illustration, with its term and the rates it is priced on.
 */
export function QuoteSummary({ quote }: { quote: ProductQuote }) {
  const { figure, note, writes } = quoteLines(quote);
  // The note ends with the rates (", female rates"), which a phone shows once under the cards.
  const rates = ratesText(quote);
  const tail = rates && note.endsWith(`, ${rates}`) ? `, ${rates}` : '';
  return (
    <p className={styles.quote} data-quote="">
      <span className={writes ? styles.quoteAmount : styles.quoteOutside}>{figure}</span>
      <span className={styles.quoteNote}>
        {note.slice(0, note.length - tail.length)}
        {tail ? <span className={styles.quoteRates}>{tail}</span> : null}
      </span>
    </p>
  );
}
