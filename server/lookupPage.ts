/**
 * A lookup's address (`/lookup?q=Eliquis`: a link an agent shared, or the field's plain GET form
 * before or without JavaScript), answered with the lookup page itself, rendered on the server with
 * the answer (src/app/prerender.tsx's renderLookupPage, built into dist-server/render/). The lookup
 * runs through the API's own handler in the client's turn of the fair queue, with the page's render. The address names no client (only the terms are read from it), so the page is
 * revalidated like any other, not `no-store`. `/lookup` without terms is the prerendered page.
 */
import type { Context, Hono } from 'hono';
import { handleLookupRequest } from '../src/api/lookup';
import { splitLookupTerms } from '../src/contract';
import type { searchLimits } from './searchLimits';
import { postedSearchPage } from './postedSearch';

/** The server-side renderer's entry (src/app/prerender.tsx's renderLookupPage). */
export type RenderLookupPage = (params: URLSearchParams, fetchImpl: typeof fetch, signal?: AbortSignal) => Promise<{ html: string; script: string }>;

const PRERENDERED = /(<div id="root"[^>]*?) data-prerendered="[^"]*"/;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The prerendered lookup page with the served answer in it, its root marked as rendered for this
 * very address (path and query), so the browser hydrates it instead of rendering afresh.
 */
export function lookupPage(template: string, page: { html: string; script: string }, address: string): string {
  return postedSearchPage(template, page).replace(PRERENDERED, `$1 data-prerendered="${escapeAttribute(address)}"`);
}

interface LookupPageOptions {
  /** The prerendered `/lookup` page (dist/lookup/index.html). */
  template: string | undefined;
  render: RenderLookupPage | undefined;
  fairness: ReturnType<typeof searchLimits>;
  /** Compresses a page for a client that accepts it (app.ts). */
  compressed: (c: Context, res: Response) => Promise<Response>;
  /** A client that hung up: its page not rendered. */
  hungUp: (c: Context) => Response;
}

/** `GET /lookup?q=…`: the served page. Without terms (blanks and separators only count as none), or without a renderer, the next route serves the prerendered page. */
export function mountLookupPage(app: Hono, { template, render, fairness, compressed, hungUp }: LookupPageOptions) {
  app.get('/lookup', async (c, next) => {
    const url = new URL(c.req.url);
    if (!render || !template || splitLookupTerms(url.searchParams.getAll('q').join('\n')).length === 0) return next();
    const signal = c.req.raw.signal;
    // The lookup and the page's render are one job in the client's turn (a GET carries no body to charge).
    const answer = await fairness.scheduleFor(c)(async () => {
      let page: Awaited<ReturnType<RenderLookupPage>>;
      try {
        page = await render(
          url.searchParams,
          (input, init) => handleLookupRequest(new Request(new URL(input instanceof Request ? input.url : String(input), 'http://localhost'), init)),
          signal,
        );
      } catch (error) {
        if (signal.aborted) return hungUp(c);
        throw error;
      }
      return new Response(lookupPage(template, page, url.pathname + url.search), { status: 200, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
    });
    return compressed(c, answer);
  });
}
