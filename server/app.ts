import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

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
}

/**
 * The production server: the built app with an SPA fallback, so a reload on /admin works.
 * Hashed assets are cached for a year; index.html is always revalidated.
 * It logs no request bodies: a health profile never reaches a log.
 */
export function createApp({ distDir }: AppOptions) {
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
  });

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });

  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));

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
