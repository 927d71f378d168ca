import type { ReactNode } from 'react';
import * as styles from './AppShell.css';

export interface AppShellProps {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}

export const MAIN_CONTENT_ID = 'main-content';

/** Page frame: skip link, header, the main landmark and footer. */
export function AppShell({ header, footer, children }: AppShellProps) {
  return (
    <div className={styles.shell}>
      {/* A plain anchor: the skip link must work before any script-driven routing. */}
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        Skip to main content
      </a>
      {header}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer}
    </div>
  );
}
