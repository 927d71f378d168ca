import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../../src/app/routes';

/** The whole app, with its real routes, in a memory router starting at `path`. */
export function AppAt({ path }: { path: string }) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }));
  return <RouterProvider router={router} />;
}
