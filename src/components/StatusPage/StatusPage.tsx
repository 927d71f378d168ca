import type { ReactNode } from 'react';
import * as styles from './StatusPage.css';

export interface StatusPageProps {
  /** A large code above the title, such as "404". */
  code?: string;
  /** The page's h1. */
  title: string;
  message?: ReactNode;
  /** Technical detail (an error's status or message), shown in a monospace box. */
  detail?: string;
  /** The way out, usually a link home. */
  action?: ReactNode;
}

/** A centred full-page message: not found, errors. */
export function StatusPage({ code, title, message, detail, action }: StatusPageProps) {
  return (
    <div className={styles.root}>
      {code ? <p className={styles.code}>{code}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {message ? <p className={styles.message}>{message}</p> : null}
      {detail ? <pre className={styles.detail}>{detail}</pre> : null}
      {action}
    </div>
  );
}
