/**
 * The lookup endpoint: its handler (src/api/lookup.ts) alone, and behind the production app
 * (server/app.ts), where it takes turns with the searches and may be kept by the browser for a
 * minute while every other API answer is never stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { createApp } from '../../server/app';
import { DEFAULT_SEARCH_LIMITS } from '../../server/searchLimits';
import { LOOKUP_CACHE_CONTROL, createLookupHandler, handleLookupRequest } from '../../src/api/lookup';
import { LOOKUP_ENDPOINT, LOOKUP_LIMITS, LOOKUP_MESSAGES, lookupAnswerSchema, lookupErrorSchema, lookupQueryString } from '../../src/contract';
import { defaultCatalog, lookUp } from '../../src/engine';

const TODAY = new Date('2026-11-22T12:00:00Z');
const url = (query: string) => `http://localhost${LOOKUP_ENDPOINT}?${query}`;
const get = (query: string, init?: RequestInit) => handleLookupRequest(new Request(url(query), init));

describe('the lookup handler', () => {
  it('answers a drug with every product, as the contract reads it', async () => {
    const res = await get('q=Eliquis');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/json');
    expect(res.headers.get('Cache-Control')).toBe(LOOKUP_CACHE_CONTROL);
    const answer = lookupAnswerSchema.parse(await res.json());
    expect(answer.terms[0]).toMatchObject({ written: 'Eliquis', read: 'drug', name: 'Apixaban' });
    expect(answer.groups.flatMap((g) => g.products)).toHaveLength(defaultCatalog().products.length);
  });

  it('answers what the engine answers, for the terms as one field or as repeated q', async () => {
    const handler = createLookupHandler({ now: () => TODAY });
    const expected = JSON.parse(JSON.stringify(lookUp({ q: ['Eliquis', 'stroke 2022'], age: 67, tobacco: false }, defaultCatalog(), { today: TODAY })));
    for (const query of ['q=Eliquis&q=stroke+2022&age=67&tobacco=no', 'q=Eliquis,+stroke++2022&age=67&tobacco=no', lookupQueryString({ q: ['Eliquis', 'stroke 2022'], age: '67', tobacco: 'no' })]) {
      const res = await handler(new Request(url(query)));
      expect(await res.json(), query).toEqual(expected);
    }
  });

  it('keeps an answer: the same query is answered from the cache, the same', async () => {
    let reads = 0;
    const handler = createLookupHandler({
      now: () => {
        reads++;
        return TODAY;
      },
    });
    const first = await (await handler(new Request(url('q=CHF&age=70')))).text();
    const second = await (await handler(new Request(url('q=CHF&age=70')))).text();
    expect(second).toBe(first);
    expect(reads).toBe(2);
  });

  it('refuses what is not a lookup with a small exact error, values cut to 60 characters', async () => {
    const long = 'x'.repeat(LOOKUP_LIMITS.termLength + 1);
    const cases: [string, string, { param: string; message: string; value: string | null }[]][] = [
      ['', 'Invalid lookup: q.', [{ param: 'q', message: LOOKUP_MESSAGES.none, value: null }]],
      ['q=+,+', 'Invalid lookup: q.', [{ param: 'q', message: LOOKUP_MESSAGES.none, value: null }]],
      [`q=${long}`, 'Invalid lookup: q.', [{ param: 'q', message: LOOKUP_MESSAGES.tooLong, value: `${'x'.repeat(60)}…` }]],
      [Array.from({ length: LOOKUP_LIMITS.terms + 1 }, (_, i) => `q=t${i}`).join('&'), 'Invalid lookup: q.', [{ param: 'q', message: LOOKUP_MESSAGES.tooMany, value: null }]],
      ['q=CHF&age=abc', 'Invalid lookup: age.', [{ param: 'age', message: LOOKUP_MESSAGES.age, value: 'abc' }]],
      ['q=CHF&age=150', 'Invalid lookup: age.', [{ param: 'age', message: LOOKUP_MESSAGES.age, value: '150' }]],
      ['q=CHF&sex=x', 'Invalid lookup: sex.', [{ param: 'sex', message: LOOKUP_MESSAGES.sex, value: 'x' }]],
      ['q=CHF&tobacco=sometimes', 'Invalid lookup: tobacco.', [{ param: 'tobacco', message: LOOKUP_MESSAGES.tobacco, value: 'sometimes' }]],
      ['q=CHF&name=Jane', 'Invalid lookup: name.', [{ param: 'name', message: 'Unknown parameter: a lookup has no "name".', value: null }]],
      [`q=CHF&${'k'.repeat(70)}=1`, `Invalid lookup: ${'k'.repeat(60)}….`, [{ param: `${'k'.repeat(60)}…`, message: `Unknown parameter: a lookup has no "${'k'.repeat(60)}…".`, value: null }]],
    ];
    for (const [query, error, issues] of cases) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('Cache-Control'), query).toBeNull();
      expect(lookupErrorSchema.parse(await res.json()), query).toEqual({ error, issues });
    }
  });

  it('answers 405 to other methods', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await get('q=CHF', { method, ...(method === 'DELETE' ? {} : { body: '{}' }) });
      expect(res.status).toBe(405);
      expect(res.headers.get('Allow')).toBe('GET, HEAD');
    }
  });
});

describe('the lookup behind the production server', () => {
  let distDir: string;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'navigator-lookup-'));
    await writeFile(join(distDir, 'index.html'), '<!doctype html><title>x</title>');
    app = createApp({ distDir, search: { ...DEFAULT_SEARCH_LIMITS, rate: 100_000 } });
  });
  afterAll(() => rm(distDir, { recursive: true, force: true }));

  it('answers a lookup, compressed, kept by the browser for a minute', async () => {
    const res = await app.request(`${LOOKUP_ENDPOINT}?q=Biktarvy`, { headers: { 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe(LOOKUP_CACHE_CONTROL);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    const answer = lookupAnswerSchema.parse(JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString('utf8')));
    expect(answer.terms[0]?.uses).toEqual(['HIV positive']);
  });

  it('never lets a refusal or another API answer be stored', async () => {
    expect((await app.request(`${LOOKUP_ENDPOINT}?q=`)).headers.get('Cache-Control')).toBe('no-store');
    expect((await app.request('/api/health')).headers.get('Cache-Control')).toBe('no-store');
    expect((await app.request(`${LOOKUP_ENDPOINT}?q=CHF`, { method: 'POST' })).status).toBe(405);
  });
});
