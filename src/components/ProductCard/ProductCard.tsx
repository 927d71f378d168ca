import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Icon } from '../Icon/Icon';
import { ScoreBadge } from '../ScoreBadge/ScoreBadge';
import { UserText } from '../UserText/UserText';
import { visuallyHidden } from '../theme/styles.css';
import type { Product } from '../../contract';
import { alternativesLine } from './alternatives';
import { benefitTierBadge, leadingReason, productNotes, rateClassLabels } from './product';
import { MoreCount, SectionsSummary } from './ProductSections';
import { QuoteSummary } from './QuoteSummary';
import * as styles from './ProductCard.css';

export interface ProductCardProps {
  product: Product;
  /** "View Full Details" was pressed. */
  onViewDetails?: (product: Product) => void;
  /** A "Compare" box on the card, when the list offers a comparison. */
  compare?: { isSelected: boolean; onChange: (isSelected: boolean) => void };
}

/**
 * One search result, what an agent decides on first: name, carrier, benefit and rate class, score,
 * the premium (and what it would be under the other answers of an open question), one line of why,
 * a line of what it depends on and one of when it gets better; then
 * the description and the features, qualifications and exclusions a line each. View Full Details
 * has every item of each.
 */
export function ProductCard({ product, onViewDetails, compare }: ProductCardProps) {
  const notes = productNotes(product);
  const countdowns = product.countdowns ?? [];
  const why = leadingReason(product.reasons);
  const otherwise = alternativesLine(product);
  return (
    <article className={styles.card} aria-label={product.name}>
      <div className={styles.head}>
        <h3 className={styles.name}>
          <UserText>{product.name}</UserText>
        </h3>
        <ScoreBadge score={product.matchScore} />
      </div>
      {/* The carrier, then the benefit tier and the rate class together, on its line when they fit (a line less on most cards). */}
      <p className={styles.meta}>
        <span className={styles.carrier}>
          <UserText>{product.carrierName}</UserText>
        </span>
        {product.tier || product.rateClass ? (
          <span className={styles.badges}>
            {product.tier ? <Badge tone="primary">{benefitTierBadge(product.tier)}</Badge> : null}
            {product.rateClass ? (
              <Badge>
                <span className={visuallyHidden}>Rate class: </span>
                {rateClassLabels[product.rateClass]}
              </Badge>
            ) : null}
          </span>
        ) : null}
      </p>
      {product.quote ? <QuoteSummary quote={product.quote} /> : null}
      {otherwise ? (
        // Beside the premium and the class, what they would be under the other answers: the offer is shown
        // at the cautious answer until the agent gives one. One line on a phone, two wider; every one in View Full Details.
        <div role="note" aria-label="Until answered" className={styles.otherwise} data-alternatives="">
          <span className={styles.otherwiseIcon}>
            <Icon name="question" size={16} />
          </span>
          <p className={styles.noteText}>
            {otherwise.shown ? <span className={styles.otherwiseShown}>{otherwise.shown} · </span> : null}
            {otherwise.other}
          </p>
          <span className={styles.summaryMore}>
            <MoreCount count={otherwise.more} />
          </span>
        </div>
      ) : null}
      {why ? (
        <p className={styles.why}>
          <span className={styles.whyLabel}>Why: </span>
          <UserText>{why}</UserText>
        </p>
      ) : null}
      {notes ? (
        // The first line whole for a screen reader, cut to one line on a phone and two wider; every line is in View Full Details.
        <div role="note" aria-label={notes.title} data-tone="warning" className={styles.note}>
          <span className={styles.noteIcon}>
            <Icon name="alert" size={16} />
          </span>
          <p className={styles.noteText}>
            <UserText>{notes.lines[0]!}</UserText>
          </p>
          <span className={styles.summaryMore}>
            <MoreCount count={notes.lines.length - 1} />
          </span>
        </div>
      ) : null}
      {countdowns.length > 0 ? (
        <ul className={styles.countdowns} aria-label="When this offer gets better">
          <li className={styles.countdown}>
            <Icon name="arrowUp" size={16} />
            <span className={styles.noteText}>{countdowns[0]!.text}</span>
            <span className={styles.summaryMore}>
              <MoreCount count={countdowns.length - 1} />
            </span>
          </li>
        </ul>
      ) : null}
      <p className={styles.cardDescription}>{product.description}</p>
      <SectionsSummary product={product} />
      <div className={styles.actions}>
        {compare ? (
          <Checkbox
            label="Compare"
            aria-label={`Compare ${product.name}, ${product.carrierName}`}
            isSelected={compare.isSelected}
            onChange={compare.onChange}
          />
        ) : null}
        <Button variant="secondary" size="sm" onPress={() => onViewDetails?.(product)} aria-label={`View Full Details: ${product.name}`}>
          View Full Details
        </Button>
      </div>
    </article>
  );
}
