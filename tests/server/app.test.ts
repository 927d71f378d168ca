import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { COMPRESS_MIN_BYTES, createApp } from '../../server/app';
import { DEFAULT_SEARCH_LIMITS } from '../../server/searchLimits';
import { preferredEncodings } from '../../server/static';
import { ASSESSMENT_MEDIA_TYPE } from '../../src/contract';

let distDir: string;
let app: ReturnType<typeof createApp>;
const page = (name: string) => `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"><h1>${name}</h1></div></body></html>`;
const PAGES: Record<string, string> = {
  '/': 'index.html',
  '/search': 'search/index.html',
  '/admin': 'admin/index.html',
  '/about': 'about/index.html',
  '/privacy': 'privacy/index.html',
  '/support': 'support/index.html',
};
const SCRIPT = 'console.log("app");'.repeat(100);

beforeAll(async () => {
  // A small stand-in for the build's output (prerendered pages, compressed twins, what must stay
  // private), so this test needs no build.
  distDir = await mkdtemp(join(tmpdir(), 'navigator-dist-'));
  for (const dir of ['assets', '.vite', 'search', 'admin', 'about', 'privacy', 'support']) await mkdir(join(distDir, dir));
  for (const [path, file] of Object.entries(PAGES)) await writeFile(join(distDir, file), page(path));
  await writeFile(join(distDir, '404.html'), page('404'));
  await writeFile(join(distDir, 'assets', 'index-abc123.js'), SCRIPT);
  await writeFile(join(distDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(join(distDir, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
  await writeFile(join(distDir, 'assets', 'index-abc123.js.map'), '{"version":3}');
  await writeFile(join(distDir, '.vite', 'manifest.json'), '{}');
  await writeFile(join(distDir, 'mockServiceWorker.js'), 'self.addEventListener("fetch", () => {})');
  await writeFile(join(distDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  await writeFile(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // These requests come as app.request builds them, without a declared size: each would be charged
  // as the largest body. The per-client limits are fairness.test.ts's subject, not this file's.
  app = createApp({ distDir, search: { ...DEFAULT_SEARCH_LIMITS, rate: 100_000 } });
});

const profile = {
  age: '45',
  gender: 'male',
  height: `5'10"`,
  weight: '180',
  smoker: false,
  medications: '',
  medicalConditions: '',
  familyHistory: '',
};

afterAll(() => rm(distDir, { recursive: true, force: true }));

describe('production server', () => {
  it.each(Object.keys(PAGES))('serves the prerendered page of %s, always revalidated', async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(page(path));
  });

  it.each(['/no/such/page', '/search/extra', '/assets'])('answers the unknown page %s with the prerendered 404 page and status 404', async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(page('404'));
  });

  it.each(['/index.html', '/search/index.html', '/404.html'])('revalidates %s asked for by name too', async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await app.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe(SCRIPT);
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
  ])('serves the precompressed twin to Accept-Encoding "%s" (%s)', async (accept, coding) => {
    const res = await app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': accept } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(coding);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength);
    const text = coding === 'br' ? brotliDecompressSync(bytes) : coding === 'gzip' ? gunzipSync(bytes) : bytes;
    expect(text.toString()).toBe(SCRIPT);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await app.request('/assets/index-abc123.js', { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe('');
  });

  it.each(['/.vite/manifest.json', '/assets/index-abc123.js.map', '/mockServiceWorker.js', '/assets/index-abc123.js.br', '/assets/index-abc123.js.gz'])(
    'does not serve the build internal %s',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('{}');
    },
  );

  it('refuses methods other than GET and HEAD outside the API', async () => {
    const res = await app.request('/', { method: 'POST' });
    expect(res.status).toBe(405);
  });

  it('sends the search form\'s plain submit (before its script runs) back to the form, never echoing the profile', async () => {
    const res = await app.request('/search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'age=67&medicalConditions=secret-condition-xyz',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/search');
    expect(await res.text()).not.toContain('secret-condition-xyz');
  });

  it('answers a missing file with 404, not the app', async () => {
    const res = await app.request('/assets/missing-123.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBeNull();
  });

  it('answers POST /api/insurance/search with ranked products from the engine', async () => {
    const res = await app.request('/api/insurance/search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...profile, medicalConditions: 'type 2 diabetes' }),
    });
    expect(res.status).toBe(200);
    const products = (await res.json()) as { matchScore: number; reasons: string[] }[];
    expect(products.length).toBeGreaterThan(10);
    expect(products.map((p) => p.matchScore)).toEqual(products.map((p) => p.matchScore).sort((a, b) => b - a));
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('answers the full assessment through the server to a client that asks for it', async () => {
    const res = await app.request('/api/insurance/search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: ASSESSMENT_MEDIA_TYPE },
      body: JSON.stringify({ ...profile, medicalConditions: 'on oxygen' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(ASSESSMENT_MEDIA_TYPE);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    const body = (await res.json()) as { products: unknown[]; declined: { reason: string }[]; reading: { conditions: { name: string }[] } };
    expect(body.products.length + body.declined.length).toBe(57);
    expect(body.reading.conditions.map((c) => c.name)).toEqual(['Home oxygen use']);
    expect(body.declined.some((d) => d.reason.startsWith('Declined: Home oxygen use'))).toBe(true);
  });

  it.each([
    ['GET', undefined, undefined, 405],
    ['POST', 'text/plain', JSON.stringify(profile), 415],
    ['POST', 'application/json', '{"age":', 400],
    ['POST', 'application/json', JSON.stringify({ ...profile, age: '0' }), 400],
    ['POST', 'application/json', JSON.stringify({ ...profile, familyHistory: 'x'.repeat(50_000) }), 413],
  ])('answers %s with %s and a bad body as the handler does (%#)', async (method, type, body, status) => {
    const res = await app.request('/api/insurance/search', { method, headers: type ? { 'Content-Type': type } : {}, body });
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('sends Cache-Control: no-store on every API answer', async () => {
    const answers = [
      await app.request('/api/insurance/search', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(profile) }),
      await app.request('/api/insurance/search', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' }),
      await app.request('/api/insurance/search'),
      await app.request('/api/health'),
      await app.request('/api/unknown'),
    ];
    expect(answers.map((res) => res.headers.get('cache-control'))).toEqual(Array(5).fill('no-store'));
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compresses a large search answer with %s for a client that accepts it', async (coding, decompress) => {
    const init = { method: 'POST', body: JSON.stringify(profile) };
    const plain = await app.request('/api/insurance/search', { ...init, headers: { 'Content-Type': 'application/json', Accept: ASSESSMENT_MEDIA_TYPE } });
    const raw = Buffer.from(await plain.arrayBuffer());
    expect(raw.byteLength).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const res = await app.request('/api/insurance/search', {
      ...init,
      headers: { 'Content-Type': 'application/json', Accept: ASSESSMENT_MEDIA_TYPE, 'Accept-Encoding': `${coding}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(coding);
    expect(res.headers.get('vary')).toBe('Accept, Accept-Encoding');
    expect(res.headers.get('content-type')).toBe(ASSESSMENT_MEDIA_TYPE);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(bytes.byteLength).toBeLessThan(raw.byteLength / 4);
    expect(JSON.parse(decompress(bytes).toString())).toEqual(JSON.parse(raw.toString()));
  });

  it('leaves a small answer uncompressed: it would not pay', async () => {
    const res = await app.request('/api/health', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it.each(['0x43', '1e2', '+67', '6_7', 'Infinity'])('refuses the age "%s" with the form\'s message', async (age) => {
    const res = await app.request('/api/insurance/search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...profile, age }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: unknown[] }).issues).toEqual([{ field: 'age', message: 'Age must be between 1 and 120' }]);
  });

  it.each([['gzip, br', 'br'], ['gzip', 'gzip'], ['', null], ['br;q=0, *;q=0.5', 'gzip']])('picks the coding for "%s": %s', (header, best) => {
    expect(preferredEncodings(header)[0] ?? null).toBe(best);
  });

  it('has a bare JSON health endpoint (the baseline of the benchmark)', async () => {
    const res = await app.request('/api/health');
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('does not answer unknown API calls with the app', async () => {
    const res = await app.request('/api/unknown', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('sends the security headers on every answer', async () => {
    for (const path of ['/', '/no/such/page', '/assets/index-abc123.js', '/favicon.svg', '/assets/missing.js', '/api/health']) {
      const res = await app.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});
