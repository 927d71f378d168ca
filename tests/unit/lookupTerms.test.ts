/**
 * The lookup field's pure helpers: how one line becomes terms (src/contract/lookup.ts, a date alone
 * after a comma dating the term before it), the field's term editing (src/components/LookupField/
 * terms.ts), and the screen's (src/features/lookup): the request, the address, what goes into a
 * search, the state an outcome shows and the answer sharing the shown one's unchanged parts.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isDateOnly, lookupTermSpans, splitLookupTerms, type LookupAnswer } from '../../src/contract';
import { lastTerm, withLastTerm, withTermReplaced } from '../../src/components/LookupField/terms';
import { handoffOf } from '../../src/features/lookup/handoff';
import { lookupQuery, outcomeState } from '../../src/features/lookup/atoms';
import { addressOfTerms } from '../../src/features/lookup/servedLookup';
import { sameJson, shareAnswer } from '../../src/features/lookup/shareAnswer';
import { defaultCatalog, lookUp } from '../../src/engine';

const TODAY = new Date('2026-11-22T12:00:00Z');

/** A term as an agent types one: words of letters, digits and dashes, never only a date. */
const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9'-]{0,11}$/);
const term = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' ')).filter((t) => !isDateOnly(t));
const separator = fc.constantFrom(',', ', ', ' ,', ';', '; ', '\n', ',\n', ' ;  ');
/** When, written alone. */
const date = fc.oneof(
  fc.integer({ min: 1950, max: 2026 }).map(String),
  fc.integer({ min: 1950, max: 2026 }).map((y) => `in ${y}`),
  fc.tuple(fc.constantFrom('March', 'Jan', 'sept', 'December'), fc.integer({ min: 1990, max: 2026 })).map(([m, y]) => `${m} ${y}`),
  fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1990, max: 2026 })).map(([m, y]) => `${m}/${y}`),
  fc.tuple(fc.integer({ min: 1, max: 40 }), fc.constantFrom('years', 'yrs', 'months', 'weeks')).map(([n, unit]) => `${n} ${unit} ago`),
  fc.constantFrom('last year', 'two years ago', '2021-03-15'),
);

describe('the terms of one field', () => {
  it('splitting a line of terms gives each term back, whatever the separators and blanks', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(term, separator), { minLength: 1, maxLength: 6 }), fc.constantFrom('', ' ', ', ', ';'), (pieces, tail) => {
        const line = pieces.map(([t, sep], i) => (i === pieces.length - 1 ? t : `${t}${sep}`)).join('') + tail;
        expect(splitLookupTerms(line)).toEqual(pieces.map(([t]) => t));
      }),
    );
  });

  it('a date alone after a separator dates the term before it ("stroke, 2022" is "stroke 2022"); a date first stays a term', () => {
    expect(splitLookupTerms('stroke, 2022')).toEqual(['stroke 2022']);
    expect(splitLookupTerms('Eliquis, stroke, 2022, CHF')).toEqual(['Eliquis', 'stroke 2022', 'CHF']);
    expect(splitLookupTerms('stroke March 3, 2025')).toEqual(['stroke March 3 2025']);
    expect(splitLookupTerms('2022, stroke')).toEqual(['2022', 'stroke']);
    fc.assert(
      fc.property(term, separator, date, fc.option(fc.tuple(separator, term), { nil: undefined }), (fact, sep, when, next) => {
        expect(isDateOnly(when)).toBe(true);
        const line = `${fact}${sep}${when}${next ? `${next[0]}${next[1]}` : ''}`;
        expect(splitLookupTerms(line)).toEqual([`${fact} ${when}`, ...(next ? [next[1]] : [])]);
        expect(splitLookupTerms(`${when}${sep}${fact}`)).toEqual([when, fact]);
      }),
    );
  });

  it('a term with a fact in it is never taken for a date', () => {
    for (const text of ['CHF', 'stroke 2022', 'A-fib', 'Eliquis 5 mg', '81', 'type 2 diabetes', 'stroke in 2022']) expect(isDateOnly(text), text).toBe(false);
  });

  it('each span is where its term was written: the line cut there gives the term back', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(term, date), { minLength: 1, maxLength: 6 }), fc.array(separator, { minLength: 6, maxLength: 6 }), (pieces, seps) => {
        const line = pieces.map((p, i) => `${p}${seps[i]}`).join('');
        const spans = lookupTermSpans(line);
        expect(spans.map((s) => s.text)).toEqual(splitLookupTerms(line));
        for (const span of spans) expect(splitLookupTerms(line.slice(span.start, span.end))).toEqual([span.text]);
      }),
    );
  });

  it('the term being typed is the text after the last separator, and a pick takes its place', () => {
    expect(lastTerm('Eliquis, str')).toBe('str');
    expect(lastTerm('Eliquis, ')).toBe('');
    expect(withLastTerm('Eliquis, str', 'Stroke')).toBe('Eliquis, Stroke');
    expect(withLastTerm('eliq', 'Eliquis')).toBe('Eliquis');
    fc.assert(
      fc.property(fc.array(term, { maxLength: 4 }), separator, term, term, (before, sep, typing, name) => {
        const line = [...before, typing].join(sep);
        expect(lastTerm(line)).toBe(typing);
        expect(splitLookupTerms(withLastTerm(line, name))).toEqual([...before, name]);
      }),
    );
  });

  it('a suggestion pressed for a term not found replaces that term alone, a date written with it included', () => {
    expect(withTermReplaced('Eliquis, strok, 2022, CHF', 'strok 2022', 'Stroke')).toBe('Eliquis, Stroke, CHF');
    expect(withTermReplaced('Eliquis, CHF', 'nothing', 'Stroke')).toBe('Eliquis, CHF');
    fc.assert(
      fc.property(fc.uniqueArray(term, { minLength: 1, maxLength: 5 }), separator, fc.nat(), term, (terms, sep, at, name) => {
        const i = at % terms.length;
        const replaced = terms.map((t, j) => (j === i ? name : t));
        expect(splitLookupTerms(withTermReplaced(terms.join(sep), terms[i]!, name))).toEqual(replaced);
      }),
    );
  });
});

const profile = fc.record({ age: fc.oneof(fc.constant(''), fc.integer({ min: 1, max: 119 }).map(String)), sex: fc.constantFrom('' as const, 'male' as const, 'female' as const, 'other' as const), tobacco: fc.boolean() });

describe('the screen’s request, address and hand-off', () => {
  it('the request carries the client’s details only when given; the address never does', () => {
    expect(lookupQuery('Eliquis, stroke, 2022', { age: ' 67 ', sex: 'female', tobacco: true })).toEqual({ q: ['Eliquis', 'stroke 2022'], age: '67', sex: 'female', tobacco: 'yes' });
    expect(lookupQuery('CHF', { age: '', sex: '', tobacco: false })).toEqual({ q: ['CHF'] });
    fc.assert(
      fc.property(fc.array(fc.oneof(term, date), { maxLength: 5 }).map((t) => t.join(', ')), profile, (text, client) => {
        const address = new URLSearchParams(addressOfTerms(text));
        expect([...new Set(address.keys())].every((key) => key === 'q')).toBe(true);
        expect(address.getAll('q')).toEqual(lookupQuery(text, client).q);
      }),
    );
  });

  const line = fc.record({ field: fc.constantFrom('medications' as const, 'medicalConditions' as const), text: term });
  const answerTerm = fc.record({ written: term, line: fc.option(line, { nil: null }) }).map(({ written, line: l }) => ({
    written,
    read: l === null ? ('not-found' as const) : l.field === 'medications' ? ('drug' as const) : ('condition' as const),
    name: l === null ? null : written,
    date: null,
    uses: [],
    line: l,
    suggestions: [],
  }));

  it('a drug goes on the medications line and a condition on the conditions line, in order; nothing found carries nothing', () => {
    fc.assert(
      fc.property(fc.array(answerTerm, { maxLength: 6 }), profile, (terms, client) => {
        const answer: LookupAnswer = { terms, age: null, groups: [], leftOut: [], note: null };
        const handoff = handoffOf(answer, client);
        const lines = terms.flatMap((t) => (t.line ? [t.line] : []));
        if (lines.length === 0) {
          expect(handoff).toBeNull();
          return;
        }
        expect(handoff).toEqual({
          medications: lines.filter((l) => l.field === 'medications').map((l) => l.text),
          medicalConditions: lines.filter((l) => l.field === 'medicalConditions').map((l) => l.text),
          age: client.age.trim(),
          gender: client.sex,
          smoker: client.tobacco ? true : null,
        });
      }),
    );
  });
});

describe('what an outcome shows', () => {
  const eliquis = lookUp({ q: ['Eliquis'] }, defaultCatalog(), { today: TODAY });

  it('an answer is shown and clears the messages; a refusal keeps the answer shown with its messages', () => {
    expect(outcomeState({ kind: 'answer', answer: eliquis }, { status: 'loading' })).toEqual({ results: { status: 'answer', answer: eliquis }, messages: {} });
    const refused = { kind: 'invalid' as const, messages: { q: 'Look up at most 6 drugs or conditions at once' } };
    expect(outcomeState(refused, { status: 'answer', answer: eliquis, isUpdating: true })).toEqual({ results: { status: 'answer', answer: eliquis }, messages: refused.messages });
    expect(outcomeState(refused, { status: 'error', message: 'x' })).toEqual({ results: { status: 'ready' }, messages: refused.messages });
  });

  it('a new answer equals what came, and keeps every part equal to the shown answer’s as that very part', () => {
    const words = ['Eliquis', 'stroke 2022', 'CHF', 'furosemide', 'COPD', 'Aricept', 'A-fib', 'strok', 'Eli', 'zzz'];
    const answers = new Map<string, LookupAnswer>();
    const answerOf = (q: string[]) => {
      const key = q.join('|');
      if (!answers.has(key)) answers.set(key, JSON.parse(JSON.stringify(lookUp({ q }, defaultCatalog(), { today: TODAY }))) as LookupAnswer);
      return structuredClone(answers.get(key)!);
    };
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 2 }), fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 2 }), (a, b) => {
        const shown = answerOf(a);
        const next = answerOf(b);
        const shared = shareAnswer(shown, next);
        expect(shared).toEqual(answerOf(b));
        if (sameJson(shown, next)) expect(shared).toBe(shown);
        shared.groups.forEach((group, g) => {
          if (sameJson(group, shown.groups[g])) expect(group).toBe(shown.groups[g]);
          const before = new Map(shown.groups.flatMap((x) => x.products).map((p) => [p.id, p]));
          for (const product of group.products) if (sameJson(product, before.get(product.id))) expect(product).toBe(before.get(product.id));
        });
      }),
      { numRuns: 40 },
    );
  });
});
