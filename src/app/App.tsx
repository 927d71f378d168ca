import { useState } from 'react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { ToastRegion } from '../components/Toast/ToastRegion';
import { routes } from './routes';

/** The whole app: one jotai store, the data router, and the one toast region. */
export function App() {
  const [store] = useState(() => createStore());
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <JotaiProvider store={store}>
      <RouterProvider router={router} />
      <ToastRegion />
    </JotaiProvider>
  );
}
