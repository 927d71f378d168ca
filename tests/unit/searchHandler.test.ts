import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSearchHandler, handleSearchRequest, MAX_BODY_BYTES } from '../../src/features/search/handler';
import { productListSchema } from '../../src/features/search/schema';
import { sampleProfile } from '../../src/mocks/fixtures';

const URL_ = 'http://localhost/api/insurance/search';
const post = (body: BodyInit | null, contentType: string | null = 'application/json') =>
  handleSearchRequest(
    new Request(URL_, { method: 'POST', body, headers: contentType === null ? {} : { 'Content-Type': contentType } }),
  );

describe('POST /api/insurance/search handler', () => {
  it('answers a valid profile with ranked products in the shape the client reads', async () => {
    const res = await post(JSON.stringify(sampleProfile));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/json');
    const products = productListSchema.parse(await res.json());
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.tier && p.reasons && p.reasons.length > 0)).toBe(true);
  });

  it('accepts a charset on the content type', async () => {
    expect((await post(JSON.stringify(sampleProfile), 'application/json; charset=utf-8')).status).toBe(200);
  });

  it('refuses an invalid profile with a 400 that names every bad field', async () => {
    const res = await post(JSON.stringify({ ...sampleProfile, age: '130', gender: 'x', height: '' }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; issues: { field: string; message: string }[] };
    expect(body.error).toBe('Invalid health profile: age, gender, height.');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { field: 'age', message: 'Age must be between 1 and 120' },
        { field: 'gender', message: 'Gender is required' },
        { field: 'height', message: 'Height is required' },
      ]),
    );
  });

  it.each([
    ['not JSON', 'age=45', 400],
    ['JSON that is not an object', '[1,2]', 400],
    ['JSON null', 'null', 400],
    ['an empty body', '', 400],
  ])('answers %s with %i', async (_, body, status) => {
    expect((await post(body)).status).toBe(status);
  });

  it.each([[null], ['text/plain'], ['application/x-www-form-urlencoded'], ['multipart/form-data'], ['application/jsonp']])(
    'answers content type %s with 415',
    async (type) => {
      expect((await post(JSON.stringify(sampleProfile), type)).status).toBe(415);
    },
  );

  it('answers a body over 64 KB with 413, with or without a Content-Length', async () => {
    const big = JSON.stringify({ ...sampleProfile, familyHistory: 'x'.repeat(MAX_BODY_BYTES) });
    expect((await post(big)).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const res = await handleSearchRequest(
      new Request(URL_, { method: 'POST', body: stream, headers: { 'Content-Type': 'application/json' }, duplex: 'half' } as RequestInit),
    );
    expect(res.status).toBe(413);
    const justUnder = JSON.stringify({ ...sampleProfile, familyHistory: 'x'.repeat(MAX_BODY_BYTES - 400) });
    expect((await post(justUnder)).status).toBe(200);
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('answers %s with 405 and Allow: POST', async (method) => {
    const res = await handleSearchRequest(new Request(URL_, { method }));
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('POST');
  });

  it('uses the date it is given for look-backs', async () => {
    const profile = { ...sampleProfile, age: '68', medicalConditions: 'heart attack in 2024' };
    const at = (iso: string) =>
      createSearchHandler({ now: () => new Date(iso) })(
        new Request(URL_, { method: 'POST', body: JSON.stringify(profile), headers: { 'Content-Type': 'application/json' } }),
      ).then((res) => res.json() as Promise<{ id: string; tier: string }[]>);
    const soon = await at('2025-06-01T00:00:00Z');
    const later = await at('2035-06-01T00:00:00Z');
    expect(later.filter((p) => p.tier === 'level').length).toBeGreaterThan(soon.filter((p) => p.tier === 'level').length);
  });

  it('never answers 5xx, whatever the body (thousands of random and malformed bodies)', async () => {
    const profileLike = fc.record(
      {
        age: fc.oneof(fc.string(), fc.integer().map(String), fc.constant('45'), fc.integer(), fc.constant(null)),
        gender: fc.oneof(fc.constantFrom('male', 'female', 'other'), fc.string(), fc.integer()),
        height: fc.oneof(fc.string(), fc.constantFrom(`5'10"`, '178 cm', '1.78 m', '70')),
        weight: fc.oneof(fc.string(), fc.constantFrom('180', '82 kg')),
        smoker: fc.oneof(fc.boolean(), fc.string(), fc.constant(null)),
        medications: fc.oneof(fc.string({ maxLength: 300 }), fc.array(fc.string())),
        medicalConditions: fc.oneof(fc.string({ maxLength: 300 }), fc.constant('diabetes\nheart attack 2019\nCOPD')),
        familyHistory: fc.oneof(fc.string({ maxLength: 300 }), fc.object()),
        extra: fc.anything(),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      profileLike.map((value) => JSON.stringify(value)),
      fc.json(),
      fc.string({ maxLength: 500 }),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => new TextDecoder('latin1').decode(bytes)),
      profileLike.map((value) => JSON.stringify(value).slice(0, -3)),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom('application/json', 'text/plain', null), async (text, type) => {
        const res = await post(text, type);
        expect(res.status).toBeLessThan(500);
        expect([200, 400, 415]).toContain(res.status);
      }),
      { numRuns: 3000 },
    );
  });
});
