import { useRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { appRoutes } from './routeTable';

/**
 * Every route of the app inside the layout. Screens are lazy (see routeTable); the layout holds
 * the Suspense and the error boundary, so a failing screen keeps the header and footer.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: appRoutes.map(({ path, Screen }) =>
      path === '/' ? { index: true, element: <Screen /> } : { path: path.slice(1) || path, element: <Screen /> },
    ),
  },
];

/** The app's pages under whichever router wraps them (the browser's, or a static one at build time). */
export function AppRoutes() {
  return useRoutes(routes);
}
