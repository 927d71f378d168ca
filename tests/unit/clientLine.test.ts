/**
 * The line the form folds to (src/components/ClientLine/summary.ts), and where a toast may sit
 * (src/components/Toast/clearOfActions.ts): never empty, counts right, no word of the client's health.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clientLineParts, clientLineText, entryCount, type ClientLineProfile } from '../../src/components/ClientLine/summary';
import { lowestFreeBand, type Span } from '../../src/components/Toast/clearOfActions';
import { healthProfileSchema } from '../../src/contract';

const base: ClientLineProfile = { age: '68', gender: 'female', smoker: false, medications: '', medicalConditions: '', familyHistory: '' };

describe('clientLineText', () => {
  it('reads as the agent would say the client', () => {
    expect(
      clientLineText({ ...base, medications: 'Metformin 500mg\nLisinopril 10mg\nSeroquel 50mg', medicalConditions: 'Type 2 diabetes 2015', coverageKind: 'final-expense', coverageAmount: 15_000 }),
    ).toBe('68F · non-smoker · 3 medications · 1 condition · $15,000 final expense');
    expect(clientLineText({ ...base, age: '45', gender: 'male', coverageAmount: 250_000, termYears: 20 })).toBe('45M · non-smoker · no medications · no conditions · $250,000 coverage · 20-year term');
    expect(clientLineText({ ...base, gender: 'other', smoker: true, familyHistory: 'Father: heart disease at 62', monthlyBudget: 40 })).toBe('68, sex Other · smoker · no medications · no conditions · 1 family history line · $40/mo budget');
    expect(clientLineText({ ...base, coverageKind: 'term', termYears: 30, monthlyBudget: 75.5 })).toBe('68F · non-smoker · no medications · no conditions · $75.50/mo 30-year term');
    expect(clientLineText({ ...base, coverageKind: 'guaranteed-issue' })).toBe('68F · non-smoker · no medications · no conditions · guaranteed issue only');
  });

  it('counts the lines written, not blank ones, whatever the line ends', () => {
    expect(entryCount('')).toBe(0);
    expect(entryCount('  \n\n ')).toBe(0);
    expect(entryCount('a\r\nb\rc\n\n  d  ')).toBe(4);
  });

  /** Free text as an agent types it: words (some medical, some not), blank lines, odd line ends. */
  const line = fc.oneof(fc.constant(''), fc.constant('   '), fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ,.:'()-]{0,30}$/), fc.constantFrom('Metformin 500mg', 'COPD, mild', 'Mother: breast cancer at 61', 'schizophrenia'));
  const text = fc.tuple(fc.array(line, { maxLength: 12 }), fc.constantFrom('\n', '\r\n', '\r')).map(([lines, end]) => lines.join(end));
  const profile: fc.Arbitrary<ClientLineProfile> = fc.record({
    age: fc.stringMatching(/^[1-9][0-9]?$/),
    gender: fc.constantFrom('male', 'female', 'other'),
    smoker: fc.boolean(),
    medications: text,
    medicalConditions: text,
    familyHistory: text,
    coverageKind: fc.option(fc.constantFrom('final-expense', 'term', 'guaranteed-issue'), { nil: undefined }),
    coverageAmount: fc.option(fc.integer({ min: 1_000, max: 10_000_000 }), { nil: undefined }),
    monthlyBudget: fc.option(fc.integer({ min: 500, max: 5_000_000 }).map((cents) => cents / 100), { nil: undefined }),
    termYears: fc.option(fc.constantFrom(10, 15, 20, 25, 30), { nil: undefined }),
  });

  const lines = (t: string) => t.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '');

  it('is never empty, and every part is short and said once', () => {
    fc.assert(
      fc.property(profile, (p) => {
        const parts = clientLineParts(p);
        expect(parts.length).toBeGreaterThanOrEqual(4);
        for (const part of parts) {
          expect(part.trim()).toBe(part);
          expect(part.length).toBeGreaterThan(0);
          expect(part.length).toBeLessThanOrEqual(32);
          expect(part).not.toContain(' · ');
        }
        expect(clientLineText(p)).toBe(parts.join(' · '));
      }),
    );
  });

  it('counts the medications, conditions and family history lines right', () => {
    fc.assert(
      fc.property(profile, (p) => {
        const parts = clientLineParts(p);
        const meds = lines(p.medications).length;
        const conditions = lines(p.medicalConditions).length;
        const family = lines(p.familyHistory).length;
        expect(parts[2]).toBe(meds === 0 ? 'no medications' : meds === 1 ? '1 medication' : `${meds} medications`);
        expect(parts[3]).toBe(conditions === 0 ? 'no conditions' : conditions === 1 ? '1 condition' : `${conditions} conditions`);
        expect(parts.some((part) => /family history/.test(part))).toBe(family > 0);
        if (family > 0) expect(parts[4]).toBe(`${family} family history ${family === 1 ? 'line' : 'lines'}`);
        expect(parts[1]).toBe(p.smoker ? 'smoker' : 'non-smoker');
      }),
    );
  });

  it('never carries a word of the health text: only counts', () => {
    fc.assert(
      fc.property(profile, (p) => {
        const said = new Set(clientLineText(p).toLowerCase().split(/[^a-z]+/));
        const written = [p.medications, p.medicalConditions, p.familyHistory].flatMap(lines).flatMap((l) => l.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length >= 4);
        // The line's own words are few and fixed; none of the agent's words of four letters or more comes through.
        const own = new Set(['smoker', 'medication', 'medications', 'condition', 'conditions', 'family', 'history', 'line', 'lines', 'final', 'expense', 'term', 'year', 'guaranteed', 'issue', 'only', 'coverage', 'budget', 'other']);
        for (const word of written) if (!own.has(word)) expect(said.has(word)).toBe(false);
      }),
    );
  });

  it('says what was asked for as the search took it: the amount or the budget, the kind, the term', () => {
    fc.assert(
      fc.property(profile, (p) => {
        const said = clientLineText(p);
        if (p.monthlyBudget !== undefined) expect(said).toMatch(/\$[\d,]+(\.\d\d)?\/mo/);
        else if (p.coverageAmount !== undefined) expect(said).toContain(`$${p.coverageAmount.toLocaleString('en-US')}`);
        else expect(said).not.toContain('$');
        if (p.coverageKind === 'final-expense') expect(said).toContain('final expense');
        if (p.termYears !== undefined && (p.coverageKind === undefined || p.coverageKind === 'term')) expect(said).toContain(`${p.termYears}-year term`);
      }),
    );
  });

  it('takes the profile as the schema hands it to the screen', () => {
    const profileOut = healthProfileSchema.parse({ age: '68', gender: 'female', height: `5'4"`, weight: '190', medications: 'a\nb', coverageAmount: '$15,000', quoteBy: 'amount', monthlyBudget: '40', coverageKind: 'final-expense', termYears: '' });
    expect(clientLineText(profileOut)).toBe('68F · non-smoker · 2 medications · no conditions · $15,000 final expense');
  });
});

describe('lowestFreeBand', () => {
  const span: fc.Arbitrary<Span> = fc.tuple(fc.integer({ min: -100, max: 900 }), fc.integer({ min: 1, max: 200 })).map(([top, h]) => ({ top, bottom: top + h }));

  it('stays at the bottom when nothing is there', () => {
    expect(lowestFreeBand([], 52, 8, 828)).toBe(776);
    expect(lowestFreeBand([{ top: 0, bottom: 40 }], 52, 8, 828)).toBe(776);
  });

  it('goes just above the lowest action in the way, or nowhere when the screen is full', () => {
    expect(lowestFreeBand([{ top: 800, bottom: 844 }], 52, 8, 828)).toBe(748);
    expect(lowestFreeBand([{ top: 0, bottom: 844 }], 52, 8, 828)).toBeNull();
  });

  it('finds a band inside the screen that meets no action, and none lower', () => {
    fc.assert(
      fc.property(fc.array(span, { maxLength: 30 }), fc.integer({ min: 20, max: 300 }), (taken, height) => {
        const [min, max] = [8, 828];
        const y = lowestFreeBand(taken, height, min, max);
        const free = (top: number) => !taken.some((t) => t.top < top + height && top < t.bottom);
        if (y === null) {
          for (let top = min; top + height <= max; top++) expect(free(top)).toBe(false);
          return;
        }
        expect(y).toBeGreaterThanOrEqual(min);
        expect(y + height).toBeLessThanOrEqual(max);
        expect(free(y)).toBe(true);
        for (let top = Math.floor(y) + 1; top + height <= max; top++) expect(free(top)).toBe(false);
      }),
    );
  });
});
