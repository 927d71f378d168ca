import type { ReactNode } from 'react';
import { ButtonLink } from '../components/ButtonLink/ButtonLink';
import { thisPage } from './codeLoad';
import { ErrorBoundary } from './RouteErrorBoundary';
import { content, region } from '../components/Toast/toastLook.css';
import * as styles from './ToastsBoundary.css';

/** Where the toasts would be: their code did not load, and only a reload brings it. */
function ToastsNotLoaded() {
  return (
    <div className={region}>
      <div role="status" className={styles.notice}>
        <span className={content}>The app&apos;s messages did not download. Reload the page to see them.</span>
        {/* Outside the router's provider: a plain link, which the browser loads afresh. */}
        <ButtonLink href={thisPage()} size="sm" variant="secondary">
          Reload the page
        </ButtonLink>
      </div>
    </div>
  );
}

const notLoaded = () => <ToastsNotLoaded />;

/**
 * Around the toast region, whose code loads after the first paint: should it fail to load (a
 * starved or dropped connection), the page stays whole and says that its messages cannot show,
 * with the reload that loads them. Without it the failure reached the root, and React took the
 * whole page down with it: a blank page.
 */
export function ToastsBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={notLoaded}>{children}</ErrorBoundary>;
}
