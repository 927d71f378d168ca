import { Hono, type Context } from 'hono';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { BodyTooLarge, MAX_BODY_BYTES, handleSearchRequest, readBodyText } from '../src/api/search';
import { handleLookupRequest } from '../src/api/lookup';
import { LOOKUP_ENDPOINT, SEARCH_ENDPOINT } from '../src/contract';
import { escapeForLog, noteRefusal, rawPath } from './log';
import { DEFAULT_SEARCH_LIMITS, FORM_PAGE_WEIGHT, incomingOf, searchLimits, type SearchLimits } from './searchLimits';
import { pageFile } from './pages';
import { postedSearchPage, type RenderPostedSearch } from './postedSearch';
import { mountLookupPage, type RenderLookupPage } from './lookupPage';
import { loadStaticFiles, preferredEncodings, type StaticFile } from './static';

/** Content-Security-Policy: no inline or remote script; inline styles only for react-aria's positioning. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** API answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli's quality for answers compressed on the fly. 4, not 5: a search answer of 125 kB takes
 * 0.45 ms of CPU to 7.6 kB at 4 against 2.0 ms to 6.8 kB at 5, and a lookup's 15 to 45 kB answer
 * (one for each keystroke) 0.12 ms against 0.22 ms for about 150 bytes more.
 */
export const BROTLI_QUALITY = 4;

/**
 * Brotli's window for an answer of this many bytes: the smallest that reaches back over the whole
 * answer (a window of 2^w bytes reaches back 2^w - 16), never past the default 22. A window larger
 * than the answer finds nothing more and costs memory to set up on every answer: a lookup's 15 to
 * 70 kB answer compresses to the same bytes with about a tenth less CPU.
 */
export function brotliWindow(bytes: number): number {
  return Math.min(zlib.BROTLI_DEFAULT_WINDOW, Math.max(zlib.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 16))));
}

export interface AppOptions {
  /** The production build (`npm run build` output). */
  distDir: string;
  /** The search's per-client limits (searchLimits.ts). */
  search?: SearchLimits;
  /** Tell clients apart by the X-Forwarded-For a proxy in front appends (only behind one). */
  trustProxy?: boolean;
  /** The clock of the error log's timestamps. */
  now?: () => Date;
  /**
   * Renders the search page for a posted form (dist-server/render/, loaded by index.ts). Without it
   * a posted form is sent back to the empty form (303), its body unread.
   */
  renderPostedSearch?: RenderPostedSearch;
  /** Renders the lookup page for an address with terms (`/lookup?q=…`); without it, the prerendered page. */
  renderLookupPage?: RenderLookupPage;
}

const isHtml = (type: string | null | undefined) => Boolean(type?.toLowerCase().startsWith('text/html'));

/**
 * The production server: the prerendered pages and the build's assets, precompressed; the search
 * endpoint, compressed when it pays; an unknown page gets the prerendered 404 page with status 404.
 * Hashed assets are cached for a year; every HTML answer is revalidated; API answers are never stored (but the lookup's, which names no client: a minute).
 * The search has per-client limits and takes turns (searchLimits.ts); nothing else waits for it.
 * The access log is written by the HTTP server (server.ts), which knows what went on the wire.
 */
export function createApp({ distDir, search = DEFAULT_SEARCH_LIMITS, trustProxy = false, now = () => new Date(), renderPostedSearch, renderLookupPage }: AppOptions) {
  const app = new Hono();
  const files = loadStaticFiles(distDir);
  const fairness = searchLimits(search, { trustProxy, maxBodyBytes: MAX_BODY_BYTES });

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
    // An HTML page names the current assets, so it is always revalidated: prerendered pages, the 404.
    // A page that says otherwise (a posted search's answer: never stored) keeps its own.
    if (isHtml(c.res.headers.get('Content-Type')) && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-cache');
  });

  // API answers hold health-derived data: never stored by a browser or a proxy. An answer that names
  // no client says so itself (the lookup's: kept by the browser for a minute).
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    const answer = await compressed(c, c.res);
    if (answer === c.res) return;
    // Hono copies the old answer's headers onto the new one: the new one's own are set again after.
    c.res = answer;
    for (const [name, value] of answer.headers) c.header(name, value);
  });

  // The same Fetch-shaped handler MSW calls in dev and Storybook; it answers 405 to other methods.
  app.all(SEARCH_ENDPOINT, fairness.charge(1), fairness.concurrency, (c) => handleSearchRequest(c.req.raw, fairness.scheduleFor(c)));
  // The lookup (a GET per keystroke, no body): its CPU work takes turns with the searches'.
  app.all(LOOKUP_ENDPOINT, (c) => handleLookupRequest(c.req.raw, fairness.scheduleFor(c)));
  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));

  // A bug must not leak a stack trace or a request's content; the log line still records the 500.
  app.onError((error, c) => {
    console.error(`${now().toISOString()} Unhandled error on ${c.req.method} ${escapeForLog(rawPath(c.req.url))}: ${escapeForLog(error.name)}`);
    return c.json({ error: 'Internal server error' }, 500);
  });

  const notFoundPage = files.get('/404.html') ?? files.get('/index.html');

  // The search form's plain submit, before its script has taken over or without JavaScript: answered
  // with the search page itself, the form as sent and its errors or the results (postedSearch.ts).
  // Charged like the API before its body is read (a page costs FORM_PAGE_WEIGHT searches), and the
  // whole of its CPU work, the search and the page's render, is one job in the client's turn.
  const searchPage = files.get('/search/index.html')?.body.toString('utf8');
  app.post('/search', fairness.charge(FORM_PAGE_WEIGHT), fairness.concurrency, async (c) => {
    // Without a renderer (the server's own tests): back to the form, the body never read.
    if (!renderPostedSearch || !searchPage) return c.redirect('/search', 303);
    const type = c.req.header('Content-Type') ?? '';
    if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) {
      return c.text('The search form is sent as application/x-www-form-urlencoded.', 415);
    }
    let text: string;
    try {
      text = await readBodyText(c.req.raw, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge) return c.text(`The form is larger than ${MAX_BODY_BYTES / 1024} KB.`, 413);
      return c.text('The form could not be read as UTF-8 text.', 400);
    }
    const signal = c.req.raw.signal;
    // A client that hangs up before its turn never gets one (fairQueue.ts); one that hangs up during
    // the search or the render stops them.
    const answer = await fairness.scheduleFor(c)(async () => {
      // Already in the client's turn: the search inside the page runs at once.
      let page: Awaited<ReturnType<RenderPostedSearch>>;
      try {
        page = await renderPostedSearch(
          new URLSearchParams(text),
          (input, init) => handleSearchRequest(new Request(new URL(input instanceof Request ? input.url : String(input), 'http://localhost'), init)),
          signal,
        );
      } catch (error) {
        if (signal.aborted) return hungUp(c);
        throw error;
      }
      return new Response(postedSearchPage(searchPage, page), { status: 200, headers: { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-store' } });
    });
    return compressed(c, answer);
  });

  // A lookup's address with terms: the lookup page with its answer (lookupPage.ts).
  mountLookupPage(app, { template: files.get('/lookup/index.html')?.body.toString('utf8'), render: renderLookupPage, fairness, compressed, hungUp });

  app.on(['GET', 'HEAD'], '*', (c) => {
    const path = c.req.path;
    // A path with a file extension is a file: served from the build, or 404 (never the app).
    if (/\.[a-z0-9]+$/i.test(path)) {
      const file = files.get(path);
      if (!file) return c.text('Not found', 404);
      if (path.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
      return sendFile(c, file, 200);
    }
    // A page: its prerendered HTML (`/search` → `/search/index.html`; an admin tab's address, the
    // page prerendered with that tab open), else the page itself (the app opens what the query asks),
    // else the 404 page.
    const search = new URL(c.req.url).search;
    const page = files.get(`/${pageFile(path, search)}`) ?? files.get(`/${pageFile(path)}`);
    if (page && pageFile(path) !== '404.html') return sendFile(c, page, 200);
    if (!notFoundPage) return c.text('Not found', 404);
    return sendFile(c, notFoundPage, 404);
  });

  app.all('*', (c) => c.text('Method not allowed', 405, { Allow: 'GET, HEAD' }));

  return app;
}

function sendFile(c: Context, file: StaticFile, status: 200 | 404): Response {
  c.header('Content-Type', file.type);
  let body = file.body;
  if (file.compressible) {
    c.header('Vary', 'Accept-Encoding');
    for (const coding of preferredEncodings(c.req.header('Accept-Encoding'))) {
      const twin = file[coding];
      if (!twin) continue;
      c.header('Content-Encoding', coding);
      body = twin;
      break;
    }
  }
  c.header('Content-Length', String(body.byteLength));
  if (c.req.method === 'HEAD') return c.body(null, status);
  return c.body(new Uint8Array(body), status);
}

/** A posted form whose client hung up: its work stopped, the answer goes nowhere (the log says why). */
function hungUp(c: Context): Response {
  noteRefusal(incomingOf(c), 'the client hung up: its page was not rendered');
  return new Response(null, { status: 503 });
}

/**
 * The answer compressed for a client that accepts it, when it is text the app wrote (JSON, or a
 * page rendered for a posted form) of at least COMPRESS_MIN_BYTES: brotli at BROTLI_QUALITY or gzip
 * at level 6, most of the saving for well under a millisecond. Files from the build are precompressed instead.
 */
async function compressed(c: Context, res: Response): Promise<Response> {
  const type = res.headers.get('Content-Type') ?? '';
  if (!/json|^text\/html/i.test(type) || res.headers.has('Content-Encoding') || !res.body) return res;
  const coding = preferredEncodings(c.req.header('Accept-Encoding'))[0];
  const raw = Buffer.from(await res.arrayBuffer());
  let body: Buffer = raw;
  const headers = new Headers(res.headers);
  if (coding && raw.byteLength >= COMPRESS_MIN_BYTES) {
    body =
      coding === 'br'
        ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_LGWIN]: brotliWindow(raw.byteLength), [zlib.BROTLI_PARAM_SIZE_HINT]: raw.byteLength } })
        : gzipSync(raw, { level: 6 });
    headers.set('Content-Encoding', coding);
  }
  const vary = headers.get('Vary');
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  headers.set('Content-Length', String(body.byteLength));
  return new Response(new Uint8Array(body), { status: res.status, statusText: res.statusText, headers });
}
