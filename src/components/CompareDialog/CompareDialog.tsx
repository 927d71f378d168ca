import { Fragment, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button';
import { UserText } from '../UserText/UserText';
import { revealBidiControls } from '../UserText/revealBidiControls';
import type { Product } from '../../contract';
import { benefitTierLabels, moreText, rateClassLabels } from '../ProductCard/product';
import { formatAmount, formatPremium, ILLUSTRATION_NOTE, rangeText } from '../ProductCard/quote';
import * as dialog from '../ProductDetailsDialog/ProductDetailsDialog.css';
import * as styles from './CompareDialog.css';

export interface CompareDialogProps {
  /** The two or three products to set side by side; an empty list closes the dialog. */
  products: readonly Product[];
  isOpen: boolean;
  onClose: () => void;
}

/** How many knock-outs each product lists before "and N more". */
const KNOCK_OUTS_SHOWN = 4;
const REASONS_SHOWN = 4;

const feature = (product: Product, name: string) => product.features.find((f) => f.feature === name)?.value;

interface Row {
  label: string;
  cell: (product: Product) => ReactNode;
}

// The premium first: on a phone each row is a block, and the premium is what an agent compares first.
const rows: Row[] = [
  {
    label: 'Illustrative premium',
    cell: (p) =>
      p.quote ? (
        <>
          <strong>{formatPremium(p.quote.monthly)}/mo</strong> ({formatPremium(p.quote.annual)} a year) for {formatAmount(p.quote.amount)}
          {p.quote.inRange ? null : <span className={styles.caution}> (does not offer {formatAmount(p.quote.requested)})</span>}
        </>
      ) : (
        'No coverage amount given'
      ),
  },
  { label: 'Carrier', cell: (p) => p.carrierName },
  { label: 'Benefit tier', cell: (p) => (p.tier ? benefitTierLabels[p.tier] : '—') },
  { label: 'Rate class', cell: (p) => (p.rateClass ? rateClassLabels[p.rateClass] : '—') },
  { label: 'Coverage range', cell: (p) => (p.quote ? rangeText(p.quote) : (feature(p, 'Coverage') ?? '—')) },
  {
    label: 'Term',
    cell: (p) => {
      const offered = feature(p, 'Term lengths');
      if (p.quote?.termYears) return `Priced for ${p.quote.termYears} years${offered ? ` (terms: ${offered})` : ''}`;
      return offered ?? 'Permanent';
    },
  },
  { label: 'Match score', cell: (p) => `${p.matchScore}%` },
  { label: 'Key knock-outs', cell: (p) => <ShortList items={p.exclusions} shown={KNOCK_OUTS_SHOWN} empty="None: no health questions" /> },
  { label: 'Why this score', cell: (p) => <ShortList items={p.reasons ?? []} shown={REASONS_SHOWN} empty="—" /> },
];

function ShortList({ items, shown, empty }: { items: readonly string[]; shown: number; empty: string }) {
  if (items.length === 0) return <>{empty}</>;
  return (
    <ul className={styles.list}>
      {items.slice(0, shown).map((item) => (
        <li key={item}>{item}</li>
      ))}
      {items.length > shown ? <li>{moreText(items.length - shown)}</li> : null}
    </ul>
  );
}

/** "Final Expense Plus (Americo)": a product as the caption names it. */
function Named({ product }: { product: Product }) {
  return (
    <>
      <UserText>{product.name}</UserText> (<UserText>{product.carrierName}</UserText>)
    </>
  );
}

/**
 * Two or three products side by side: one column each, one row per thing an agent compares. On a
 * phone the same table is set as one block per row (see CompareDialog.css.ts), so there is one
 * structure at every width for a screen reader.
 */
export function CompareDialog({ products, isOpen, onClose }: CompareDialogProps) {
  const hasPremiums = products.some((p) => p.quote);
  return (
    <ModalOverlay isOpen={isOpen && products.length > 0} onOpenChange={(open) => (open ? undefined : onClose())} isDismissable className={dialog.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialogBox}>
          <Heading slot="title" className={dialog.title}>
            Compare {products.length} products
          </Heading>
          {/* Focusable so the keyboard can scroll a table wider than the screen. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className={styles.scroller} tabIndex={0} role="region" aria-label="Comparison table">
            <ComparisonTable products={products} />
          </div>
          {hasPremiums ? <p className={styles.note}>{ILLUSTRATION_NOTE}</p> : null}
          <div className={dialog.footer}>
            <Button slot="close" variant="primary">
              Close
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   On a phone the table's parts are displayed as blocks and flex rows, and some browsers (Safari
   among them) then drop a table's semantics; the explicit roles, each the element's own, keep it a
   table with its row and column heads for a screen reader at every width. (The plugin takes a tr
   for an interactive element: "row" is also a grid's role.) */
function ComparisonTable({ products }: { products: readonly Product[] }) {
  return (
    <table className={styles.table} role="table">
      <caption className={styles.caption}>
        {products.map((p, i) => (
          <Fragment key={p.id}>
            {i > 0 ? ', ' : null}
            <Named product={p} />
          </Fragment>
        ))}
        : side by side
      </caption>
      <thead className={styles.head} role="rowgroup">
        <tr role="row">
          <td className={styles.corner} role="cell" />
          {products.map((p) => (
            <th key={p.id} scope="col" role="columnheader" className={styles.columnHead}>
              <span className={styles.productName}>
                <UserText>{p.name}</UserText>
                <span className={styles.separator}>, </span>
              </span>
              <span className={styles.carrier}>
                <UserText>{p.carrierName}</UserText>
              </span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={styles.body} role="rowgroup">
        {rows.map((row) => (
          <tr key={row.label} role="row" className={styles.row}>
            <th scope="row" role="rowheader" className={styles.rowHead}>
              {row.label}
            </th>
            {products.map((p) => (
              // The product's name and carrier, shown before the value on a phone only.
              <td key={p.id} role="cell" className={styles.cell} data-product={revealBidiControls(p.name)} data-carrier={revealBidiControls(p.carrierName)}>
                <div className={styles.value}>{row.cell(p)}</div>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */
