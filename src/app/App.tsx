import { Suspense, lazy, useState } from 'react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

// Toasts only follow a person's action, so the region loads after the first paint; a toast raised
// before it arrives waits in the queue and shows when it does.
const ToastRegion = lazy(() => import('../components/Toast/ToastRegion').then((m) => ({ default: m.ToastRegion })));

/** The whole app: one jotai store, the data router, and the one toast region. */
export function App() {
  const [store] = useState(() => createStore());
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <JotaiProvider store={store}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <ToastRegion />
      </Suspense>
    </JotaiProvider>
  );
}
