/** Golden profiles on the embedded catalog: the ranked list an agent should see for each. */
import { describe, expect, it } from 'vitest';
import { assessProfile, defaultCatalog, type ClientProfile } from '../../../src/engine';

const NOW = new Date('2026-11-22T12:00:00Z');
const catalog = defaultCatalog();
const kindOf = new Map(catalog.products.map((p) => [p.id, p.kind]));
const fullyUnderwritten = new Set(catalog.products.filter((p) => p.buildChart === 'fully-underwritten').map((p) => p.id));
const profile = (over: Partial<ClientProfile>): ClientProfile => ({
  age: '35',
  gender: 'male',
  height: `5'10"`,
  weight: '170',
  smoker: false,
  medications: '',
  medicalConditions: '',
  familyHistory: '',
  ...over,
});
const assess = (over: Partial<ClientProfile>) => assessProfile(profile(over), { catalog, now: NOW });
const run = (over: Partial<ClientProfile>) => assess(over).offered;

describe('golden profiles', () => {
  it('a healthy 35-year-old non-smoker: term products on top, scoring 90 or more', () => {
    const results = run({});
    const top = results.slice(0, 10);
    expect(top.map((r) => kindOf.get(r.id))).toEqual(Array(10).fill('term'));
    expect(top.every((r) => r.matchScore >= 90 && r.tier === 'level')).toBe(true);
    const terms = results.filter((r) => kindOf.get(r.id) === 'term');
    expect(terms.length).toBeGreaterThan(10);
    expect(terms.every((r) => r.matchScore >= 90)).toBe(true);
  });

  it('a 68-year-old on insulin with a heart attack 18 months ago: no level final expense; graded or guaranteed issue', () => {
    const results = run({ age: '68', weight: '190', medications: 'Lantus 20 units', medicalConditions: 'heart attack 18 months ago' });
    expect(results.length).toBeGreaterThan(0);
    expect(results.filter((r) => kindOf.get(r.id) === 'final-expense' && r.tier === 'level')).toEqual([]);
    expect(results.every((r) => r.tier !== 'level')).toBe(true);
    expect(results.some((r) => r.tier === 'graded')).toBe(true);
    expect(results.some((r) => r.tier === 'guaranteed')).toBe(true);
    expect(results[0]?.reasons).toContain('Insulin glargine suggests insulin-treated diabetes');
  });

  it('a 55-year-old smoker with COPD on albuterol and Spiriva: tobacco classes, no fully underwritten products', () => {
    const over = { age: '55', smoker: true, medications: 'albuterol inhaler\nSpiriva 18 mcg', medicalConditions: 'COPD' };
    const { reading } = assess(over);
    expect(reading.conditions.map((c) => c.name)).toEqual(['Chronic obstructive pulmonary disease']);
    expect(reading.medications.map((m) => [m.name, m.status])).toEqual([
      ['Albuterol', 'confirms'],
      ['Tiotropium', 'confirms'],
    ]);
    expect(reading.tobacco).toBe('Tobacco (checked on the form)');
    const results = run(over);
    expect(results.length).toBeGreaterThan(0);
    expect(results.filter((r) => fullyUnderwritten.has(r.id))).toEqual([]);
    for (const r of results) {
      expect(r.features.find((f) => f.feature === 'Rate class')?.value).toMatch(/Tobacco/);
      expect(r.tier).not.toBe('level');
    }
  });

  it('a 45-year-old with a BMI of 42: no fully underwritten products; the build is in the reasons', () => {
    const results = run({ age: '45', weight: '293' });
    expect(results.filter((r) => fullyUnderwritten.has(r.id))).toEqual([]);
    expect(results.length).toBeGreaterThan(0);
    for (const r of results.filter((r) => r.tier !== 'guaranteed')) {
      expect(r.reasons.some((reason) => /BMI 42|Weight 293 lb/.test(reason))).toBe(true);
    }
  });

  it('an 85-year-old on dialysis: guaranteed issue or nothing', () => {
    const results = run({ age: '85', height: `5'6"`, weight: '150', medicalConditions: 'on dialysis' });
    // The sample catalog has guaranteed-issue products open at 85, so the answer is not empty.
    expect(results.length).toBeGreaterThan(0);
    expect(run({ age: '85', height: `5'6"`, weight: '150', medicalConditions: 'end stage renal disease' })).toEqual(results);
    expect(results.every((r) => r.tier === 'guaranteed' && kindOf.get(r.id) === 'guaranteed-issue')).toBe(true);
  });
});
