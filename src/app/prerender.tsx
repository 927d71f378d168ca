/**
 * The build's server-side entry: renders one page of the app to HTML, as the browser's first render
 * will be (same tree, same ids, no clock or random value), so the client hydrates it. Rendered with
 * React's static prerender, which waits for the lazy screen, so the page is whole.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Provider, createStore } from 'jotai';
import { App } from './App';
import { adminTabs } from '../features/admin/AdminScreen';
import { POSTED_SEARCH_ID, answerPostedForm, seedPostedSearch, type PostedSearch } from '../features/search/postedSearch';
import { SERVED_LOOKUP_ID, answerServedLookup, seedServedLookup } from '../features/lookup/servedLookup';
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

/**
 * Renders a page. Each render has a store of its own (the server renders pages for many people at
 * once); `seed` fills it first. The browser uses the default store, seeded the same way.
 */
export async function renderPage(path: string, seed?: (store: ReturnType<typeof createStore>) => void, signal?: AbortSignal): Promise<RenderedPage> {
  const errors: unknown[] = [];
  const store = createStore();
  seed?.(store);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Provider store={store}>
        <StaticRouter location={path}>
          <App />
        </StaticRouter>
      </Provider>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every Suspense boundary inline, however large: React would otherwise outline big ones and
      // reveal them with an inline script, which the CSP (no inline script) refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // The server's render for a posted form stops when its client hangs up.
      ...(signal ? { signal } : {}),
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

/**
 * Every page that is written at build time, by the address it is served at (the 404 page under
 * `/404`), with the admin area once per tab: a tab is a link to `?tab=…`, answered with it open.
 */
export const prerenderedPaths = appRoutes.flatMap((route) =>
  route.path === '*' ? ['/404'] : route.path === '/admin' ? [route.path, ...adminTabs.slice(1).map((tab) => `${route.path}?tab=${tab}`)] : [route.path],
);

export interface PostedSearchPage extends RenderedPage {
  /** The data for the browser, as a JSON script (never run, so the CSP has nothing to allow). */
  script: string;
}

/**
 * The server's answer to the search form posted before or without JavaScript: the search page with
 * the form as sent and its errors, or the results, rendered as the browser will hydrate them.
 * `fetchImpl` reaches the search endpoint (the server passes its own handler); `signal` (the request's)
 * stops the work when the client hangs up.
 */
export async function renderPostedSearch(fields: URLSearchParams, fetchImpl: typeof fetch, signal?: AbortSignal): Promise<PostedSearchPage> {
  const posted: PostedSearch = await answerPostedForm(fields, fetchImpl);
  // A client that hung up during the search gets no page.
  signal?.throwIfAborted();
  const page = await renderPage('/search', (store) => seedPostedSearch(store, posted), signal);
  // `<` escaped, so no text in the data can close the script element.
  const json = JSON.stringify(posted).replace(/</g, '\\u003c');
  return { ...page, script: `<script type="application/json" id="${POSTED_SEARCH_ID}">${json}</script>` };
}

/**
 * The server's answer to a lookup's address (`/lookup?q=Eliquis`: a shared link, or the field's plain
 * GET form before or without JavaScript): the lookup page with the terms' answer, rendered as the
 * browser will hydrate it. Only the terms are read from the address. `fetchImpl` reaches the lookup
 * endpoint (the server passes its own handler); `signal` stops the work when the client hangs up.
 */
export async function renderLookupPage(params: URLSearchParams, fetchImpl: typeof fetch, signal?: AbortSignal): Promise<PostedSearchPage> {
  const served = await answerServedLookup(params, fetchImpl);
  signal?.throwIfAborted();
  const page = await renderPage('/lookup', (store) => seedServedLookup(store, served), signal);
  const json = JSON.stringify(served).replace(/</g, '\\u003c');
  return { ...page, script: `<script type="application/json" id="${SERVED_LOOKUP_ID}">${json}</script>` };
}
