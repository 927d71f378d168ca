import { describe, expect, it } from 'vitest';
import { conditionRows } from '../../../src/engine/data/conditions';
import { medicationRows } from '../../../src/engine/data/medications';
import { assessProfile, type Catalog, type ClientProfile } from '../../../src/engine';
import { loadCatalog, type ProductRow } from '../../../src/engine/sheets';
import { WEIGHTS } from '../../../src/engine/weights';
import { buildRow } from '../../../src/engine/buildCharts';

const NOW = new Date('2026-11-22T12:00:00Z');
/** The charts' rows at 5'10" (the profile's height): the tests read their limits rather than copy them. */
const fullyUnderwrittenAt70 = buildRow('fully-underwritten', 70)!.tiers;
const finalExpenseAt70 = buildRow('final-expense', 70)!.tiers;
const heaviest = (range: readonly [number, number] | undefined) => range![1];
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

const profile = (over: Partial<ClientProfile> = {}): ClientProfile => ({
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
const offered = (p: ClientProfile, from: Catalog = catalog) => assessProfile(p, { catalog: from, now: NOW }).offered;
const results = (over: Partial<ClientProfile> = {}) => offered(profile(over));
const byId = (over: Partial<ClientProfile> = {}) => new Map(results(over).map((r) => [r.id, r]));
/** Each product not offered, with the reason given. */
const knockouts = (over: Partial<ClientProfile> = {}) =>
  Object.fromEntries(assessProfile(profile(over), { catalog, now: NOW }).declined.map((d) => [d.id, d.reason]));

describe('eligibility', () => {
  it('knocks out products whose issue ages leave the client out', () => {
    expect(results({ age: '30' }).map((r) => r.id)).toEqual(['term']);
    expect(results({ age: '70' }).map((r) => r.id).sort()).toEqual(['final-expense', 'guaranteed']);
    expect(knockouts({ age: '30' })).toEqual({ 'final-expense': 'Issue ages 50 to 85', guaranteed: 'Issue ages 50 to 85' });
  });

  it('knocks out on a condition inside its look-back, not outside it', () => {
    expect(byId({ medicalConditions: 'heart attack 4 years ago' }).has('term')).toBe(false);
    expect(knockouts({ medicalConditions: 'heart attack 4 years ago' }).term).toBe('Declined: Heart attack (4 years ago; declines within the last 5 years)');
    expect(byId({ medicalConditions: 'heart attack 6 years ago' }).has('term')).toBe(true);
  });

  it('treats a condition with no date as recent', () => {
    expect(byId({ medicalConditions: 'heart attack' }).has('term')).toBe(false);
  });

  it('knocks out on a rule for any group ("decline:any>=4")', () => {
    expect(byId({ medicalConditions: 'CHF 2001' }).has('term')).toBe(false);
  });

  it('knocks out when the build is outside every tier the product offers', () => {
    // 5'10": the fully underwritten chart stops at BMI 38 (264 lb); final expense at its modified limit.
    const termLimit = heaviest(fullyUnderwrittenAt70.level);
    expect(termLimit).toBe(264);
    const feLimit = heaviest(finalExpenseAt70.modified);
    expect(byId({ weight: `${termLimit}` }).has('term')).toBe(true);
    expect(byId({ weight: `${termLimit + 1}` }).has('term')).toBe(false);
    expect(knockouts({ weight: `${termLimit + 1}` }).term).toBe(`Build: ${termLimit + 1} lb at 5'10" is over the chart's ${termLimit} lb`);
    expect(byId({ weight: `${feLimit}` }).has('final-expense')).toBe(true);
    expect(byId({ weight: `${feLimit + 1}` }).has('final-expense')).toBe(false);
    expect(byId({ weight: `${feLimit + 1}` }).has('guaranteed')).toBe(true);
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

  // Just inside each tier's limit at 5'10", and the first pound past the previous tier's.
  const tierWeights = () =>
    [
      [heaviest(finalExpenseAt70.level), 'level'],
      [heaviest(finalExpenseAt70.level) + 1, 'graded'],
      [heaviest(finalExpenseAt70.graded), 'graded'],
      [heaviest(finalExpenseAt70.graded) + 1, 'modified'],
      [heaviest(finalExpenseAt70.modified), 'modified'],
    ] as const;
  it.each(tierWeights())('final expense at 5\'10" and %s lb → %s', (weight, tier) => {
    expect(byId({ age: '68', weight: `${weight}` }).get('final-expense')?.tier).toBe(tier);
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
    const tierAt = (weight: string) => offered(profile({ age: '68', weight }), reordered)[0]?.tier;
    expect(tierWeights().map(([weight]) => tierAt(`${weight}`))).toEqual(tierWeights().map(([, tier]) => tier));
  });

  it('takes the worse of the conditions and the build', () => {
    const modifiedBuild = `${heaviest(finalExpenseAt70.graded) + 1}`;
    expect(byId({ age: '68', weight: modifiedBuild, medicalConditions: 'heart attack 30 months ago' }).get('final-expense')?.tier).toBe('modified');
    expect(byId({ age: '68', weight: '170', medicalConditions: 'heart attack 18 months ago' }).get('final-expense')?.tier).toBe('modified');
    expect(byId({ age: '68', weight: `${heaviest(finalExpenseAt70.level) + 1}`, medicalConditions: 'heart attack 18 months ago' }).get('final-expense')?.tier).toBe('modified');
  });

  it('places everyone on a guaranteed-issue product in its own tier, and knocks out dialysis elsewhere', () => {
    const found = byId({ age: '80', medicalConditions: 'dialysis' });
    expect([...found.keys()]).toEqual(['guaranteed']);
    expect(found.get('guaranteed')?.tier).toBe('guaranteed');
  });
});

describe('the score', () => {
  const termScore = (over: Partial<ClientProfile>) => byId({ age: '40', ...over }).get('term')?.matchScore;

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

  it('gives everyday products no weight, and guaranteed issue (no questions) loses nothing for what it cannot ask', () => {
    const plain = byId({ age: '60' });
    const everyday = byId({ age: '60', medications: 'vitamin D 1000 IU\nfish oil\nbaby aspirin 81 mg\nTylenol' });
    for (const id of ['term', 'final-expense', 'guaranteed']) expect(everyday.get(id)?.matchScore).toBe(plain.get(id)?.matchScore);
    const unread = byId({ age: '60', medicalConditions: 'zzqx syndrome', medications: 'qqzzx 100' });
    expect(unread.get('guaranteed')?.matchScore).toBe(plain.get('guaranteed')?.matchScore);
    expect(unread.get('final-expense')?.matchScore).toBe(
      (plain.get('final-expense')?.matchScore ?? 0) - WEIGHTS.unrecognisedCondition - WEIGHTS.unrecognisedMedication,
    );
  });

  it('loses a little for each line it could not read, and names it once, in the profile as read', () => {
    const over = { age: '40', medicalConditions: 'zzqx syndrome\nblorf' };
    const term = byId(over).get('term');
    expect(term?.matchScore).toBe(WEIGHTS.fit.term.base - 2 * WEIGHTS.unrecognisedCondition);
    expect(term?.reasons).toContain(`2 lines not understood (see how the profile was read) (−${2 * WEIGHTS.unrecognisedCondition})`);
    const { reading } = assessProfile(profile(over), { catalog, now: NOW });
    expect(reading.unrecognised.map((u) => u.written)).toEqual(['zzqx syndrome', 'blorf']);
  });

  it('loses points for a build near the limit', () => {
    expect(heaviest(fullyUnderwrittenAt70.level)).toBe(264);
    expect(termScore({ weight: '262' })).toBe(WEIGHTS.fit.term.base - WEIGHTS.buildVeryNear.points - WEIGHTS.rateClass.standard);
  });

  it('loses the tier weight on a lower tier', () => {
    const fe = byId({ age: '68', medicalConditions: 'heart attack 30 months ago' }).get('final-expense');
    expect(fe?.matchScore).toBe(WEIGHTS.fit['final-expense'].base - WEIGHTS.tier.graded - WEIGHTS.condition[3] - WEIGHTS.rateClass.standard);
    expect(fe?.reasons).toContain(`Heart attack rated for a graded benefit (−${WEIGHTS.condition[3]})`);
    expect(fe?.reasons).toContain(`Graded benefit: heart attack (2.5 years ago) (−${WEIGHTS.tier.graded})`);
  });

  const tiedCatalog = (products: ProductRow[]) =>
    loadCatalog({ carriers: [{ id: 'sbli', name: 'SBLI' }], conditions: conditionRows, medications: medicationRows, products });

  it('breaks equal scores by the id last: names do not order', () => {
    const tied = tiedCatalog([row({ id: 'c-first-by-id', name: 'Alpha Term' }), row({ id: 'b-id', name: 'Zeta Term' }), row({ id: 'a-id', name: 'Zeta Term' })]);
    expect(offered(profile({ age: '40' }), tied).map((r) => r.id)).toEqual(['a-id', 'b-id', 'c-first-by-id']);
  });

  it('breaks equal scores by the longer term open at the age, then the wider coverage, before the id', () => {
    const tied = tiedCatalog([
      row({ id: 'a-narrow-20', coverage: '100000-500000' }),
      row({ id: 'b-wide-20', coverage: '100000-2000000' }),
      row({ id: 'c-narrow-30', termLengths: '20:65;30:50', coverage: '100000-500000' }),
    ]);
    const ranked = offered(profile({ age: '40' }), tied);
    expect(new Set(ranked.map((r) => r.matchScore)).size).toBe(1);
    expect(ranked.map((r) => r.id)).toEqual(['c-narrow-30', 'b-wide-20', 'a-narrow-20']);
  });

  it('breaks equal scores by the better benefit tier', () => {
    // At 81 with a heart attack 2 years ago: final expense graded 96 − 4 − 12 − 5 = 75; whole life level 92 − 8 − 4 − 5 = 75.
    const tied = tiedCatalog([
      row({ id: 'a-final-expense-graded', kind: 'final-expense', issueAges: '50-85', termLengths: '', rateClasses: 'standard;standard-tobacco', tiers: 'level;graded;modified', buildChart: 'final-expense', rules: 'graded:cardiac>=3:3y' }),
      row({ id: 'b-whole-life-level', kind: 'whole-life', issueAges: '18-85', termLengths: '' }),
    ]);
    const ranked = offered(profile({ age: '81', medicalConditions: 'heart attack 2 years ago' }), tied);
    expect(ranked.map((r) => [r.id, r.matchScore, r.tier])).toEqual([
      ['b-whole-life-level', 75, 'level'],
      ['a-final-expense-graded', 75, 'graded'],
    ]);
  });

  it('breaks equal scores and tiers by the better rate class', () => {
    // At 40: term offering only standard 100 − 5 = 95; simplified term at preferred plus 95 − 0 = 95.
    const tied = tiedCatalog([
      row({ id: 'a-term-standard', rateClasses: 'standard;standard-tobacco' }),
      row({ id: 'b-simplified-preferred-plus', kind: 'simplified-term', buildChart: 'simplified' }),
    ]);
    expect(offered(profile({ age: '40' }), tied).map((r) => [r.id, r.matchScore, r.rateClass])).toEqual([
      ['b-simplified-preferred-plus', 95, 'preferred-plus'],
      ['a-term-standard', 95, 'standard'],
    ]);
  });

  it('gives the same list every time, best score first', () => {
    const a = results({ age: '60' });
    expect(results({ age: '60' })).toEqual(a);
    for (let i = 1; i < a.length; i++) expect((a[i - 1]?.matchScore ?? 0) >= (a[i]?.matchScore ?? 0)).toBe(true);
  });
});
