import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { Badge } from '../Badge/Badge';
import { Icon } from '../Icon/Icon';
import type { Decline } from '../../contract';
import { declineStatus, howMany } from './decline';
import * as styles from './NotOfferedList.css';

export interface NotOfferedListProps {
  products: readonly Decline[];
  /** Open on first render: under no results the reasons are the answer. @default false */
  defaultExpanded?: boolean;
  /** The trigger's heading level, one below the section it sits in. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * "Not offered (N)": a disclosure listing each product the search did not offer, and why. Nothing when
 * there is none. A product postponed until results still to come are in is marked so, and their count
 * is said under the heading, closed or open: it is not a decline, and an agent calls back with the results.
 * A product held until a question is answered (a word the engine cannot read) is marked held, with
 * what it depends on: one answer in the read-back settles it.
 */
export function NotOfferedList({ products, defaultExpanded = false, headingLevel = 3 }: NotOfferedListProps) {
  if (products.length === 0) return null;
  const postponed = products.filter((p) => declineStatus(p) === 'postponed').length;
  const held = products.filter((p) => declineStatus(p) === 'held').length;
  return (
    <Disclosure className={styles.disclosure} defaultExpanded={defaultExpanded}>
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <span className={styles.chevron}>
            <Icon name="chevronRight" size={18} />
          </span>
          Not offered ({products.length})
        </Button>
      </Heading>
      {held > 0 ? (
        <p className={styles.postponed}>{howMany(held, products.length)} held until a question in how the profile was read is answered, not declined.</p>
      ) : null}
      {postponed > 0 ? (
        <p className={styles.postponed}>{howMany(postponed, products.length)} postponed until the results are in, not declined: see how the profile was read.</p>
      ) : null}
      <DisclosurePanel className={styles.panel}>
        <ul className={styles.list}>
          {products.map((product) => (
            <li key={product.id} className={styles.item}>
              <p>
                <span className={styles.name}>{product.name}</span>
                <span className={styles.carrier}>
                  <span aria-hidden="true"> ·</span> {product.carrierName}
                </span>
              </p>
              <p>
                <StatusBadge decline={product} />
                {product.reason}
              </p>
              {[...(product.dependsOn ?? []), ...(product.countdowns ?? []).map((c) => c.text)].map((line) => (
                <p key={line} className={styles.more}>
                  {line}
                </p>
              ))}
            </li>
          ))}
        </ul>
      </DisclosurePanel>
    </Disclosure>
  );
}

/** "Held" or "Postponed" before the reason; a decline says it in its reason. */
function StatusBadge({ decline }: { decline: Decline }) {
  const status = declineStatus(decline);
  if (status === 'declined') return null;
  return (
    <>
      <Badge tone="warning">{status === 'held' ? 'Held' : 'Postponed'}</Badge>{' '}
    </>
  );
}
