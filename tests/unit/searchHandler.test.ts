import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSearchHandler, handleSearchRequest, MAX_BODY_BYTES } from '../../src/api/search';
import { assessProfile, defaultCatalog, loadCatalog } from '../../src/engine';
import { carrierRows } from '../../src/engine/data/carriers';
import { conditionRows } from '../../src/engine/data/conditions';
import { medicationRows } from '../../src/engine/data/medications';
import { productRows } from '../../src/engine/data/products';
import { ASSESSMENT_MEDIA_TYPE, assessmentSchema, FIELD_LIMITS, healthProfileFields, healthProfileSchema, productListSchema } from '../../src/contract';
import { sampleProfile } from '../../src/mocks/fixtures';

const URL_ = 'http://localhost/api/insurance/search';
const post = (body: BodyInit | null, contentType: string | null = 'application/json', accept?: string) =>
  handleSearchRequest(
    new Request(URL_, {
      method: 'POST',
      body,
      headers: { ...(contentType === null ? {} : { 'Content-Type': contentType }), ...(accept === undefined ? {} : { Accept: accept }) },
    }),
  );
const NOW = new Date('2026-11-22T12:00:00Z');
const fixedClock = createSearchHandler({ now: () => NOW });
const postAt = (body: unknown, accept?: string) =>
  fixedClock(
    new Request(URL_, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', ...(accept === undefined ? {} : { Accept: accept }) },
    }),
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

  it('answers the plain array by default, exactly the engine\'s offers', async () => {
    const res = await postAt(sampleProfile);
    expect(res.headers.get('Content-Type')).toBe('application/json');
    expect(res.headers.get('Vary')).toBe('Accept');
    expect(await res.json()).toEqual(assessProfile(healthProfileSchema.parse(sampleProfile), { now: NOW }).offered);
  });

  it.each(['application/json', '*/*', 'text/html, application/json;q=0.9'])('answers the array to Accept: %s', async (accept) => {
    const res = await postAt(sampleProfile, accept);
    expect(res.headers.get('Content-Type')).toBe('application/json');
    expect(Array.isArray(await res.json())).toBe(true);
  });

  it('answers the full assessment (offers, declines, the profile as read) to a client that asks for its media type', async () => {
    const profile = { ...sampleProfile, age: '68', medicalConditions: 'heart attack 18 months ago\nzzqx syndrome' };
    for (const accept of [ASSESSMENT_MEDIA_TYPE, `${ASSESSMENT_MEDIA_TYPE}, application/json;q=0.5`]) {
      const res = await postAt(profile, accept);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe(ASSESSMENT_MEDIA_TYPE);
      expect(res.headers.get('Vary')).toBe('Accept');
      const body = assessmentSchema.parse(await res.json());
      const expected = assessProfile(healthProfileSchema.parse(profile), { now: NOW });
      expect(body.products.map((p) => p.id)).toEqual(expected.offered.map((o) => o.id));
      expect(body.declined).toEqual(expected.declined);
      expect(body.reading).toEqual(expected.reading);
      // Every product of the catalog once: offered or declined with a reason.
      const ids = [...body.products.map((p) => p.id), ...body.declined.map((d) => d.id)].sort();
      expect(ids).toEqual(defaultCatalog().products.map((p) => p.id).sort());
      expect(body.declined.every((d) => d.reason.length > 0)).toBe(true);
      expect(body.reading.unrecognised.map((u) => u.written)).toEqual(['zzqx syndrome']);
    }
  });

  it('answers from the catalog it is given', async () => {
    const one = loadCatalog({ carriers: carrierRows, conditions: conditionRows, medications: medicationRows, products: productRows.slice(0, 1) });
    const res = await createSearchHandler({ catalog: one, now: () => NOW })(
      new Request(URL_, { method: 'POST', body: JSON.stringify(sampleProfile), headers: { 'Content-Type': 'application/json', Accept: ASSESSMENT_MEDIA_TYPE } }),
    );
    const body = assessmentSchema.parse(await res.json());
    expect(body.products.length + body.declined.length).toBe(1);
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

  it('answers a body over the limit with 413, with or without a Content-Length', async () => {
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
    // Blanks after the JSON (which JSON allows), so only the size is tested, not the fields' own limits.
    const profile = JSON.stringify(sampleProfile);
    const justUnder = profile + ' '.repeat(MAX_BODY_BYTES - profile.length);
    expect(new TextEncoder().encode(justUnder).length).toBe(MAX_BODY_BYTES);
    expect((await post(justUnder)).status).toBe(200);
    expect((await post(justUnder + ' ')).status).toBe(413);
  });

  it('fits the largest valid profile, every character escaped, with a fifth of the limit to spare', async () => {
    // Every text at its limit, each character a control character JSON writes as a 6-byte \uXXXX.
    const escaped = (n: number) => '\u0001'.repeat(n);
    const largest = {
      age: ' '.repeat(FIELD_LIMITS.age - 2) + '45',
      gender: 'female',
      height: '70' + escaped(FIELD_LIMITS.height - 2),
      weight: '180' + escaped(FIELD_LIMITS.weight - 3),
      smoker: false,
      medications: escaped(FIELD_LIMITS.medications),
      medicalConditions: escaped(FIELD_LIMITS.medicalConditions),
      familyHistory: escaped(FIELD_LIMITS.familyHistory),
      coverageAmount: '$' + ' '.repeat(33) + '250000',
    };
    const body = JSON.stringify(largest);
    // The coverage amount's 40 characters counted as if escaped too: the bound holds for any valid body.
    const bound = new TextEncoder().encode(body).length + 40 * 5;
    expect(bound).toBeLessThan(MAX_BODY_BYTES * 0.8);
    expect(bound).toBeGreaterThan(30_000);
    expect((await post(body)).status).toBe(200);
    // One character more in any text is over its field's limit: a valid body cannot grow past the bound.
    for (const field of ['age', 'height', 'weight', 'medications', 'medicalConditions', 'familyHistory', 'coverageAmount'] as const) {
      const res = await post(JSON.stringify({ ...largest, [field]: largest[field] + '0' }));
      expect(res.status, field).toBe(400);
    }
  });

  it('refuses any key a profile does not have with a 400 that names it, whatever its value', async () => {
    const known = new Set(Object.keys(healthProfileFields.def.shape));
    const unknownKey = fc.string({ minLength: 1, maxLength: 30 }).filter((key) => !known.has(key) && key !== '__proto__');
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(unknownKey, { minLength: 1, maxLength: 4 }), fc.jsonValue(), async (keys, value) => {
        const body = { ...sampleProfile, ...Object.fromEntries(keys.map((key) => [key, value])) };
        const res = await post(JSON.stringify(body));
        expect(res.status).toBe(400);
        const answer = (await res.json()) as { error: string; issues: { field: string; message: string }[] };
        expect(answer.issues.map((i) => i.field).sort()).toEqual([...keys].sort());
        for (const key of keys) expect(answer.error).toContain(JSON.stringify(key));
        expect(answer.error).toMatch(/^Invalid health profile: unknown fields? /);
      }),
      { numRuns: 200 },
    );
  });

  it('names an unknown key beside a wrong field, and repeats at most 60 characters of a long one', async () => {
    const res = await post(JSON.stringify({ ...sampleProfile, age: '', ['k'.repeat(5000)]: 1 }));
    const answer = (await res.json()) as { error: string; issues: { field: string; message: string }[] };
    expect(answer.error).toBe(`Invalid health profile: age, unknown field "${'k'.repeat(60)}…".`);
    expect(answer.issues).toContainEqual({ field: 'age', message: 'Age is required' });
    expect(answer.issues).toContainEqual({ field: `${'k'.repeat(60)}…`, message: `Unknown field: a health profile has no "${'k'.repeat(60)}…".` });
  });

  it('repeats at most 60 characters of any key or path, and lists at most 12 problems: an error stays small whatever the body', async () => {
    const longText = fc.string({ minLength: 0, maxLength: 3_000 });
    // Keys the profile has, with wrong values, beside keys it does not have, at any nesting the
    // schema reads (the answers' record keys are a path segment of their own).
    const wrongValue = fc.oneof(longText, fc.integer(), fc.constant(null), fc.dictionary(longText, longText, { maxKeys: 3 }));
    const body = fc.record({
      known: fc.dictionary(fc.constantFrom(...Object.keys(healthProfileFields.def.shape)), wrongValue, { maxKeys: 8 }),
      unknown: fc.dictionary(longText, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 40 }),
      answers: fc.option(fc.dictionary(longText, longText, { maxKeys: 25 }), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(body, async ({ known, unknown, answers }) => {
        const sent = JSON.stringify({ ...sampleProfile, ...unknown, ...known, ...(answers ? { answers } : {}) });
        fc.pre(new TextEncoder().encode(sent).length <= MAX_BODY_BYTES);
        const res = await post(sent);
        if (res.status === 200) return;
        expect(res.status).toBe(400);
        const text = await res.text();
        const answer = JSON.parse(text) as { error: string; issues: { field: string; message: string }[] };
        expect(answer.issues.length).toBeLessThanOrEqual(13);
        for (const issue of answer.issues) {
          for (const segment of issue.field.split('.')) expect(segment.length).toBeLessThanOrEqual(61);
          expect(issue.message.length).toBeLessThanOrEqual(200);
        }
        // 12 problems of a 61-character name each, twice (the error and its issue), and the words around them.
        expect(text.length).toBeLessThan(6_000);
      }),
      { numRuns: 150 },
    );
  });

  it('cuts a 30 KB answers key to 60 characters: the 400 is not the key sent back twice', async () => {
    const key = 'k'.repeat(30_000);
    const res = await post(JSON.stringify({ ...sampleProfile, answers: { [key]: 'yes' } }));
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text.length).toBeLessThan(1_000);
    const answer = JSON.parse(text) as { error: string; issues: { field: string }[] };
    expect(answer.issues.map((i) => i.field)).toContain(`answers.${'k'.repeat(60)}…`);
  });

  it('lists 12 of 600 unknown keys and counts the rest', async () => {
    const keys = Array.from({ length: 600 }, (_, i) => `unknown${i}`);
    const res = await post(JSON.stringify({ ...sampleProfile, ...Object.fromEntries(keys.map((k) => [k, 1])) }));
    const answer = (await res.json()) as { error: string; issues: { field: string; message: string }[] };
    expect(answer.error).toMatch(/^Invalid health profile: unknown fields "unknown0", .*"unknown11", and 588 more\.$/);
    expect(answer.issues).toHaveLength(13);
    expect(answer.issues[12]).toEqual({ field: '(body)', message: '588 more problems are not listed.' });
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
        coverageAmount: fc.oneof(fc.string({ maxLength: 20 }), fc.double(), fc.integer(), fc.constant(null), fc.constantFrom('25000', '$250,000', '1e5')),
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

describe('a coverage amount: illustrative premiums', () => {
  const withAmount = { ...sampleProfile, age: '62', coverageAmount: '$100,000' };

  it('adds a quote to every offer in the array; a product that cannot write the amount scores lower and says why, nothing else changes', async () => {
    const plain = (await (await postAt(sampleProfile)).json()) as Record<string, unknown>[];
    const quoted = productListSchema.parse(await (await postAt({ ...sampleProfile, coverageAmount: 250000 })).json());
    const before = new Map(productListSchema.parse(plain).map((p) => [p.id, p]));
    expect(quoted.map((p) => p.id).sort()).toEqual([...before.keys()].sort());
    for (const { quote, ...rest } of quoted) {
      const was = before.get(rest.id)!;
      if (quote?.inRange) expect(rest).toEqual(was);
      else {
        expect(rest.matchScore).toBeLessThanOrEqual(was.matchScore);
        expect(rest.reasons?.some((r) => r.includes('$250,000 asked for'))).toBe(true);
      }
    }
    expect(plain.every((p) => !('quote' in p))).toBe(true);
    expect(quoted.every((p) => p.quote && p.quote.requested === 250000 && p.quote.monthly > 0)).toBe(true);
  });

  it('adds it in the full assessment too, as the engine prices it', async () => {
    const res = await postAt(withAmount, ASSESSMENT_MEDIA_TYPE);
    const { products } = assessmentSchema.parse(await res.json());
    const expected = assessProfile(healthProfileSchema.parse(withAmount), { now: NOW, coverageAmount: 100_000 }).offered;
    expect(products.map((p) => p.quote)).toEqual(expected.map((o) => o.quote));
    expect(products.some((p) => p.quote?.inRange === false)).toBe(true);
    expect(products.some((p) => p.quote?.inRange === true)).toBe(true);
  });

  it.each(['abc', '-1', '0', '1e5', '0x10', '12.345', 99_999_999_999, true])('refuses %s with a 400 naming the field', async (coverageAmount) => {
    const res = await postAt({ ...sampleProfile, coverageAmount });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: { field: string; message: string }[] };
    expect(body.issues.map((i) => i.field)).toEqual(['coverageAmount']);
    expect(body.issues[0]!.message).toMatch(/coverage amount/i);
  });
});
