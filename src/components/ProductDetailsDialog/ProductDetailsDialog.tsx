import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button';
import { ScoreBadge } from '../ScoreBadge/ScoreBadge';
import { UserText } from '../UserText/UserText';
import type { Product } from '../../contract';
import { alternativeText } from '../ProductCard/alternatives';
import { benefitTierBadge, benefitTierLabels, productNotes, rateClassLabels } from '../ProductCard/product';
import { ProductSections } from '../ProductCard/ProductSections';
import { formatAmount, formatPremium, ILLUSTRATION_NOTE, pricedForText, rangeText } from '../ProductCard/quote';
import * as card from '../ProductCard/ProductCard.css';
import * as styles from './ProductDetailsDialog.css';

export interface ProductDetailsDialogProps {
  /** The product to show; null closes the dialog. */
  product: Product | null;
  onClose: () => void;
}

/** Everything about one result, with the reasons behind its score when the result carries them. */
export function ProductDetailsDialog({ product, onClose }: ProductDetailsDialogProps) {
  return (
    <ModalOverlay
      isOpen={product !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          {product ? (
            <>
              <div className={styles.head}>
                <div>
                  <Heading slot="title" className={styles.title}>
                    <UserText>{product.name}</UserText>
                  </Heading>
                  <p className={styles.carrier}>
                    <UserText>{product.carrierName}</UserText>
                  </p>
                </div>
                <ScoreBadge score={product.matchScore} />
              </div>
              <p className={card.description}>{product.description}</p>
              {product.quote ? (
                <div className={styles.reasons}>
                  <h3 className={card.sectionTitle}>Illustrative premium</h3>
                  {product.quote.inRange ? null : (
                    <p>
                      Does not offer {formatAmount(product.quote.requested)} (coverage {rangeText(product.quote)}); priced at
                      the nearest amount offered.
                    </p>
                  )}
                  <p className={styles.tier}>
                    <strong>{formatPremium(product.quote.monthly)} a month</strong> ({formatPremium(product.quote.annual)} a
                    year) {pricedForText(product.quote)}
                  </p>
                  <p className={card.description}>{ILLUSTRATION_NOTE}</p>
                </div>
              ) : null}
              <Alternatives product={product} />
              {product.reasons && product.reasons.length > 0 ? (
                <div className={styles.reasons}>
                  <h3 className={card.sectionTitle}>Why this score</h3>
                  {product.tier ? (
                    <p className={styles.tier}>
                      Benefit tier: <strong>{benefitTierLabels[product.tier]}</strong>
                    </p>
                  ) : null}
                  <ul className={styles.reasonList}>
                    {product.reasons.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <ProductNotes product={product} />
              <ProductSections product={product} headingLevel={3} />
              <div className={styles.footer}>
                <Button slot="close" variant="primary">
                  Close
                </Button>
              </div>
            </>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Every line the card cut to its first: what the offer depends on or what to ask, and when it gets better. */
function ProductNotes({ product }: { product: Product }) {
  const notes = productNotes(product);
  const countdowns = product.countdowns ?? [];
  return (
    <>
      {notes ? <NoteList className={styles.notes} title={notes.title} lines={notes.lines} /> : null}
      {countdowns.length > 0 ? <NoteList className={styles.later} title="When this offer gets better" lines={countdowns.map((c) => c.text)} /> : null}
    </>
  );
}

function NoteList({ className, title, lines }: { className: string; title: string; lines: readonly string[] }) {
  return (
    <div className={className}>
      <h3 className={card.sectionTitle}>{title}</h3>
      <ul className={styles.reasonList}>
        {lines.map((line) => (
          <li key={line}>
            <UserText>{line}</UserText>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What the offer would be under the other answers of each open question that changes it, every one
 * (the card shows the first): the offer is shown at the cautious answer until the agent gives one.
 */
function Alternatives({ product }: { product: Product }) {
  const alternatives = product.alternatives ?? [];
  if (alternatives.length === 0) return null;
  const shown = [
    product.tier ? benefitTierBadge(product.tier) : '',
    product.rateClass ? rateClassLabels[product.rateClass] : '',
    product.quote ? `${formatPremium(product.quote.monthly)}/mo` : '',
  ].filter(Boolean);
  return (
    <div className={styles.notes}>
      <h3 className={card.sectionTitle}>Under the other answers</h3>
      {shown.length > 0 ? <p>Shown until answered: {shown.join(', ')}.</p> : null}
      <ul className={styles.reasonList}>
        {alternatives.map((alternative) => {
          const line = alternativeText(alternative);
          return (
            <li key={`${alternative.questionId}|${line}`}>
              <UserText>{line}</UserText>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
