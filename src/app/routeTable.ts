import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes } from 'react-router-dom';
import { ADMIN_SESSION_PREFIX } from '../features/admin/sessionKeys';
import { SAVED_SEARCH_PREFIX } from '../features/search/savedKeys';
import { loadUnlessLeaving } from '../features/leaving';

type ScreenModule = { default: ComponentType };

export interface AppRoute {
  /** The path as the router matches it; `*` is any other path (the 404 page). */
  path: string;
  /** The page's part of the document title. */
  title: string;
  /** The screen's source module, as the build's manifest names it (the prerender preloads its chunk). */
  module: string;
  /** The screen, loaded on first use: "/" loads only the dashboard's code. */
  Screen: LazyExoticComponent<ComponentType>;
  /**
   * Shows records kept in the session (sessionStorage) under keys with this prefix, which its
   * prerendered page cannot know: with any of them stored, the page is rendered afresh, not hydrated.
   */
  readsSession?: string;
}

const route = (path: string, title: string, module: string, load: () => Promise<ScreenModule>, options: { readsSession?: string } = {}): AppRoute => ({
  path,
  title,
  module,
  // A screen whose code is cut by the page leaving shows no error: the next page is on its way.
  Screen: lazy(loadUnlessLeaving(load)),
  ...options,
});

/** The next task: a module evaluated after this runs apart from what was evaluated before. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Every page of the app, in the order the router ranks them. */
export const appRoutes: readonly AppRoute[] = [
  route('/', 'Dashboard', 'src/features/dashboard/DashboardScreen.tsx', () =>
    import('../features/dashboard/DashboardScreen').then((m) => ({ default: m.DashboardScreen })),
  ),
  // The search's schemas first, the request's and the answer's each in a task of its own: building
  // them (zod) was half of the screen's evaluation, and together they were one long task on a
  // phone. The contract's modules by name, not its door: loaded by a page, the door would make one
  // chunk of the whole contract, and About (which takes the carrier list from it) would load the
  // schemas too.
  route('/search', 'Search Products', 'src/features/search/SearchScreen.tsx', () =>
    import('../contract/search')
      .then(nextTask)
      .then(() => import('../contract/assessment'))
      .then(nextTask)
      .then(() => import('../features/search/SearchScreen'))
      .then((m) => ({ default: m.SearchScreen })),
    { readsSession: SAVED_SEARCH_PREFIX },
  ),
  route('/lookup', 'Drug and Condition Lookup', 'src/features/lookup/LookupScreen.tsx', () =>
    import('../features/lookup/LookupScreen').then((m) => ({ default: m.LookupScreen })),
  ),
  route(
    '/admin',
    'Admin Panel',
    'src/features/admin/AdminScreen.tsx',
    // React Aria's Button (with its pending state's progress bar and number formatter) first, in a
    // task of its own: the shell no longer carries it, and evaluated with the screen it lengthened
    // the hydration's longest task (Lighthouse's blocking time on /admin 128 -> 169 ms).
    () =>
      import('../components/Button/Button')
        .then(nextTask)
        .then(() => import('../features/admin/AdminScreen'))
        .then((m) => ({ default: m.AdminScreen })),
    { readsSession: ADMIN_SESSION_PREFIX },
  ),
  route('/about', 'About', 'src/app/pages/AboutPage.tsx', () => import('./pages/AboutPage').then((m) => ({ default: m.AboutPage }))),
  route('/privacy', 'Privacy Policy', 'src/app/pages/PrivacyPage.tsx', () =>
    import('./pages/PrivacyPage').then((m) => ({ default: m.PrivacyPage })),
  ),
  route('/support', 'Support', 'src/app/pages/SupportPage.tsx', () =>
    import('./pages/SupportPage').then((m) => ({ default: m.SupportPage })),
  ),
  route('*', 'Page not found', 'src/app/pages/NotFoundPage.tsx', () =>
    import('./pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
  ),
];

/** The route the router shows for a path (the 404 route for any unknown one). */
export function routeFor(pathname: string): AppRoute {
  const matched = matchRoutes(appRoutes as AppRoute[], pathname)?.[0]?.route;
  return matched ?? appRoutes[appRoutes.length - 1]!;
}
