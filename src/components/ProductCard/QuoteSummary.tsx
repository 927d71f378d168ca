import type { ProductQuote } from '../../contract';
import { formatAmount, formatPremium, monthlyText, pricedForText, rangeText } from './quote';
import * as styles from './ProductCard.css';

/**
 * The card's premium: "$45.78/mo" for the amount asked, or, when the product's range does not hold
 * it, that it does not and the nearest amount it offers with its premium there. Always an illustration.
 */
export function QuoteSummary({ quote }: { quote: ProductQuote }) {
  if (quote.inRange) {
    return (
      <p className={styles.quote}>
        <span className={styles.quoteAmount}>{monthlyText(quote)}</span>
        <span className={styles.quoteNote}>Illustrative premium {pricedForText(quote)}</span>
      </p>
    );
  }
  return (
    <p className={styles.quote}>
      <span className={styles.quoteOutside}>
        Does not offer {formatAmount(quote.requested)}: coverage {rangeText(quote)}
      </span>
      <span className={styles.quoteNote}>
        Nearest amount offered: {formatAmount(quote.amount)}, illustratively {formatPremium(quote.monthly)}/mo
        {quote.termYears === null ? '' : ` (${quote.termYears}-year term)`}
      </span>
    </p>
  );
}
