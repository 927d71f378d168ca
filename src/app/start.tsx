/**
 * The app's start: React, the router, the shell and the app, loaded by main.tsx after the first paint.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { replayEarlyActions } from './earlyActions';
import { routeFor } from './routeTable';
import { loadUnlessLeaving } from '../features/leaving';

/**
 * A prerendered page is hydrated when the first render will be the page as it was written: the page
 * was rendered for this address (its path and query: the admin area has a page per tab; the 404
 * page, `*`, for any path), and, on a page that shows records kept in the session (the admin
 * area's, the search's form and results), none of its records is in the session. Otherwise the page is rendered afresh over the prerendered HTML.
 */
function canHydrate(root: HTMLElement): boolean {
  const address = root.dataset.prerendered;
  if (address === undefined || (address !== '*' && address !== location.pathname + location.search)) return false;
  const prefix = routeFor(location.pathname).readsSession;
  if (prefix === undefined) return true;
  try {
    for (let i = 0; i < sessionStorage.length; i++) if (sessionStorage.key(i)?.startsWith(prefix)) return false;
    return true;
  } catch {
    return true;
  }
}

/** Renders the app into the page: main.tsx calls it once the prerendered page has been painted. */
export async function start() {
  // In development the search endpoint is answered by MSW in the browser; production has the real server.
  if (import.meta.env.DEV && import.meta.env.VITE_MSW !== 'off') {
    const { startMockWorker } = await loadUnlessLeaving(() => import('../mocks/browser'))();
    await startMockWorker();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  if (canHydrate(root)) {
    // Hydration as a transition: React yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page, so a tap during it is answered.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // React replaces the prerendered HTML at its first commit, so the page never goes blank.
    createRoot(root).render(app);
  }
  // What was pressed or submitted before now is done again as each element becomes the app's.
  replayEarlyActions();
}
