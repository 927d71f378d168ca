import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './pages/RouteErrorPage';

interface BoundaryProps {
  children: ReactNode;
  /** What shows in place of the children once they threw (while loading or rendering). */
  fallback: (error: unknown) => ReactNode;
}

/** Catches what its children throw while loading (a chunk that fails to download) or rendering, and shows `fallback` in their place. */
export class ErrorBoundary extends Component<BoundaryProps, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

const routeError = (error: unknown) => <RouteErrorPage error={error} />;

/**
 * A screen's boundary: what it throws shows the routing error page in its place. The layout keys
 * it by path, so moving to another page starts clean.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={routeError}>{children}</ErrorBoundary>;
}
