import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { alert, alertTones } from './Alert.css';
import * as styles from './Alert.css';

export type AlertTone = (typeof alertTones)[number];

export interface AlertProps {
  title: string;
  children: ReactNode;
  /** `error` is announced at once (role="alert"); the others politely (role="status"). @default 'error' */
  tone?: AlertTone;
}

/** A message box with a title: errors, warnings and notes inside a page. */
export function Alert({ title, children, tone = 'error' }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={alert({ tone })} data-tone={tone}>
      <Icon name={tone === 'info' ? 'question' : 'alert'} />
      <div>
        <p className={styles.title}>{title}</p>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
