/** The card at a glance: its one line of why, what to ask, and what a summarised list says it leaves out. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { leadingReason, moreText, productNotes } from '../../src/components/ProductCard/product';
import { assessProfile, defaultCatalog } from '../../src/engine';

const words = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ,.:'%$]{0,40}$/).filter((text) => !/\(\s*$/.test(text));
const points = fc.oneof(
  fc.constant(''),
  fc.tuple(fc.constantFrom('−', '-', '+'), fc.integer({ min: 0, max: 40 }), fc.constantFrom('', '.5', '.01')).map(([sign, n, frac]) => ` (${sign}${n}${frac})`),
);
const reason = fc.tuple(words, points).map(([text, p]) => ({ text: text.trimEnd(), written: `${text.trimEnd()}${p}`, cost: p && !p.includes('+') ? Number(p.replace(/[^0-9.]/g, '')) : 0 }));

describe('leadingReason', () => {
  it('is nothing without reasons', () => {
    expect(leadingReason(undefined)).toBeUndefined();
    expect(leadingReason([])).toBeUndefined();
  });

  it('is the reason that costs most, without its points; with nothing against the offer, the first', () => {
    fc.assert(
      fc.property(fc.array(reason, { minLength: 1, maxLength: 8 }), (reasons) => {
        const line = leadingReason(reasons.map((r) => r.written));
        const most = Math.max(...reasons.map((r) => r.cost));
        const expected = most > 0 ? reasons.find((r) => r.cost === most)! : reasons[0]!;
        expect(line).toBe(expected.text);
        expect(line).not.toMatch(/\([−+-]\s*\d/);
      }),
    );
  });

  it('names the rate class and its cause for a client the engine rates down', () => {
    const { offered } = assessProfile(
      { age: '68', gender: 'female', height: `5'4"`, weight: '190', smoker: false, medications: 'Metformin 500mg twice daily', medicalConditions: 'Type 2 diabetes 2015', familyHistory: '' },
      { catalog: defaultCatalog(), now: new Date('2026-11-22T12:00:00Z') },
    );
    const line = leadingReason(offered[0]!.reasons);
    expect(line).toMatch(/^Rate class Standard: .*type 2 diabetes/);
  });
});

describe('a summarised list', () => {
  it('says how many more there are and where', () => {
    expect(moreText(1)).toBe('and 1 more (see View Full Details)');
    expect(moreText(4)).toBe('and 4 more (see View Full Details)');
  });
});

describe('productNotes', () => {
  const lines = fc.array(words, { maxLength: 4 });

  it('is nothing when there is nothing to ask', () => {
    expect(productNotes({})).toBeNull();
    expect(productNotes({ dependsOn: [], questions: [] })).toBeNull();
  });

  it('keeps every line, what the offer depends on first, titled by the first kind there is', () => {
    fc.assert(
      fc.property(lines, lines, fc.boolean(), (dependsOn, questions, omitted) => {
        const notes = productNotes(omitted && dependsOn.length === 0 ? { questions } : { dependsOn, questions });
        if (dependsOn.length + questions.length === 0) {
          expect(notes).toBeNull();
          return;
        }
        expect(notes!.lines).toEqual([...dependsOn, ...questions]);
        expect(notes!.title).toBe(dependsOn.length > 0 ? 'Depends on the client’s answer' : 'Ask the client');
      }),
    );
  });

  it('leads a card with what an open question changes, for a client whose drug has several uses', () => {
    const { offered } = assessProfile(
      { age: '50', gender: 'female', height: `5'6"`, weight: '170', smoker: false, medications: 'Seroquel 25mg\nPrednisone 10mg', medicalConditions: '', familyHistory: '' },
      { catalog: defaultCatalog(), now: new Date('2026-11-22T12:00:00Z') },
    );
    const notes = offered.map(productNotes).filter((n) => n !== null);
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.some((n) => n.title === 'Depends on the client’s answer' && n.lines[0]!.startsWith('Depends on what '))).toBe(true);
  });
});
