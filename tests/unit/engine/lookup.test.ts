/**
 * The lookup by example, the checks an agent would make: a drug with every product and its uses, a
 * misspelling read like the right spelling, a knock-out drug, the abbreviations agents type,
 * look-backs said, several facts, an age, a term the engine cannot read; and the field's suggestions.
 */
import { describe, expect, it } from 'vitest';
import { assessProfile, defaultCatalog, lookUp, suggest, type LookupAnswer } from '../../../src/engine';

const TODAY = new Date('2026-11-22T12:00:00Z');
const catalog = defaultCatalog();
const look = (q: string[], extra: { age?: number; tobacco?: boolean } = {}) => lookUp({ q, ...extra }, catalog, { today: TODAY });
const products = (answer: LookupAnswer) => answer.groups.flatMap((g) => g.products);
const outcomeOf = (answer: LookupAnswer, id: string) => products(answer).find((p) => p.id === id)?.outcome;
/** Products that ask health questions without an exam: the simplified-issue kinds. */
const SIMPLIFIED = new Set(['simplified-term', 'simplified-whole-life', 'final-expense']);

describe('the lookup', () => {
  it('gives every product of the catalog its outcome for a drug, in the five groups', () => {
    const answer = look(['Eliquis']);
    expect(answer.groups.map((g) => g.outcome)).toEqual(['level', 'graded', 'guaranteed', 'declined', 'postponed']);
    expect(products(answer).map((p) => p.id).sort()).toEqual(catalog.products.map((p) => p.id).sort());
    for (const group of answer.groups) for (const p of group.products) expect(p.outcome).toBe(group.outcome);
    for (const p of products(answer)) {
      expect(p.carrierName).not.toBe('');
      if (p.outcome === 'declined' || p.outcome === 'postponed') expect(p.reason).toMatch(/\S/);
      else expect(p.rateClass).not.toBeNull();
    }
    expect(answer.leftOut).toEqual([]);
    expect(answer.note).toBe('No age given: every product is decided at 50, an age each of them issues at');
    expect(catalog.products.every((p) => p.minIssueAge <= 50 && p.maxIssueAge >= 50)).toBe(true);
  });

  it('names what a drug is read as: every use, and the outcome under each', () => {
    const [term] = look(['furosemide']).terms;
    expect(term).toMatchObject({ read: 'drug', name: 'Furosemide', uses: ['Swelling (edema)', 'Hypertension', 'Congestive heart failure'], line: { field: 'medications', text: 'furosemide' } });
    const answer = look(['furosemide'], { age: 70 });
    const finalExpense = products(answer).find((p) => p.id === 'american-amicable-final-expense');
    expect(finalExpense?.byUse.map((u) => [u.use, u.outcome])).toEqual([
      ['Swelling (edema)', 'level'],
      ['Hypertension', 'level'],
      ['Congestive heart failure', 'graded'],
    ]);
    // One use only: no outcome per use.
    expect(products(look(['metformin'])).every((p) => p.byUse.length === 0)).toBe(true);
    expect(look(['metformin']).terms[0]?.uses).toEqual(['Type 2 diabetes']);
  });

  it('answers a misspelling as it answers the right spelling', () => {
    for (const [wrong, right] of [
      ['Eliquiss', 'Eliquis'],
      ['metfromin', 'metformin'],
      ['lisinipril', 'lisinopril'],
      ['congestive heart falure', 'congestive heart failure'],
      ['diabetis', 'diabetes'],
    ] as const) {
      const a = look([wrong]);
      const b = look([right]);
      expect(a.terms[0]?.read, wrong).not.toBe('not-found');
      expect({ ...a.terms[0], written: '', line: null, suggestions: [] }, wrong).toEqual({ ...b.terms[0], written: '', line: null, suggestions: [] });
      expect(a.groups, wrong).toEqual(b.groups);
    }
  });

  it('declines every simplified-issue product for a knock-out drug or marker, and leaves guaranteed issue', () => {
    for (const q of ['Biktarvy', 'Truvada', 'Renvela', 'dialysis', 'oxygen', 'Aricept']) {
      const answer = look([q]);
      expect(answer.terms[0]?.read, q).not.toBe('not-found');
      for (const p of products(answer)) {
        if (p.kind === 'guaranteed-issue') expect([q, p.id, p.outcome]).toEqual([q, p.id, 'guaranteed']);
        else if (SIMPLIFIED.has(p.kind)) expect([q, p.id, p.outcome]).toEqual([q, p.id, 'declined']);
      }
      expect(answer.groups.find((g) => g.outcome === 'guaranteed')?.products.length, q).toBe(catalog.products.filter((p) => p.kind === 'guaranteed-issue').length);
    }
    // The reason is the search's own.
    const decline = products(look(['Biktarvy'])).find((p) => p.id === 'foresters-final-expense');
    expect(decline?.reason).toBe('Declined: HIV positive (current)');
  });

  it('reads the abbreviations agents type', () => {
    for (const [q, name] of [
      ['CHF', 'Congestive heart failure'],
      ['COPD', 'Chronic obstructive pulmonary disease'],
      ['CVA', 'Stroke'],
      ['A-fib', 'Atrial fibrillation'],
      ['afib', 'Atrial fibrillation'],
      ['HTN', 'Hypertension'],
    ] as const) {
      const answer = look([q]);
      expect(answer.terms[0], q).toMatchObject({ read: 'condition', name, line: { field: 'medicalConditions', text: q } });
      expect(products(answer), q).toHaveLength(catalog.products.length);
    }
    expect(look(['CVA']).groups).toEqual(look(['stroke']).groups);
  });

  it('says the look-back that decides a product, and a date moves the outcome', () => {
    const undated = look(['stroke'], { age: 70 });
    const fe = products(undated).find((p) => p.id === 'american-amicable-final-expense');
    expect(fe?.lookBacks).toEqual(['level 2 years after; graded 1 to 2 years after; modified before']);
    expect(fe?.outcome).toBe('graded');
    expect(fe?.tier).toBe('modified');
    const dated = look(['stroke 2022'], { age: 70 });
    expect(dated.terms[0]).toMatchObject({ name: 'Stroke', date: '2022' });
    expect(outcomeOf(dated, 'american-amicable-final-expense')).toBe('level');
    const term = products(dated).find((p) => p.id === 'american-general-corebridge-level-term');
    expect(term?.lookBacks).toEqual(['level 10 years after; declined before']);
    expect(term?.reason).toMatch(/^Declined: Stroke \(\d\.\d years ago; declines within the last 10 years\)$/);
  });

  it('narrows several facts to what holds for all of them', () => {
    const both = look(['Eliquis', 'stroke 2022'], { age: 70 });
    const each = [look(['Eliquis'], { age: 70 }), look(['stroke 2022'], { age: 70 })];
    const rank = { level: 0, graded: 1, guaranteed: 2, postponed: 3, declined: 4 } as const;
    for (const p of products(both)) {
      for (const one of each) expect(rank[p.outcome], p.id).toBeGreaterThanOrEqual(rank[outcomeOf(one, p.id) ?? 'level']);
    }
    expect(both.terms.map((t) => t.read)).toEqual(['drug', 'condition']);
  });

  it('leaves out the products that do not issue at the age given, and says so', () => {
    const answer = look(['CHF'], { age: 82 });
    const inside = catalog.products.filter((p) => p.minIssueAge <= 82 && p.maxIssueAge >= 82);
    expect(products(answer)).toHaveLength(inside.length);
    expect(answer.leftOut).toHaveLength(catalog.products.length - inside.length);
    for (const left of answer.leftOut) {
      const product = catalog.products.find((p) => p.id === left.id)!;
      expect(left.reason).toBe(`Issue ages ${product.minIssueAge} to ${product.maxIssueAge}`);
    }
    expect(answer.age).toBe(82);
    expect(answer.note).toBe(`${answer.leftOut.length} products left out: they do not issue at 82`);
  });

  it('takes tobacco into the rate class, as the search does', () => {
    const answer = look(['HTN'], { age: 50, tobacco: true });
    const search = assessProfile({ age: '50', gender: 'other', height: '', weight: '', smoker: true, medications: '', medicalConditions: 'HTN', familyHistory: '' }, { now: TODAY, limit: 1000 });
    for (const p of products(answer).filter((x) => x.rateClass !== null)) {
      expect(p.rateClass, p.id).toBe(search.offered.find((o) => o.id === p.id)?.rateClass);
      expect(p.rateClass?.endsWith('tobacco'), p.id).toBe(true);
    }
  });

  it('never guesses a term it cannot read: not found, with suggestions, and nothing decided on it', () => {
    const answer = look(['zorbatitis']);
    expect(answer.terms[0]).toMatchObject({ read: 'not-found', name: null, uses: [], line: null });
    expect(products(answer)).toEqual([]);
    expect(answer.note).toBe("Not found, so not looked up: 'zorbatitis'");
    const partly = look(['Eliquis', 'stroke zorbatitis']);
    expect(partly.terms.map((t) => t.read)).toEqual(['drug', 'not-found']);
    expect(partly.groups).toEqual(look(['Eliquis']).groups);
    expect(look(['strok zz']).terms[0]?.suggestions[0]?.name).toBe('Stroke');
  });

  it('suggests names only for a term not found: a term found has nothing to correct', () => {
    const answer = look(['Eliquis', 'stroke 2022', 'CHF', 'eliq']);
    expect(answer.terms.map((t) => [t.read, t.suggestions.length > 0])).toEqual([
      ['drug', false],
      ['condition', false],
      ['condition', false],
      ['not-found', true],
    ]);
    expect(answer.terms[3]?.suggestions[0]?.name).toBe('Eliquis');
  });
});

describe('suggestions', () => {
  it('come from the engine’s own words, with what a short form or a brand stands for', () => {
    expect(suggest('CHF', 3)[0]).toEqual({ name: 'CHF', kind: 'abbreviation', standsFor: 'Congestive heart failure' });
    expect(suggest('eliq', 3)[0]).toEqual({ name: 'Eliquis', kind: 'drug', standsFor: 'apixaban' });
    expect(suggest('apix', 3)[0]).toEqual({ name: 'apixaban', kind: 'drug', standsFor: null });
    expect(suggest('strok', 3)[0]).toEqual({ name: 'Stroke', kind: 'condition', standsFor: null });
  });

  it('read misspellings the way the reader does, and leave the date out', () => {
    expect(suggest('elequis', 3)[0]?.name).toBe('Eliquis');
    expect(suggest('metfromin', 3)[0]?.name).toBe('metformin');
    expect(suggest('stroke in 2022', 3)[0]?.name).toBe('Stroke');
  });

  it('are one per condition or drug, at most the limit, none for a letter or nonsense', () => {
    const heart = suggest('heart', 8);
    expect(heart.length).toBeLessThanOrEqual(8);
    expect(new Set(heart.map((s) => s.standsFor ?? s.name)).size).toBe(heart.length);
    expect(suggest('h', 8)).toEqual([]);
    expect(suggest('qqqqqq', 8)).toEqual([]);
    expect(suggest('heart', 0)).toEqual([]);
  });
});

describe('a catalog with no age every product issues at', () => {
  it('decides each product at the age nearest 60 inside its own issue ages, as the search would', () => {
    const base = defaultCatalog();
    const catalog = { ...base, products: base.products.map((p) => (p.id === 'sbli-term-30' ? { ...p, maxIssueAge: 40 } : p)) };
    const answer = lookUp({ q: ['CHF'] }, catalog, { today: TODAY });
    expect(answer.note).toBe('No age given: each product is decided at 60, or at the nearest age it issues at');
    for (const [id, age] of [
      ['sbli-term-30', 40],
      ['american-amicable-final-expense', 60],
    ] as const) {
      const search = assessProfile({ age: String(age), gender: 'other', height: '', weight: '', smoker: false, medications: '', medicalConditions: 'CHF', familyHistory: '' }, { now: TODAY, catalog, limit: 1000 });
      const offer = search.offered.find((o) => o.id === id);
      const p = answer.groups.flatMap((g) => g.products).find((x) => x.id === id);
      expect(p?.tier ?? null, id).toBe(offer?.tier ?? null);
      expect(p?.reason ?? null, id).toBe(search.declined.find((d) => d.id === id)?.reason ?? null);
    }
  });
});
