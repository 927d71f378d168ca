import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../src/mocks/node';
import { SEARCH_ROUTE } from '../../src/mocks/handlers';
import { FALLBACK_DELAY_MS, searchProducts } from '../../src/features/search/api';
import { ASSESSMENT_MEDIA_TYPE, healthProfileSchema } from '../../src/contract';
import { readingWithAmbiguity, sampleDeclines, sampleOffer, sampleProfile, sampleResults } from '../../src/mocks/fixtures';

const profile = healthProfileSchema.parse(sampleProfile);
// Node's fetch needs an absolute URL; the app's is relative to its own origin.
const fetchImpl: typeof fetch = (input, init) => fetch(new URL(String(input), 'http://localhost'), init);
const search = (options: Parameters<typeof searchProducts>[1] = {}) => searchProducts(profile, { fetchImpl, ...options });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('searchProducts', () => {
  it('posts the eight fields as JSON and returns the products by score, highest first', async () => {
    let body: unknown;
    server.use(
      http.post(SEARCH_ROUTE, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json([sampleResults[3], sampleResults[0], sampleResults[4], sampleResults[1]]);
      }),
    );
    const outcome = await search();
    expect(body).toEqual(profile);
    expect(Object.keys(body as object).sort()).toEqual(
      ['age', 'familyHistory', 'gender', 'height', 'medicalConditions', 'medications', 'smoker', 'weight'],
    );
    expect(outcome.source).toBe('api');
    expect(outcome.products.map((p) => p.matchScore)).toEqual([95, 90, 70, 69]);
  });

  it('asks for the full answer first, and the plain array second', async () => {
    let accept: string | null = null;
    server.use(
      http.post(SEARCH_ROUTE, ({ request }) => {
        accept = request.headers.get('Accept');
        return HttpResponse.json([]);
      }),
    );
    await search();
    expect(ASSESSMENT_MEDIA_TYPE).toBe('application/vnd.insurance-navigator.assessment+json');
    expect(accept).toBe('application/vnd.insurance-navigator.assessment+json, application/json;q=0.9');
  });

  it('reads the plain array as products only: no declines and no reading', async () => {
    server.use(http.post(SEARCH_ROUTE, () => HttpResponse.json([sampleResults[1], sampleOffer, sampleResults[0]])));
    const outcome = await search();
    expect(outcome.source).toBe('api');
    expect(outcome.products.map((p) => p.id)).toEqual([sampleOffer.id, 'p-01', 'p-02']);
    expect(outcome).not.toHaveProperty('declined');
    expect(outcome).not.toHaveProperty('reading');
    // The engine's details on a product survive the array form too.
    expect(outcome.products[0]).toMatchObject({ kind: 'term', tier: 'level', rateClass: 'preferred-plus', questions: sampleOffer.questions });
  });

  it('reads the full answer: products by score, the declines and the reading', async () => {
    server.use(
      http.post(SEARCH_ROUTE, () =>
        HttpResponse.json(
          { products: [sampleResults[3], sampleOffer], declined: sampleDeclines, reading: readingWithAmbiguity },
          { headers: { 'Content-Type': ASSESSMENT_MEDIA_TYPE } },
        ),
      ),
    );
    const outcome = await search();
    expect(outcome.source).toBe('api');
    expect(outcome.products.map((p) => p.matchScore)).toEqual([96, 70]);
    expect(outcome.declined).toEqual(sampleDeclines);
    expect(outcome.reading).toEqual(readingWithAmbiguity);
  });

  it('reads a full answer with nothing offered as an empty list, with its declines', async () => {
    server.use(
      http.post(SEARCH_ROUTE, () =>
        HttpResponse.json({ products: [], declined: [{ id: 7, name: 'Final Expense Whole Life', carrierName: 'Americo', kind: 'final-expense', reason: 'Issue ages 50 to 85' }], reading: readingWithAmbiguity }),
      ),
    );
    const outcome = await search();
    expect(outcome.products).toEqual([]);
    expect(outcome.declined).toEqual([{ id: '7', name: 'Final Expense Whole Life', carrierName: 'Americo', kind: 'final-expense', reason: 'Issue ages 50 to 85' }]);
  });

  it('falls back on a full answer that does not parse: an unknown tier, a decline without a reason, no reading', async () => {
    const answer = { products: [sampleOffer], declined: sampleDeclines, reading: readingWithAmbiguity };
    const broken = [
      { ...answer, products: [{ ...sampleOffer, tier: 'platinum' }] },
      { ...answer, declined: [{ ...sampleDeclines[0], reason: undefined }] },
      { ...answer, reading: { ...readingWithAmbiguity, conditions: [{ ...readingWithAmbiguity.conditions[0], grade: 'severe' }] } },
      { products: [sampleOffer], declined: sampleDeclines },
    ];
    for (const body of broken) {
      server.use(http.post(SEARCH_ROUTE, () => HttpResponse.json(body)));
      await expect(search()).resolves.toEqual({ source: 'failed', products: [expect.objectContaining({ name: 'Basic Term Life', matchScore: 70 })] });
    }
  });

  it('returns an empty list as it is', async () => {
    server.use(http.post(SEARCH_ROUTE, () => HttpResponse.json([])));
    await expect(search()).resolves.toEqual({ products: [], source: 'api' });
  });

  it('falls back to the two sample products after 1500 ms when the answer is not ok', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post(SEARCH_ROUTE, () => new HttpResponse(null, { status: 500 })));
    let settled = false;
    const pending = search().then((outcome) => {
      settled = true;
      return outcome;
    });
    // Let the request and its answer go through; setImmediate is a real timer here.
    while (warn.mock.calls.length === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(warn).toHaveBeenCalledWith('API endpoint not available, using fallback data');
    await vi.advanceTimersByTimeAsync(FALLBACK_DELAY_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const outcome = await pending;
    expect(outcome.source).toBe('unavailable');
    expect(outcome.products.map((p) => p.matchScore)).toEqual([95, 87]);
  });

  it('gets ranked results from the app\'s own handler (the matching engine) with tiers and reasons', async () => {
    const outcome = await search();
    expect(outcome.source).toBe('api');
    expect(outcome.products.length).toBeGreaterThan(0);
    const scores = outcome.products.map((p) => p.matchScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(outcome.products[0]).toMatchObject({ tier: expect.any(String), reasons: expect.arrayContaining([expect.any(String)]) });
  });

  it('falls back to the basic term life product at 70 on a network error', async () => {
    server.use(http.post(SEARCH_ROUTE, () => HttpResponse.error()));
    const outcome = await search();
    expect(outcome).toEqual({ source: 'failed', products: [expect.objectContaining({ name: 'Basic Term Life', matchScore: 70 })] });
  });

  it('falls back the same way on a body that is not JSON, or not the product shape', async () => {
    server.use(http.post(SEARCH_ROUTE, () => new HttpResponse('<html>oops</html>', { status: 200 })));
    await expect(search()).resolves.toMatchObject({ source: 'failed' });
    server.use(http.post(SEARCH_ROUTE, () => HttpResponse.json({ products: sampleResults })));
    await expect(search()).resolves.toMatchObject({ source: 'failed' });
  });

  it('abandons a request that hangs past the timeout and falls back', async () => {
    server.use(http.post(SEARCH_ROUTE, async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }));
    const outcome = await search({ timeoutMs: 50 });
    expect(outcome).toMatchObject({ source: 'failed', products: [expect.objectContaining({ matchScore: 70 })] });
  });

  it('rejects with AbortError, and does not fall back, when a newer search replaces it', async () => {
    server.use(http.post(SEARCH_ROUTE, async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }));
    const controller = new AbortController();
    const pending = search({ signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
