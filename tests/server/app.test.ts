import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../server/app';
import { ASSESSMENT_MEDIA_TYPE } from '../../src/features/search/schema';

let distDir: string;
let app: ReturnType<typeof createApp>;
const logLines: string[] = [];
const INDEX = '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  // A small stand-in for `vite build` output, so this test needs no build.
  distDir = await mkdtemp(join(tmpdir(), 'navigator-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), INDEX);
  await writeFile(join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")');
  await writeFile(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = createApp({ distDir, log: (line) => logLines.push(line) });
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
  it.each(['/', '/search', '/admin', '/about', '/privacy', '/support', '/no/such/page'])(
    'serves the app shell for %s so deep links reload',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    },
  );

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await app.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log("app")');
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
    ['POST', 'application/json', JSON.stringify({ ...profile, familyHistory: 'x'.repeat(70_000) }), 413],
  ])('answers %s with %s and a bad body as the handler does (%#)', async (method, type, body, status) => {
    const res = await app.request('/api/insurance/search', { method, headers: type ? { 'Content-Type': type } : {}, body });
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  it('logs method, path, status and duration only: no health data reaches the log', async () => {
    logLines.length = 0;
    await app.request('/api/insurance/search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...profile, medicalConditions: 'secret-condition-xyz', medications: 'secret-drug-abc' }),
    });
    expect(logLines).toHaveLength(1);
    expect(logLines[0]).toMatch(/^POST \/api\/insurance\/search 200 \d+\.\dms$/);
    expect(logLines.join('\n')).not.toMatch(/secret|45|male/);
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
    for (const path of ['/', '/assets/index-abc123.js', '/favicon.svg', '/assets/missing.js']) {
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
