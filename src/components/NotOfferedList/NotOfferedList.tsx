import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import type { Decline } from '../../contract';
import * as styles from './NotOfferedList.css';

export interface NotOfferedListProps {
  products: readonly Decline[];
  /** Open on first render: under no results the reasons are the answer. @default false */
  defaultExpanded?: boolean;
  /** The trigger's heading level, one below the section it sits in. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** "Not offered (N)": a disclosure listing each product the search did not offer, and why. Nothing when there is none. */
export function NotOfferedList({ products, defaultExpanded = false, headingLevel = 3 }: NotOfferedListProps) {
  if (products.length === 0) return null;
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
              <p>{product.reason}</p>
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
