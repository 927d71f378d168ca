import { Fragment, type ReactNode } from 'react';
import * as styles from './InfoList.css';

export interface InfoItem {
  label: string;
  value: ReactNode;
}

/** Label and value pairs, as a description list. */
export function InfoList({ items }: { items: readonly InfoItem[] }) {
  return (
    <dl className={styles.list}>
      {items.map((item) => (
        <Fragment key={item.label}>
          <dt className={styles.term}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
