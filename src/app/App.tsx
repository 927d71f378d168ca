import { Suspense, lazy } from 'react';
import { AppRoutes } from './routes';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ToastsBoundary } from './ToastsBoundary';
import { loadUnlessLeaving } from '../features/leaving';

// Toasts only follow a person's action, so the region loads after the first paint; a toast raised
// before it arrives waits in the queue and shows when it does.
const ToastRegion = lazy(loadUnlessLeaving(() => import('../components/Toast/ToastRegion').then((m) => ({ default: m.ToastRegion }))));

/**
 * The whole app under a router: the browser's in start.tsx, a static one when the build prerenders
 * each page. State lives in jotai's one store for the page (screens use atoms without a Provider),
 * so "/" loads no state library and the search survives a move between pages.
 */
export function App() {
  return (
    <>
      <RouteErrorBoundary>
        <AppRoutes />
      </RouteErrorBoundary>
      <ToastsBoundary>
        <Suspense fallback={null}>
          <ToastRegion />
        </Suspense>
      </ToastsBoundary>
    </>
  );
}
