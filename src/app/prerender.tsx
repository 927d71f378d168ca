/**
 * The build's server-side entry: renders one page of the app to HTML, as the browser's first render
 * will be (same tree, same ids, no clock or random value), so the client hydrates it. Rendered with
 * React's static prerender, which waits for the lazy screen, so the page is whole.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { documentTitle } from './navigation';
import { appRoutes, routeFor } from './routeTable';

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The document title. */
  title: string;
  /** The screen's source module (the build's manifest key), whose chunks the page preloads. */
  module: string;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every Suspense boundary inline, however large: React would otherwise outline big ones and
      // reveal them with an inline script, which the CSP (no inline script) refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  // A part that fails on the server would be left to the client with an inline script (which the
  // CSP refuses) and a recoverable error: the build fails instead.
  if (errors.length > 0) {
    throw new Error(`Prerendering ${path} failed: ${errors.map((e) => (e instanceof Error ? e.stack ?? e.message : String(e))).join('\n')}`);
  }
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  const route = routeFor(path);
  return { html, title: documentTitle(route.title), module: route.module };
}

/** Every page that is written at build time, by the path it is served at (the 404 page under `/404`). */
export const prerenderedPaths = appRoutes.map((route) => (route.path === '*' ? '/404' : route.path));
