/** The card at a glance: its one line of why, and what a summarised list says it leaves out. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { leadingReason, moreText } from '../../src/components/ProductCard/product';
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
