import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './pages/RouteErrorPage';

interface Props {
  children: ReactNode;
}

/**
 * Catches what a screen throws while loading (a chunk that fails to download) or rendering, and
 * shows the routing error page in its place. The layout keys it by path, so moving to another page
 * starts clean.
 */
export class RouteErrorBoundary extends Component<Props, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
