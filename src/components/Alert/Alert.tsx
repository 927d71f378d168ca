import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { alert, alertTones } from './Alert.css';
import * as styles from './Alert.css';

export type AlertTone = (typeof alertTones)[number];

export interface AlertProps {
  title: string;
  children: ReactNode;
  /** `error` is announced at once (role="alert"); the others politely (role="status"). @default 'error' */
  tone?: AlertTone;
  /**
   * Whether the message is a live region. Turn it off for standing notes that arrive with the rest
   * of the content (a note on every card would otherwise be announced at once); they become role="note".
   * @default true
   */
  live?: boolean;
  /** 'sm' for a note inside a card (a product's questions): tighter, a small title. @default 'md' */
  size?: 'md' | 'sm';
}

/** A message box with a title: errors, warnings and notes inside a page. */
export function Alert({ title, children, tone = 'error', live = true, size = 'md' }: AlertProps) {
  const titleId = useId();
  return (
    <div
      role={live ? (tone === 'error' ? 'alert' : 'status') : 'note'}
      aria-labelledby={live ? undefined : titleId}
      className={alert({ tone, size })}
      data-tone={tone}
    >
      <Icon name={tone === 'info' ? 'question' : 'alert'} size={size === 'sm' ? 16 : undefined} />
      <div className={styles.content}>
        <p id={titleId} className={size === 'sm' ? styles.smallTitle : styles.title}>
          {title}
        </p>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
