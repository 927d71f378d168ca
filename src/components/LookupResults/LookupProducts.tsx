import { memo, useDeferredValue } from 'react';
import { groupOfKind, kindGroupLabels, lookupOutcomeLabels, type LookupAnswer, type LookupLeftOut, type LookupProduct } from '../../contract';
import { Badge } from '../Badge/Badge';
import type { BadgeTone } from '../Badge/Badge.css';
import { benefitTierLabels, rateClassLabels } from '../ProductCard/product';
import * as styles from './LookupResults.css';

type Group = LookupAnswer['groups'][number];
type Outcome = Group['outcome'];

const outcomeTones: Record<Outcome, BadgeTone> = { level: 'success', graded: 'warning', guaranteed: 'info', declined: 'danger', postponed: 'neutral' };

/**
 * The rows a new answer shows in its first frame: the first screen's worth on a phone or a desktop.
 * The rest follow in React's background render (a deferred value), which the next keystroke
 * interrupts: each keystroke's answer paints at once however many products changed, and the whole
 * table is there as soon as typing pauses. The groups' counts are the whole answer's from the start.
 */
export const FIRST_ROWS = 12;

/** How many of each group's rows to show within `budget` rows in all, in the groups' order. */
export function rowsWithin(groups: readonly { products: readonly unknown[] }[], budget: number): number[] {
  let left = budget;
  return groups.map((group) => {
    const shown = Math.max(0, Math.min(group.products.length, left));
    left -= shown;
    return shown;
  });
}

/**
 * The groups of products, each under its outcome; an empty group says so in its heading's count.
 * Memoised, as each group and row: an answer that shares the shown one's unchanged parts (the lookup
 * screen's `shareAnswer`) renders only what changed. A new answer's first render shows `FIRST_ROWS`
 * rows; the deferred render that follows shows them all.
 */
export const LookupGroups = memo(function LookupGroups({ groups }: { groups: readonly Group[] }) {
  const settled = useDeferredValue(groups);
  const shown = rowsWithin(groups, settled === groups ? Number.POSITIVE_INFINITY : FIRST_ROWS);
  return (
    <>
      {groups.map((group, index) => (
        <GroupSection key={group.outcome} group={group} rows={shown[index]!} />
      ))}
    </>
  );
});

const GroupSection = memo(function GroupSection({ group, rows }: { group: Group; rows: number }) {
  return (
    <section className={styles.group} aria-labelledby={`lookup-${group.outcome}`}>
      <h3 id={`lookup-${group.outcome}`} className={styles.groupHeading}>
        <Badge tone={outcomeTones[group.outcome]}>{group.label}</Badge>
        <span className={styles.count}>
          {group.products.length} {group.products.length === 1 ? 'product' : 'products'}
        </span>
      </h3>
      {rows > 0 ? (
        <ul className={styles.products}>
          {group.products.slice(0, rows).map((product) => (
            <ProductRow key={product.id} product={product} />
          ))}
        </ul>
      ) : null}
    </section>
  );
});

/** One product: its name and carrier, rate class or tier, why it is declined, the look-backs, and a drug's outcome under each use. */
const ProductRow = memo(
  function ProductRow({ product }: { product: LookupProduct }) {
    return (
      <li className={styles.product}>
        <p className={styles.productHead}>
          <span className={styles.name}>{product.name}</span>
          <span className={styles.carrier}>
            {product.carrierName} · {kindGroupLabels[groupOfKind[product.kind]]}
          </span>
        </p>
        <p className={styles.outcome}>{outcomeLine(product)}</p>
        {product.lookBacks.map((line) => (
          <p key={line} className={styles.more}>
            {line}
          </p>
        ))}
        {product.byUse.length > 0 ? (
          <ul className={styles.uses} aria-label={`${product.name} by use`}>
            {product.byUse.map((use) => (
              <li key={`${use.drug}:${use.use}`}>
                <span className={styles.useName}>
                  {use.drug} for {use.use}:
                </span>{' '}
                {outcomeLine(use)}
              </li>
            ))}
          </ul>
        ) : null}
      </li>
    );
  },
);

type OutcomeFields = Pick<LookupProduct, 'outcome' | 'tier' | 'rateClass' | 'reason'>;

/** "Level at Standard", "Graded", "Guaranteed issue", or the rule that declines or postpones it. */
export function outcomeLine({ outcome, tier, rateClass, reason }: OutcomeFields): string {
  if (reason) return reason;
  if (!tier) return lookupOutcomeLabels[outcome];
  const name = benefitTierLabels[tier];
  return rateClass ? `${name} at ${rateClassLabels[rateClass]}` : name;
}

/** The products left out at the age given, each with its own issue ages. */
export const LeftOutList = memo(function LeftOutList({ products, age }: { products: readonly LookupLeftOut[]; age: number | null }) {
  if (products.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby="lookup-left-out">
      <h3 id="lookup-left-out" className={styles.groupHeading}>
        <Badge tone="neutral">{age === null ? 'Left out' : `Not issued at ${age}`}</Badge>
        <span className={styles.count}>
          {products.length} {products.length === 1 ? 'product' : 'products'}
        </span>
      </h3>
      <ul className={styles.products}>
        {products.map((product) => (
          <li key={product.id} className={styles.product}>
            <p className={styles.productHead}>
              <span className={styles.name}>{product.name}</span>
              <span className={styles.carrier}>{product.carrierName}</span>
            </p>
            <p className={styles.more}>{product.reason}</p>
          </li>
        ))}
      </ul>
    </section>
  );
});
