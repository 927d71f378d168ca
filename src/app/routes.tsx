import type { RouteObject } from 'react-router-dom';
import { Layout, type RouteHandle } from './Layout';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { RouteLoading } from './pages/RouteLoading';

const handle = (title: string): RouteHandle => ({ title });

/**
 * Every route of the app. Screens are lazy so "/" loads only the dashboard's code; the error
 * element sits inside the layout so a failing screen keeps the header and footer.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            index: true,
            handle: handle('Dashboard'),
            lazy: async () => ({ Component: (await import('../features/dashboard/DashboardScreen')).DashboardScreen }),
          },
          {
            path: 'search',
            handle: handle('Search Products'),
            lazy: async () => ({ Component: (await import('../features/search/SearchScreen')).SearchScreen }),
          },
          {
            path: 'admin',
            handle: handle('Admin Panel'),
            lazy: async () => ({ Component: (await import('../features/admin/AdminScreen')).AdminScreen }),
          },
          {
            path: 'about',
            handle: handle('About'),
            lazy: async () => ({ Component: (await import('./pages/AboutPage')).AboutPage }),
          },
          {
            path: 'privacy',
            handle: handle('Privacy Policy'),
            lazy: async () => ({ Component: (await import('./pages/PrivacyPage')).PrivacyPage }),
          },
          {
            path: 'support',
            handle: handle('Support'),
            lazy: async () => ({ Component: (await import('./pages/SupportPage')).SupportPage }),
          },
          {
            path: '*',
            handle: handle('Page not found'),
            lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];
