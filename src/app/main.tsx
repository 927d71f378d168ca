import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '../components/theme/global.css';
import { App } from './App';

// zod's jitless mode for every schema the screens load later: no `new Function` probe, which the CSP
// (no 'unsafe-eval') reports as a violation even though zod catches it. zod reads its configuration
// from this global (what `z.config({ jitless: true })` writes), so "/" does not load zod to set it.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

/**
 * A prerendered page is hydrated when the first render will be the page as it was written at build
 * time: no query (the admin tab lives there) and nothing in the session (admin records, a training
 * run). Otherwise the page is rendered afresh over the prerendered HTML.
 */
function canHydrate(root: HTMLElement): boolean {
  if (!root.hasAttribute('data-prerendered') || location.search !== '') return false;
  try {
    return sessionStorage.length === 0;
  } catch {
    return true;
  }
}

async function start() {
  // In development the search endpoint is answered by MSW in the browser; production has the real server.
  if (import.meta.env.DEV && import.meta.env.VITE_MSW !== 'off') {
    const { startMockWorker } = await import('../mocks/browser');
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
}

void start();
