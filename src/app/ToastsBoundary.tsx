import { Component, type ReactNode } from 'react';
import { ButtonLink } from '../components/ButtonLink/ButtonLink';
import { thisPage } from './codeLoad';
import * as styles from './ToastsBoundary.css';

/**
 * Around the toast region, whose code loads after the first paint: should it fail to load (a
 * starved or dropped connection), the page stays whole and says that its messages cannot show,
 * with the reload that loads them. Without it the failure reached the root, and React took the
 * whole page down with it: a blank page.
 */
export class ToastsBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="status" className={styles.notice}>
        <span>The app&apos;s messages did not download. Reload the page to see them.</span>
        {/* Outside the router's provider: a plain link, which the browser loads afresh. */}
        <ButtonLink href={thisPage()} size="sm" variant="secondary">
          Reload the page
        </ButtonLink>
      </div>
    );
  }
}
