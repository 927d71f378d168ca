/**
 * Nothing unknown is resolved in the client's favour: a word the engine cannot read holds every
 * underwritten product until the agent says what it is, and answering it releases exactly that hold
 * (docs/engine.md). Pure functions first, then properties over generated profiles.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assessProfile, defaultCatalog, type ClientProfile } from '../../../src/engine';
import { baseForms, holdsOffers } from '../../../src/engine/heldWords';

const NOW = new Date('2026-05-15T14:30:00Z');
const catalog = defaultCatalog();
const BASE: ClientProfile = { age: '66', gender: 'female', height: "5'5''", weight: '150', smoker: false, medications: '', medicalConditions: '', familyHistory: '' };
const assess = (p: Partial<ClientProfile>) => assessProfile({ ...BASE, ...p }, { now: NOW });

describe('which words not read hold the offers', () => {
  it('everyday English and its inflections hold nothing; made-up words, drugs and words of health weight do', () => {
    for (const word of ['receives', 'daughter', 'gardening', 'tapered', 'worries', 'running', 'officer', 'again']) expect(holdsOffers(word, catalog), word).toBe(false);
    for (const word of ['zorbatitis', 'Xyzzolumab', 'Copenhagen', 'syndrome', 'drinking', 'overdose', 'suicidal', 'memory']) expect(holdsOffers(word, catalog), word).toBe(true);
  });

  it('a number or an empty word holds nothing', () => {
    for (const word of ['', '20', '3x', '  ']) expect(holdsOffers(word, catalog), JSON.stringify(word)).toBe(false);
  });

  it('base forms include the word itself and only shorter stems', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,14}$/), (word) => {
        const forms = baseForms(word);
        expect(forms[0]).toBe(word);
        for (const form of forms.slice(1)) expect(form.length).toBeLessThanOrEqual(word.length);
      }),
    );
  });
});

/** Made-up words as agents' typing would make them: letters no dictionary holds. */
const madeUpWord = fc
  .tuple(fc.constantFrom('zor', 'blix', 'quor', 'vex', 'prant', 'xyl', 'gorm', 'trub'), fc.constantFrom('batitis', 'olumab', 'exa', 'icept', 'ozine', 'ifrax', 'umnia'))
  .map(([a, b]) => a + b);
const knownLine = fc.constantFrom('', 'high blood pressure', 'type 2 diabetes', 'heart attack 2015', 'asthma', 'COPD', 'depression');

describe('a word not read, in any profile', () => {
  it('holds every underwritten product a rule does not already decline, and guaranteed issue stays as it was', () => {
    fc.assert(
      fc.property(madeUpWord, knownLine, fc.integer({ min: 20, max: 85 }), (word, line, age) => {
        const plain = assess({ age: String(age), medicalConditions: line });
        const held = assess({ age: String(age), medicalConditions: [line, `${word}, dx last year`].filter(Boolean).join('\n') });
        for (const offer of held.offered) expect(offer.tier, offer.id).toBe('guaranteed');
        const plainGuaranteed = plain.offered.filter((o) => o.tier === 'guaranteed').map((o) => o.id);
        expect(held.offered.map((o) => o.id).sort()).toEqual(plainGuaranteed.sort());
        for (const d of held.declined) {
          const before = plain.offered.find((o) => o.id === d.id);
          if (before) {
            expect(d.outcome, d.id).toBe('postponed');
            expect(d.reason).toMatch(new RegExp(`^Held until '${word}' is answered`));
          }
        }
        expect(held.reading.questions.some((q) => q.kind === 'word' && q.text === `What is '${word}'?`)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('answered "nothing to underwrite", gives the offers and declines of the profile without it', () => {
    fc.assert(
      fc.property(madeUpWord, knownLine, fc.integer({ min: 20, max: 85 }), (word, line, age) => {
        const plain = assess({ age: String(age), medicalConditions: line });
        const answered = assess({ age: String(age), medicalConditions: [line, word].filter(Boolean).join('\n'), answers: { [`word:${word}`]: 'nothing' } });
        const outcome = (a: typeof plain) => [...a.offered.map((o) => `${o.id}:${o.tier}:${o.rateClass}`), ...a.declined.map((d) => `${d.id}:${d.outcome ?? 'declined'}`)].sort();
        expect(outcome(answered)).toEqual(outcome(plain));
      }),
      { numRuns: 40 },
    );
  });

  it('in a denial ("no …", "denies …", "negative for …"), holds nothing: the reader\'s negation scope decides', () => {
    fc.assert(
      fc.property(madeUpWord, fc.constantFrom('no', 'denies', 'negative for', 'no history of'), fc.integer({ min: 50, max: 80 }), (word, denial, age) => {
        const plain = assess({ age: String(age) });
        const denied = assess({ age: String(age), medicalConditions: `${denial} ${word}` });
        expect(denied.reading.questions.filter((q) => q.kind === 'word')).toEqual([]);
        expect(denied.offered.map((o) => `${o.id}:${o.tier}`)).toEqual(plain.offered.map((o) => `${o.id}:${o.tier}`));
      }),
      { numRuns: 20 },
    );
  });

  it('says on each held product what the answers would give', () => {
    const held = assess({ medicalConditions: 'zorbatitis' });
    const postponed = held.declined.filter((d) => d.outcome === 'postponed');
    expect(postponed.length).toBeGreaterThan(0);
    for (const d of postponed) expect(d.dependsOn.join(' ')).toMatch(/^Depends on what 'zorbatitis' is: .*held if a medication or a condition/);
    expect(held.reading.questions.find((q) => q.kind === 'word')?.changes).toMatch(/^Changes (?:\d+ offers? and )?\d+ products? not offered$/);
  });
});

describe('an open answer is read as an underwriter reads it in doubt, and the offer shows the other', () => {
  it('a quit with no date prices tobacco, and names the premium if the quit is older', () => {
    const a = assessProfile({ ...BASE, medicalConditions: 'former smoker' }, { now: NOW, coverageAmount: 15000 });
    const offer = a.offered.find((o) => o.kind === 'final-expense')!;
    expect(offer.rateClass).toMatch(/tobacco/);
    const alternative = offer.alternatives.find((x) => x.questionId === 'quit' && x.offered && !/tobacco/.test(x.rateClass ?? ''));
    expect(alternative?.when).toMatch(/^if .*years? ago/);
    expect(alternative?.monthly).toBeGreaterThan(0);
    expect(alternative!.monthly!).toBeLessThan(offer.quote!.monthly);
    expect(alternative?.plainWhen).not.toMatch(/quit|tobacco|smok/i);
  });

  it('a question no answer of which changes anything shown says so (changes: null); an answered one is not worked out', () => {
    // A 30-year-old on home oxygen: every underwritten product declines whatever the word is, and
    // guaranteed issue does not issue at 30, so no answer changes anything shown.
    const a = assess({ age: '30', medicalConditions: 'on oxygen at home\nzorbatitis' });
    const word = a.reading.questions.find((q) => q.kind === 'word');
    expect(word?.changes).toBeNull();
    const answered = assess({ age: '30', medicalConditions: 'zorbatitis', answers: { 'word:zorbatitis': 'nothing' } });
    expect(answered.reading.questions.find((q) => q.kind === 'word')?.changes).toBeUndefined();
  });
});
