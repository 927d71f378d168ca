import { describe, expect, it } from 'vitest';
import { conditionRows } from '../../../src/features/search/engine/data/conditions';
import { medicationRows } from '../../../src/features/search/engine/data/medications';
import { evaluateCatalog, matchProducts } from '../../../src/features/search/engine/match';
import { loadCatalog, type ProductRow } from '../../../src/features/search/engine/sheets';
import { WEIGHTS } from '../../../src/features/search/engine/weights';
import type { HealthProfile } from '../../../src/features/search/schema';

const NOW = new Date('2026-11-22T12:00:00Z');
const row = (over: Partial<ProductRow> & Pick<ProductRow, 'id'>): ProductRow => ({
  carrierId: 'sbli',
  name: over.id,
  kind: 'term',
  description: 'Test product.',
  issueAges: '18-65',
  coverage: '100000-1000000',
  termLengths: '20:65',
  rateClasses: 'preferred-plus;preferred;standard;preferred-tobacco;standard-tobacco',
  tiers: 'level',
  buildChart: 'fully-underwritten',
  rules: '',
  riders: '',
  ...over,
});
const catalog = loadCatalog({
  carriers: [{ id: 'sbli', name: 'SBLI' }],
  conditions: conditionRows,
  medications: medicationRows,
  products: [
    row({ id: 'term', rules: 'decline:any>=4; decline:cardiac>=3:5y; accept:hypertension' }),
    row({
      id: 'final-expense',
      kind: 'final-expense',
      issueAges: '50-85',
      termLengths: '',
      rateClasses: 'standard;standard-tobacco',
      tiers: 'level;graded;modified',
      buildChart: 'final-expense',
      rules: 'decline:kidney>=4; decline:cardiac>=3:1y; modified:cardiac>=3:2y; graded:cardiac>=3:3y',
    }),
    row({
      id: 'guaranteed',
      kind: 'guaranteed-issue',
      issueAges: '50-85',
      termLengths: '',
      rateClasses: 'standard;standard-tobacco',
      tiers: 'guaranteed',
      buildChart: 'none',
    }),
  ],
});

const profile = (over: Partial<HealthProfile> = {}): HealthProfile => ({
  age: '55',
  gender: 'male',
  height: `5'10"`,
  weight: '170',
  smoker: false,
  medications: '',
  medicalConditions: '',
  familyHistory: '',
  ...over,
});
const results = (over: Partial<HealthProfile> = {}) => matchProducts(profile(over), catalog, { now: NOW });
const byId = (over: Partial<HealthProfile> = {}) => new Map(results(over).map((r) => [r.id, r]));
const knockouts = (over: Partial<HealthProfile> = {}) =>
  Object.fromEntries(
    evaluateCatalog(profile(over), catalog, { now: NOW }).evaluations.flatMap(({ product, evaluation }) =>
      evaluation.eligible ? [] : [[product.id, evaluation.knockout]],
    ),
  );

describe('eligibility', () => {
  it('knocks out products whose issue ages leave the client out', () => {
    expect(results({ age: '30' }).map((r) => r.id)).toEqual(['term']);
    expect(results({ age: '70' }).map((r) => r.id).sort()).toEqual(['final-expense', 'guaranteed']);
    expect(knockouts({ age: '30' })).toMatchObject({ guaranteed: 'Age 30 is outside issue ages 50 to 85' });
  });

  it('knocks out on a condition inside its look-back, not outside it', () => {
    expect(byId({ medicalConditions: 'heart attack 4 years ago' }).has('term')).toBe(false);
    expect(knockouts({ medicalConditions: 'heart attack 4 years ago' }).term).toBe('Heart attack (4 years ago): declined within the last 5 years');
    expect(byId({ medicalConditions: 'heart attack 6 years ago' }).has('term')).toBe(true);
  });

  it('treats a condition with no date as recent', () => {
    expect(byId({ medicalConditions: 'heart attack' }).has('term')).toBe(false);
  });

  it('knocks out on a rule for any group ("decline:any>=4")', () => {
    expect(byId({ medicalConditions: 'CHF 2001' }).has('term')).toBe(false);
  });

  it('knocks out when the build is outside every tier the product offers', () => {
    // 5'10": the fully underwritten chart stops at BMI 38 (264 lb), final expense at BMI 48 (334 lb).
    expect(byId({ weight: '264' }).has('term')).toBe(true);
    expect(byId({ weight: '265' }).has('term')).toBe(false);
    expect(byId({ weight: '335' }).has('final-expense')).toBe(false);
    expect(byId({ weight: '335' }).has('guaranteed')).toBe(true);
  });

  it('leaves the build unchecked, and says so, when height or weight cannot be read', () => {
    const term = byId({ height: 'tall', weight: '400' }).get('term');
    expect(term?.reasons).toContain('Height not understood ("tall"): build not checked');
  });
});

describe('tiers', () => {
  it.each([
    ['heart attack 6 months ago', undefined],
    ['heart attack 18 months ago', 'modified'],
    ['heart attack 30 months ago', 'graded'],
    ['heart attack 4 years ago', 'level'],
  ])('final expense with "%s" → %s', (line, tier) => {
    expect(byId({ age: '68', medicalConditions: line }).get('final-expense')?.tier).toBe(tier);
  });

  it.each([
    ['270', 'level'],
    ['290', 'graded'],
    ['320', 'modified'],
  ])('final expense at 5\'10" and %s lb → %s', (weight, tier) => {
    expect(byId({ age: '68', weight }).get('final-expense')?.tier).toBe(tier);
  });

  it('reads the build chart best tier first, whatever order the sheet lists the tiers in', () => {
    const reordered = loadCatalog({
      carriers: [{ id: 'sbli', name: 'SBLI' }],
      conditions: conditionRows,
      medications: medicationRows,
      products: [
        row({ id: 'fe', kind: 'final-expense', issueAges: '50-85', termLengths: '', rateClasses: 'standard;standard-tobacco', tiers: 'modified;graded;level', buildChart: 'final-expense' }),
      ],
    });
    const tierAt = (weight: string) => matchProducts(profile({ age: '68', weight }), reordered, { now: NOW })[0]?.tier;
    expect([tierAt('270'), tierAt('290'), tierAt('320')]).toEqual(['level', 'graded', 'modified']);
  });

  it('takes the worse of the conditions and the build', () => {
    expect(byId({ age: '68', weight: '320', medicalConditions: 'heart attack 30 months ago' }).get('final-expense')?.tier).toBe('modified');
  });

  it('places everyone on a guaranteed-issue product in its own tier, and knocks out dialysis elsewhere', () => {
    const found = byId({ age: '80', medicalConditions: 'dialysis' });
    expect([...found.keys()]).toEqual(['guaranteed']);
    expect(found.get('guaranteed')?.tier).toBe('guaranteed');
  });
});

describe('the score', () => {
  const termScore = (over: Partial<HealthProfile>) => byId({ age: '40', ...over }).get('term')?.matchScore;

  it('is the base fit for an ideal client on a product that suits their age', () => {
    expect(termScore({})).toBe(WEIGHTS.fit.term.base);
  });

  it('loses the age weight outside the kind\'s usual ages', () => {
    expect(termScore({ age: '60' })).toBe(WEIGHTS.fit.term.base - 10 * WEIGHTS.agePerYear);
  });

  it('loses points for the tobacco class', () => {
    expect(termScore({ smoker: true })).toBe(WEIGHTS.fit.term.base - WEIGHTS.rateClass['preferred-tobacco']);
    expect(byId({ age: '40', smoker: true }).get('term')?.features).toContainEqual({ feature: 'Rate class', value: 'Preferred Tobacco' });
  });

  it('loses preferred plus to family history before 60, and says why', () => {
    const term = byId({ age: '40', familyHistory: 'Father heart attack at 52' }).get('term');
    expect(term?.matchScore).toBe(WEIGHTS.fit.term.base - WEIGHTS.rateClass.preferred);
    expect(term?.reasons).toContain('Family history (father, heart disease at 52) rules out Preferred Plus');
    expect(termScore({ familyHistory: 'Father heart attack at 75' })).toBe(WEIGHTS.fit.term.base);
  });

  it('loses a little for each line it could not read, and names it', () => {
    const term = byId({ age: '40', medicalConditions: 'zzqx syndrome\nblorf' }).get('term');
    expect(term?.matchScore).toBe(WEIGHTS.fit.term.base - 2 * WEIGHTS.unrecognisedCondition);
    expect(term?.reasons).toContain(`Condition not recognised: "zzqx syndrome" (−${WEIGHTS.unrecognisedCondition})`);
  });

  it('loses points for a build near the limit', () => {
    expect(termScore({ weight: '262' })).toBe(WEIGHTS.fit.term.base - WEIGHTS.buildVeryNear.points - WEIGHTS.rateClass.standard);
  });

  it('loses the tier weight on a lower tier', () => {
    const fe = byId({ age: '68', medicalConditions: 'heart attack 30 months ago' }).get('final-expense');
    expect(fe?.matchScore).toBe(WEIGHTS.fit['final-expense'].base - WEIGHTS.tier.graded - WEIGHTS.condition[3] - WEIGHTS.rateClass.standard);
    expect(fe?.reasons).toContain(`Heart attack rated for a graded benefit (−${WEIGHTS.condition[3]})`);
    expect(fe?.reasons).toContain(`Graded benefit: heart attack (2.5 years ago) (−${WEIGHTS.tier.graded})`);
  });

  it('breaks equal scores by tier, then name, then id', () => {
    const tied = loadCatalog({
      carriers: [{ id: 'sbli', name: 'SBLI' }],
      conditions: conditionRows,
      medications: medicationRows,
      products: [
        row({ id: 'c-first-by-id', name: 'Zeta Term' }),
        row({ id: 'b-id', name: 'Alpha Term' }),
        row({ id: 'a-id', name: 'Alpha Term' }),
      ],
    });
    expect(matchProducts(profile({ age: '40' }), tied, { now: NOW }).map((r) => r.id)).toEqual(['a-id', 'b-id', 'c-first-by-id']);
  });

  it('gives the same list every time, best score first', () => {
    const a = results({ age: '60' });
    expect(results({ age: '60' })).toEqual(a);
    for (let i = 1; i < a.length; i++) expect((a[i - 1]?.matchScore ?? 0) >= (a[i]?.matchScore ?? 0)).toBe(true);
  });
});
