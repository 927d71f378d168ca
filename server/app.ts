import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { handleSearchRequest } from '../src/api/search';
import { SEARCH_ENDPOINT } from '../src/features/search/api';

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

export interface AppOptions {
  /** The production build (`vite build` output). */
  distDir: string;
  /** Where the one-line access log goes: method, path, status and duration, never a body. */
  log?: (line: string) => void;
}

/**
 * The production server: the built app with an SPA fallback, so a reload on /admin works.
 * Hashed assets are cached for a year; index.html is always revalidated.
 * It logs no request bodies: a health profile never reaches a log.
 */
export function createApp({ distDir, log = console.log }: AppOptions) {
  const app = new Hono();

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    log(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`);
  });

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
  });

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });

  // The same Fetch-shaped handler MSW calls in dev and Storybook; it answers 405 to other methods.
  app.all(SEARCH_ENDPOINT, (c) => handleSearchRequest(c.req.raw));
  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));

  // A bug must not leak a stack trace or a request's content; the log line still records the 500.
  app.onError((error, c) => {
    console.error(`Unhandled error on ${c.req.method} ${c.req.path}: ${error.name}`);
    return c.json({ error: 'Internal server error' }, 500);
  });

  // A path with a file extension is a file: served from the build, or 404 (never the app).
  const isFile = (path: string) => /\.[a-z0-9]+$/i.test(path);
  const files = serveStatic({ root: distDir });
  app.use('*', (c, next) => (isFile(c.req.path) ? files(c, next) : next()));

  let indexHtml: string | undefined;
  app.get('*', async (c) => {
    if (isFile(c.req.path)) return c.text('Not found', 404);
    indexHtml ??= await readFile(join(distDir, 'index.html'), 'utf8');
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });

  return app;
}
