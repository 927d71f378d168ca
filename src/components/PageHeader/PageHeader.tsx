import type { ReactNode } from 'react';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  subtitle?: string;
  /** Buttons or links beside the title. */
  actions?: ReactNode;
}

/** The title block at the top of a screen. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <div className={styles.root}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
