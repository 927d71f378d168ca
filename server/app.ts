import { Hono, type Context } from 'hono';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { handleSearchRequest } from '../src/api/search';
import { SEARCH_ENDPOINT } from '../src/contract';
import { escapeForLog, rawPath } from './log';
import { DEFAULT_SEARCH_LIMITS, searchLimits, type SearchLimits } from './searchLimits';
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

export interface AppOptions {
  /** The production build (`npm run build` output). */
  distDir: string;
  /** The search's per-client limits (searchLimits.ts). */
  search?: SearchLimits;
  /** Tell clients apart by the X-Forwarded-For a proxy in front appends (only behind one). */
  trustProxy?: boolean;
  /** The clock of the error log's timestamps. */
  now?: () => Date;
}

const isHtml = (type: string | null | undefined) => Boolean(type?.toLowerCase().startsWith('text/html'));

/**
 * The production server: the prerendered pages and the build's assets, precompressed; the search
 * endpoint, compressed when it pays; an unknown page gets the prerendered 404 page with status 404.
 * Hashed assets are cached for a year; every HTML answer is revalidated; API answers are never stored.
 * The search has per-client limits and takes turns (searchLimits.ts); nothing else waits for it.
 * The access log is written by the HTTP server (server.ts), which knows what went on the wire.
 */
export function createApp({ distDir, search = DEFAULT_SEARCH_LIMITS, trustProxy = false, now = () => new Date() }: AppOptions) {
  const app = new Hono();
  const files = loadStaticFiles(distDir);
  const fairness = searchLimits(search, { trustProxy });

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
    // An HTML page names the current assets, so it is always revalidated: prerendered pages, the 404.
    if (isHtml(c.res.headers.get('Content-Type'))) c.header('Cache-Control', 'no-cache');
  });

  // API answers hold health-derived data: never stored by a browser or a proxy.
  app.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    await compressAnswer(c);
  });

  // The same Fetch-shaped handler MSW calls in dev and Storybook; it answers 405 to other methods.
  app.all(SEARCH_ENDPOINT, fairness.concurrency, fairness.rate, (c) => handleSearchRequest(c.req.raw, fairness.scheduleFor(c)));
  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));

  // A bug must not leak a stack trace or a request's content; the log line still records the 500.
  app.onError((error, c) => {
    console.error(`${now().toISOString()} Unhandled error on ${c.req.method} ${escapeForLog(rawPath(c.req.url))}: ${escapeForLog(error.name)}`);
    return c.json({ error: 'Internal server error' }, 500);
  });

  const notFoundPage = files.get('/404.html') ?? files.get('/index.html');

  // The search form's plain submit, before its script has taken over: back to the form, the body
  // (a health profile) never read, never logged, never in an address. Unread, it is not waited for
  // either: the server closes the connection after the answer (server.ts).
  app.post('/search', (c) => c.redirect('/search', 303));

  app.on(['GET', 'HEAD'], '*', (c) => {
    const path = c.req.path;
    // A path with a file extension is a file: served from the build, or 404 (never the app).
    if (/\.[a-z0-9]+$/i.test(path)) {
      const file = files.get(path);
      if (!file) return c.text('Not found', 404);
      if (path.startsWith('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
      return sendFile(c, file, 200);
    }
    // A page: its prerendered HTML (`/search` → `/search/index.html`), else the 404 page.
    const page = files.get(`${path.replace(/\/+$/, '')}/index.html`);
    if (page) return sendFile(c, page, 200);
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

/** Compresses a JSON answer of at least COMPRESS_MIN_BYTES for a client that accepts it. */
async function compressAnswer(c: Context) {
  const res = c.res;
  const type = res.headers.get('Content-Type') ?? '';
  if (!/json/i.test(type) || res.headers.has('Content-Encoding') || !res.body) return;
  const coding = preferredEncodings(c.req.header('Accept-Encoding'))[0];
  const vary = res.headers.get('Vary');
  const raw = Buffer.from(await res.arrayBuffer());
  let body: Buffer = raw;
  let encoded: 'br' | 'gzip' | undefined;
  if (coding && raw.byteLength >= COMPRESS_MIN_BYTES) {
    // Brotli at quality 5 and gzip at level 6: most of the saving for well under a millisecond here.
    body =
      coding === 'br'
        ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.byteLength } })
        : gzipSync(raw, { level: 6 });
    encoded = coding;
  }
  // Hono copies the old answer's headers onto the new one, so the changed ones are set after.
  c.res = new Response(new Uint8Array(body), { status: res.status, statusText: res.statusText, headers: res.headers });
  c.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  c.header('Content-Length', String(body.byteLength));
  if (encoded) c.header('Content-Encoding', encoded);
}
