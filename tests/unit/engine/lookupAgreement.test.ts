/**
 * One engine: for any drug or condition of the vocabulary (with or without a date, an age, tobacco),
 * the lookup's outcome for each product equals the search's (assessProfile) for the plain profile
 * holding just that fact, built here by hand: the term on its line, no build, no family history; at
 * the age given, or at the product's own issue ages when none is. Under each use of a drug with
 * several, the search with that use answered. Several facts: the search of one profile holding all.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assessProfile, defaultCatalog, lookUp, type Assessment, type ClientProfile, type LookupAnswer, type LookupProduct } from '../../../src/engine';

const TODAY = new Date('2026-11-22T12:00:00Z');
const catalog = defaultCatalog();
const conditionPhrases = catalog.conditions.flatMap((c) => [c.name, ...c.aliases, ...c.abbreviations]);
const medicationNames = catalog.medications.flatMap((m) => m.names);
const datePart = fc.constantFrom('', ' 2019', ' 2022', ' 18 months ago', ' 3 years ago', ' March 2025', ' 10 years ago');
/** A name with its third letter dropped, as agents misspell. */
const misspelt = (name: string) => (name.length >= 6 ? `${name.slice(0, 2)}${name.slice(3)}` : name);
const term = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...conditionPhrases), datePart).map(([c, d]) => `${c}${d}`) },
  { weight: 4, arbitrary: fc.constantFrom(...medicationNames) },
  { weight: 1, arbitrary: fc.constantFrom(...medicationNames, ...conditionPhrases).map(misspelt) },
);

/** The profile an agent would type for the lines, by hand (not the lookup's own helper). */
const plain = (answer: LookupAnswer, age: number, tobacco: boolean, answers?: Record<string, string>): ClientProfile => {
  const on = (field: 'medications' | 'medicalConditions') => answer.terms.flatMap((t) => (t.line?.field === field ? [t.line.text] : [])).join('\n');
  return { age: String(age), gender: 'other', height: '', weight: '', smoker: tobacco, medications: on('medications'), medicalConditions: on('medicalConditions'), familyHistory: '', ...(answers ? { answers } : {}) };
};

/** The search's outcome for one product, in the lookup's words. */
function searchOutcome(assessment: Assessment, id: string) {
  const offer = assessment.offered.find((o) => o.id === id);
  if (offer) {
    const outcome = offer.tier === 'level' ? 'level' : offer.tier === 'guaranteed' ? 'guaranteed' : 'graded';
    return { outcome, tier: offer.tier, rateClass: offer.rateClass, reason: null };
  }
  const decline = assessment.declined.find((d) => d.id === id);
  if (!decline) throw new Error(`${id} is neither offered nor declined`);
  return { outcome: decline.outcome === 'postponed' ? 'postponed' : 'declined', tier: null, rateClass: null, reason: decline.reason };
}

const lookupOutcome = (p: Pick<LookupProduct, 'outcome' | 'tier' | 'rateClass' | 'reason'>) => ({ outcome: p.outcome, tier: p.tier, rateClass: p.rateClass, reason: p.reason });
const everyProduct = (answer: LookupAnswer) => answer.groups.flatMap((g) => g.products);

/** Searches, each once per profile (many products share one). */
function searcher() {
  const done = new Map<string, Assessment>();
  return (profile: ClientProfile) => {
    const key = JSON.stringify(profile);
    let assessment = done.get(key);
    if (!assessment) done.set(key, (assessment = assessProfile(profile, { now: TODAY, catalog, limit: 1000 })));
    return assessment;
  };
}

function agrees(answer: LookupAnswer, age: number | undefined, tobacco: boolean, probeAge: (min: number, max: number) => number) {
  const search = searcher();
  const products = everyProduct(answer);
  expect(products.length + answer.leftOut.length).toBe(answer.terms.some((t) => t.read !== 'not-found') ? catalog.products.length : 0);
  for (const p of products) {
    const product = catalog.products.find((x) => x.id === p.id)!;
    // At the age given; without one, at an age inside the product's issue ages (any of them).
    const at = age ?? probeAge(product.minIssueAge, product.maxIssueAge);
    const profile = plain(answer, at, tobacco);
    expect(lookupOutcome(p), `${p.id} at ${at}`).toEqual(searchOutcome(search(profile), p.id));
    // Each use of a drug with several: the search with that use answered.
    const questions = search(profile).reading.questions.filter((q) => q.kind === 'use');
    for (const use of p.byUse) {
      const question = questions.find((q) => q.options.some((o) => o.label === use.use));
      const option = question?.options.find((o) => o.label === use.use);
      expect(option, `${use.drug} for ${use.use}`).toBeDefined();
      const answered = search(plain(answer, at, tobacco, { [question!.id]: option!.value }));
      expect(lookupOutcome(use), `${p.id}, ${use.drug} for ${use.use}`).toEqual(searchOutcome(answered, p.id));
    }
  }
  for (const left of answer.leftOut) {
    const product = catalog.products.find((x) => x.id === left.id)!;
    expect(age !== undefined && (age < product.minIssueAge || age > product.maxIssueAge)).toBe(true);
    expect(left.reason).toBe(searchOutcome(search(plain(answer, age!, tobacco)), left.id).reason);
  }
}

describe('the lookup agrees with the search', () => {
  it('for any one drug or condition, each product at the age given or at an age inside its issue ages', () => {
    fc.assert(
      fc.property(term, fc.option(fc.integer({ min: 18, max: 90 }), { nil: undefined }), fc.boolean(), fc.integer({ min: 0, max: 1000 }), (q, age, tobacco, seed) => {
        const answer = lookUp({ q: [q], ...(age === undefined ? {} : { age }), tobacco }, catalog, { today: TODAY });
        if (answer.terms[0]?.read === 'not-found') return;
        agrees(answer, age, tobacco, (min, max) => min + (seed % (max - min + 1)));
      }),
      { numRuns: 40 },
    );
  });

  it('for several facts: one profile holding them all', () => {
    fc.assert(
      fc.property(fc.array(term, { minLength: 2, maxLength: 3 }), fc.option(fc.integer({ min: 45, max: 85 }), { nil: undefined }), (q, age) => {
        const answer = lookUp({ q, ...(age === undefined ? {} : { age }) }, catalog, { today: TODAY });
        agrees(answer, age, false, (min, max) => Math.min(max, Math.max(min, 60)));
      }),
      { numRuns: 15 },
    );
  });

  it('a drug with several uses: every use, each product, as the search answers it', () => {
    for (const q of ['Eliquis', 'furosemide', 'quetiapine 300 mg', 'gabapentin']) {
      const answer = lookUp({ q: [q], age: 70 }, catalog, { today: TODAY });
      expect(answer.terms[0]?.uses.length, q).toBeGreaterThan(1);
      expect(everyProduct(answer).every((p) => p.byUse.length === answer.terms[0]?.uses.length), q).toBe(true);
      agrees(answer, 70, false, () => 70);
    }
  });
});
