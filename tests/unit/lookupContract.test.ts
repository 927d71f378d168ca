/**
 * The lookup's contract (src/contract/lookup.ts): the query as links and the endpoint read it, its
 * limits and exact messages, and the answer's shape held equal to the engine's: every answer the
 * engine makes parses, and parsing drops nothing.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import fc from 'fast-check';
import {
  LOOKUP_LIMITS,
  LOOKUP_MESSAGES,
  lookupAnswerSchema,
  lookupOutcomeLabels,
  lookupOutcomes,
  lookupQueryString,
  lookupRequestSchema,
  readLookupQuery,
  splitLookupTerms,
  type LookupAnswer,
  type LookupRequest,
  type LookupSuggestion,
} from '../../src/contract';
import * as engine from '../../src/engine';
import { TERM_SUGGESTIONS } from '../../src/engine/lookup/read';

const TODAY = new Date('2026-11-22T12:00:00Z');
const messagesOf = (value: unknown) => {
  const result = lookupRequestSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('the lookup request', () => {
  it('reads terms from one field or repeated q, blanks dropped, and the optional values', () => {
    expect(splitLookupTerms(' Eliquis, stroke 2022 ;CHF\n\n A-fib ,, ')).toEqual(['Eliquis', 'stroke 2022', 'CHF', 'A-fib']);
    const { query, unknown } = readLookupQuery(new URLSearchParams('q=Eliquis,+CHF&q=&q=stroke+2022&age=+67+&sex=female&tobacco=no&client=Jane'));
    expect(query).toEqual({ q: ['Eliquis', 'CHF', 'stroke 2022'], age: '67', sex: 'female', tobacco: 'no' });
    expect(unknown).toEqual(['client']);
    expect(lookupRequestSchema.parse(query)).toEqual({ q: ['Eliquis', 'CHF', 'stroke 2022'], age: 67, sex: 'female', tobacco: false });
    expect(lookupRequestSchema.parse({ q: ['x'], tobacco: 'yes' })).toEqual({ q: ['x'], tobacco: true });
  });

  it('refuses with the exact messages', () => {
    expect(messagesOf({ q: [] })).toEqual([LOOKUP_MESSAGES.none]);
    expect(messagesOf({})).toEqual([LOOKUP_MESSAGES.none]);
    expect(messagesOf({ q: Array.from({ length: LOOKUP_LIMITS.terms + 1 }, () => 'CHF') })).toEqual([LOOKUP_MESSAGES.tooMany]);
    expect(messagesOf({ q: ['x'.repeat(LOOKUP_LIMITS.termLength + 1)] })).toEqual([LOOKUP_MESSAGES.tooLong]);
    expect(messagesOf({ q: ['x'.repeat(LOOKUP_LIMITS.termLength)] })).toEqual([]);
    for (const age of ['0', '120', 'abc', '1e2', '-5', '6_7', '12345678901']) expect(messagesOf({ q: ['x'], age }), age).toEqual([LOOKUP_MESSAGES.age]);
    expect(messagesOf({ q: ['x'], sex: 'm' })).toEqual([LOOKUP_MESSAGES.sex]);
    expect(messagesOf({ q: ['x'], tobacco: 'maybe' })).toEqual([LOOKUP_MESSAGES.tobacco]);
    expect(LOOKUP_MESSAGES).toEqual({
      none: 'Look up at least one drug or condition',
      tooMany: 'Look up at most 6 drugs or conditions at once',
      tooLong: 'Each drug or condition must be at most 80 characters',
      age: 'Age must be between 1 and 120',
      sex: 'Sex must be male, female or other',
      tobacco: 'Tobacco must be yes or no',
    });
  });

  it('writes a link the endpoint reads back as the same lookup', () => {
    const text = fc.string({ maxLength: 30 }).filter((t) => !/[,;\n\r]/.test(t));
    fc.assert(
      fc.property(fc.array(text, { maxLength: 5 }), fc.option(fc.integer({ min: 1, max: 119 }).map(String), { nil: undefined }), (q, age) => {
        const { query, unknown } = readLookupQuery(new URLSearchParams(lookupQueryString({ q, ...(age === undefined ? {} : { age }) })));
        expect(unknown).toEqual([]);
        expect(query.q).toEqual(q.map((t) => t.trim()).filter((t) => t !== ''));
        expect(query.age).toBe(age);
      }),
    );
  });

  it('is what the engine takes', () => {
    expectTypeOf<LookupRequest>().toExtend<engine.LookupRequest>();
  });
});

describe('the lookup answer', () => {
  it('has the engine’s groups, labels and suggestion kinds', () => {
    expect(lookupOutcomes).toEqual(engine.lookupOutcomes);
    expect(lookupOutcomeLabels).toEqual(engine.lookupOutcomeLabels);
    expect(LOOKUP_LIMITS.suggestions).toBe(TERM_SUGGESTIONS);
    expectTypeOf<engine.LookupAnswer>().toExtend<LookupAnswer>();
    expectTypeOf<engine.LookupSuggestion>().toExtend<LookupSuggestion>();
  });

  it('parses every answer the engine makes, dropping nothing', () => {
    const requests: engine.LookupRequest[] = [
      { q: ['Eliquis'] },
      { q: ['furosemide', 'stroke 2022'], age: 82, sex: 'female', tobacco: true },
      { q: ['zorbatitis'] },
      { q: ['CHF', 'zorbatitis'], age: 40 },
      { q: ['lung nodule biopsy pending'] },
    ];
    for (const request of requests) {
      const answer = JSON.parse(JSON.stringify(engine.lookUp(request, engine.defaultCatalog(), { today: TODAY })));
      expect(lookupAnswerSchema.parse(answer), request.q.join(', ')).toEqual(answer);
    }
    expect(lookupAnswerSchema.parse(JSON.parse(JSON.stringify(engine.lookUp({ q: ['lung nodule biopsy pending'] }, engine.defaultCatalog(), { today: TODAY })))).groups.find((g) => g.outcome === 'postponed')?.products.length).toBeGreaterThan(0);
  });
});
