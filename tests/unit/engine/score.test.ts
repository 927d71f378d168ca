import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { carrierRows } from '../../../src/engine/data/carriers';
import { conditionRows } from '../../../src/engine/data/conditions';
import { medicationRows } from '../../../src/engine/data/medications';
import { assessProfile, defaultCatalog, type Catalog, type ClientProfile } from '../../../src/engine';
import { assessProduct, catalogRules, scoreWithin, type Client, type Verdict } from '../../../src/engine/assess';
import { vocabularyOf } from '../../../src/engine/catalog';
import { readProfile } from '../../../src/engine/parse/profile';
import { PRICING } from '../../../src/engine/pricing';
import { clientRateClass } from '../../../src/engine/rateClass';
import { loadCatalog, type ProductRow } from '../../../src/engine/sheets';
import { conditionGroups, tiers } from '../../../src/engine/types';
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

  it('holds a product with a build chart when height or weight cannot be read, and says which', () => {
    // A weight of 400 lb at any height a chart holds would decline or grade it: a level offer on a build not read could be the worst answer.
    expect(byId({ height: 'tall', weight: '400' }).get('term')).toBeUndefined();
    const held = knockouts({ height: 'tall', weight: '400' }).term;
    expect(held).toBe('Held until the height is written so the engine can read it ("tall" was not): the build chart could not be checked');
    expect(knockouts({ weight: 'heavy' })['final-expense']).toMatch(/^Held until the weight is written so the engine can read it \("heavy" was not\)/);
    // Guaranteed issue has no build chart: it stays open.
    expect(byId({ height: 'tall', weight: '400' }).get('guaranteed')).toBeDefined();
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
    // Words of everyday English not read cost points on underwritten offers, none on guaranteed issue.
    const unread = byId({ age: '60', medicalConditions: 'likes the garden' });
    expect(unread.get('guaranteed')?.matchScore).toBe(plain.get('guaranteed')?.matchScore);
    expect(unread.get('final-expense')?.matchScore).toBe((plain.get('final-expense')?.matchScore ?? 0) - WEIGHTS.unrecognisedCondition);
    // A medications line not read stands for drugs not named, whatever its words: it holds them.
    const drugsNotNamed = byId({ age: '60', medications: 'reads books often' });
    expect(drugsNotNamed.get('guaranteed')?.matchScore).toBe(plain.get('guaranteed')?.matchScore);
    expect(drugsNotNamed.get('final-expense')).toBeUndefined();
    // Words that could be a condition, a drug or tobacco hold every underwritten product; guaranteed issue loses nothing.
    const held = byId({ age: '60', medicalConditions: 'zzqx syndrome', medications: 'qqzzx 100' });
    expect(held.get('guaranteed')?.matchScore).toBe(plain.get('guaranteed')?.matchScore);
    expect(held.get('final-expense')).toBeUndefined();
  });

  it('loses a little for each line it could not read, and names it once, in the profile as read', () => {
    const over = { age: '40', medicalConditions: 'likes the garden\nreads books often' };
    const term = byId(over).get('term');
    expect(term?.matchScore).toBe(WEIGHTS.fit.term.base - 2 * WEIGHTS.unrecognisedCondition);
    expect(term?.reasons).toContain(`2 lines not understood (see how the profile was read) (−${2 * WEIGHTS.unrecognisedCondition})`);
    const { reading } = assessProfile(profile(over), { catalog, now: NOW });
    expect(reading.unrecognised.map((u) => u.written)).toEqual(['likes the garden', 'reads books often']);
    expect(reading.questions).toEqual([]);
  });

  it('loses points for a build near the limit, more the less room is left', () => {
    expect(heaviest(fullyUnderwrittenAt70.level)).toBe(264);
    const room = 1 - 2 / 264 / WEIGHTS.build.room;
    const points = WEIGHTS.build.points * room * room;
    expect(termScore({ weight: '262' })).toBe(Math.round(WEIGHTS.fit.term.base - points - WEIGHTS.rateClass.standard));
    expect(byId({ age: '40', weight: '262' }).get('term')?.reasons).toContain(`Weight 262 lb is 2 lb under the level limit of 264 lb for 5'10" (−${Math.round(points * 10) / 10})`);
    expect(byId({ age: '40', weight: '264' }).get('term')?.reasons).toContain(`Weight 264 lb is at the level limit of 264 lb for 5'10" (−${WEIGHTS.build.points})`);
  });

  it('counts a lower tier\'s points within its band, and says the band', () => {
    const fe = byId({ age: '68', medicalConditions: 'heart attack 30 months ago' }).get('final-expense');
    // Half a year past the 2-year look-back for a modified benefit: a less certain graded placement.
    const lookback = WEIGHTS.lookback.points * (1 - 0.5 / WEIGHTS.lookback.years);
    const points = 100 - WEIGHTS.fit['final-expense'].base + WEIGHTS.condition[3] + WEIGHTS.rateClass.standard + lookback;
    expect(fe?.matchScore).toBe(Math.round(scoreWithin('graded', points)));
    expect(fe?.reasons).toContain(`Heart attack rated for a graded benefit (−${WEIGHTS.condition[3]})`);
    expect(fe?.reasons).toContain('Graded benefit: heart attack (2.5 years ago); scores 41 to 60, below every level offer');
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

  it('ranks a level offer above a graded one however much better the graded one fits', () => {
    // At 81 with a heart attack 2 years ago: final expense graded lost 4 (its kind's fit) + 4 + 5 points,
    // whole life level 8 (its kind) + 8 (the age) + 4 + 5: the graded offer fits better, the level one ranks first.
    const tiers = tiedCatalog([
      row({ id: 'a-final-expense-graded', kind: 'final-expense', issueAges: '50-85', termLengths: '', rateClasses: 'standard;standard-tobacco', tiers: 'level;graded;modified', buildChart: 'final-expense', rules: 'graded:cardiac>=3:3y' }),
      row({ id: 'b-whole-life-level', kind: 'whole-life', issueAges: '18-85', termLengths: '' }),
    ]);
    const ranked = offered(profile({ age: '81', medicalConditions: 'heart attack 2 years ago' }), tiers);
    expect(ranked.map((r) => [r.id, r.matchScore, r.tier])).toEqual([
      ['b-whole-life-level', 100 - (8 + 8 + 4 + 5), 'level'],
      ['a-final-expense-graded', Math.round(scoreWithin('graded', 4 + 4 + 5)), 'graded'],
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

describe('the fit among offers of one tier and rate class', () => {
  /** Each product's verdict before rounding, decided the way a search decides it, with the amount asked if any. */
  const verdicts = (p: ClientProfile, from: Catalog = catalog, coverageAmount?: number, explain = false): Map<string, Verdict> => {
    const facts = readProfile(p, vocabularyOf(from), NOW);
    const client: Client = {
      facts,
      rateClass: clientRateClass(facts),
      groups: facts.conditions.map((c) => conditionGroups.indexOf(c.condition.group)),
      notes: [],
      postponed: null,
      unreadPoints: 0,
      unreadText: '',
      ...(coverageAmount === undefined ? {} : { coverageAmount }),
    };
    const rules = catalogRules(from);
    return new Map(from.products.map((product, at) => [product.id, assessProduct(product, rules, client, explain, at)]));
  };
  const scoreOf = (v: Verdict | undefined) => (v?.offered ? v.score : -Infinity);
  const reasonsOf = (v: Verdict | undefined) => (v?.offered ? v.reasons : []);
  /** A worse fact: nothing offered that was not, and no score before rounding higher than it was. */
  const noBetter = (worse: Map<string, Verdict>, better: Map<string, Verdict>) => {
    for (const [id, v] of worse) {
      if (!v.offered) continue;
      expect(better.get(id)?.offered, id).toBe(true);
      expect(v.score, id).toBeLessThanOrEqual(scoreOf(better.get(id)));
    }
  };
  const withCarriers = (products: ProductRow[]) => loadCatalog({ carriers: carrierRows, conditions: conditionRows, medications: medicationRows, products });
  const catalogCarriers = carrierRows.map((c) => c.id).filter((id) => Object.hasOwn(PRICING.carrierRateLevel, id));
  const pricePoints = (carrierId: string) => {
    const cheapest = Math.min(...Object.values(PRICING.carrierRateLevel));
    return Math.min(WEIGHTS.carrierPrice.most, ((PRICING.carrierRateLevel[carrierId] ?? cheapest) / cheapest - 1) * 100 * WEIGHTS.carrierPrice.perPercent);
  };

  it('keeps each tier in a band of its own, so a worse fact that lowers the tier cannot raise a score, whatever room it leaves', () => {
    const ordered = tiers.map((t) => WEIGHTS.bands[t]);
    for (let i = 1; i < ordered.length; i++) {
      const [better, worse] = [ordered[i - 1]!, ordered[i]!];
      // The better band's lowest score still rounds above the worse band's top.
      expect(Math.round(better.floor + 1e-9)).toBeGreaterThan(worse.top);
      // The build and look-back points a lower tier can give back are less than a band's width.
      expect(WEIGHTS.build.points + WEIGHTS.lookback.points).toBeLessThan(better.top - worse.top);
    }
    fc.assert(
      fc.property(fc.constantFrom(...tiers), fc.double({ min: 0, max: 500, noNaN: true }), fc.double({ min: 0, max: 50, noNaN: true }), (tier, points, more) => {
        const { top, floor } = WEIGHTS.bands[tier];
        const [score, lower] = [scoreWithin(tier, points), scoreWithin(tier, points + more)];
        expect(score).toBeLessThanOrEqual(top);
        expect(score).toBeGreaterThanOrEqual(floor);
        // Falling in the points, never by more than one per point (what an open question's points rely on).
        expect(lower).toBeLessThanOrEqual(score);
        expect(score - lower).toBeLessThanOrEqual(more + 1e-9);
      }),
    );
  });

  /**
   * Varied profiles on the embedded catalog. Measured on these profiles, before → after: the largest
   * group of level offers of one kind and rate class at one shown score, in distinct carriers, was
   * 5 to 8 per profile and is now at most 4; among all level offers whatever their kind (products of
   * different kinds meeting at one score by their kinds' fit), 5 to 8 carriers, now at most 7.
   */
  const varied: [string, Partial<ClientProfile>][] = [
    ['healthy 30', { age: '30', weight: '165' }],
    ['healthy 45', { age: '45', weight: '180' }],
    ['healthy 66', { age: '66', weight: '180' }],
    ['healthy 78', { age: '78', gender: 'female', height: `5'4"`, weight: '140' }],
    ['knee replacement rehab 66', { age: '66', height: "5'10''", weight: '180', medicalConditions: 'rehab for knee replacement 2023' }],
    ['diabetic 55', { age: '55', weight: '180', medicalConditions: 'type 2 diabetes', medications: 'metformin 500mg' }],
    ['heart attack 3 years ago, 62', { age: '62', weight: '180', medicalConditions: 'heart attack 3 years ago' }],
    ['smoker 40', { age: '40', weight: '180', smoker: true }],
    ['COPD 60', { age: '60', weight: '180', medicalConditions: 'COPD' }],
    ['BMI 35, 50', { age: '50', weight: '245' }],
    ['stroke 2020, 68', { age: '68', gender: 'female', height: `5'5"`, weight: '150', medicalConditions: 'stroke 2020' }],
  ];
  it.each(varied)('rarely ties level offers at one shown score: %s', (_, over) => {
    const sample = defaultCatalog();
    const carrierOf = new Map(sample.products.map((p) => [p.id, p]));
    const level = assessProfile(profile(over), { catalog: sample, now: NOW }).offered.filter((o) => o.tier === 'level');
    const largest = (keyOf: (o: (typeof level)[number]) => string) => {
      const groups = new Map<string, Set<string>>();
      for (const o of level) {
        const key = keyOf(o);
        groups.set(key, (groups.get(key) ?? new Set()).add(carrierOf.get(o.id)?.carrierId ?? ''));
      }
      return Math.max(0, ...[...groups.values()].map((g) => g.size));
    };
    expect(largest((o) => `${o.matchScore} ${o.kind} ${o.rateClass}`)).toBeLessThanOrEqual(4);
    expect(largest((o) => `${o.matchScore}`)).toBeLessThanOrEqual(7);
  });

  it('ranks equal shown scores by the score before rounding, whatever the term or coverage, and the reasons say why', () => {
    // American General's rates are 2 % above the cheapest carrier's, Mutual of Omaha's 3 %: both show 99.
    const tied = withCarriers([
      row({ id: 'a-mutual-of-omaha-wide-30', carrierId: 'mutual-of-omaha', termLengths: '20:65;30:50', coverage: '100000-2000000' }),
      row({ id: 'b-american-general-narrow-20', carrierId: 'american-general-corebridge', coverage: '100000-500000' }),
    ]);
    const ranked = offered(profile({ age: '40' }), tied);
    expect(ranked.map((r) => [r.id, r.matchScore])).toEqual([
      ['b-american-general-narrow-20', 99],
      ['a-mutual-of-omaha-wide-30', 99],
    ]);
    expect(ranked[0]?.reasons).toContain('American General/Corebridge prices about 2 % above the lowest-priced carrier (−0.5)');
    expect(ranked[1]?.reasons).toContain('Mutual of Omaha prices about 3 % above the lowest-priced carrier (−0.8)');
  });

  it('counts the room below the weight limit continuously, and a heavier build never scores higher (fast-check)', () => {
    const lines = fc.constantFrom('', 'heart attack 30 months ago', 'heart attack 18 months ago', 'type 2 diabetes');
    fc.assert(
      fc.property(fc.integer({ min: 58, max: 80 }), fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 150 }), fc.integer({ min: 50, max: 65 }), lines, (inches, extra, more, age, line) => {
        const light = Math.ceil((18.5 * inches * inches) / 703) + extra;
        const at = (pounds: number) => verdicts(profile({ age: `${age}`, height: `${inches} in`, weight: `${pounds}`, medicalConditions: line }));
        noBetter(at(light + more), at(light));
      }),
      { numRuns: 200 },
    );
    // Every pound closer to the level limit costs a little more.
    const term = (pounds: number) => scoreOf(verdicts(profile({ age: '40', weight: `${pounds}` })).get('term'));
    const near = [230, 240, 250, 260, 264].map(term);
    for (let i = 1; i < near.length; i++) expect(near[i]).toBeLessThan(near[i - 1] ?? 0);
    expect(reasonsOf(verdicts(profile({ age: '40', weight: '230' }), catalog, undefined, true).get('term'))).toContainEqual(expect.stringMatching(/^Weight 230 lb is 34 lb under the level limit of 264 lb for 5'10" \(−\d\.\d\)$/));
  });

  it('counts how far past a look-back a dated event is: more recent never scores higher, a shorter look-back more margin (fast-check)', () => {
    const sample = defaultCatalog();
    const events = ['heart attack', 'stroke', 'breast cancer', 'stent', 'TIA', 'bypass surgery', 'colon cancer', 'DVT', 'DUI'];
    fc.assert(
      fc.property(fc.constantFrom(...events), fc.integer({ min: 1, max: 180 }), fc.integer({ min: 1, max: 180 }), fc.integer({ min: 30, max: 80 }), fc.integer({ min: 130, max: 340 }), (event, a, b, age, weight) => {
        fc.pre(a !== b);
        const at = (months: number) => verdicts(profile({ age: `${age}`, weight: `${weight}`, medicalConditions: `${event} ${months} months ago` }), sample);
        noBetter(at(Math.min(a, b)), at(Math.max(a, b)));
      }),
      { numRuns: 150 },
    );
    const lookbacks = withCarriers([row({ id: 'five', rules: 'decline:cardiac>=3:5y' }), row({ id: 'three', rules: 'decline:cardiac>=3:3y' })]);
    const found = verdicts(profile({ age: '40', medicalConditions: 'heart attack 6 years ago' }), lookbacks, undefined, true);
    const points = WEIGHTS.lookback.points * (1 - 1 / WEIGHTS.lookback.years);
    expect(reasonsOf(found.get('five'))).toContain(`Heart attack (6 years ago) is 1 year past the 5-year look-back for a decline (−${Math.round(points * 10) / 10})`);
    expect(scoreOf(found.get('three'))).toBeGreaterThan(scoreOf(found.get('five')));
    // A graded offer is less certain just past the look-back for a modified benefit; far past every edge, nothing.
    expect(reasonsOf(verdicts(profile({ age: '68', medicalConditions: 'heart attack 30 months ago' }), catalog, undefined, true).get('final-expense'))).toContain(
      `Heart attack (2.5 years ago) is 0.5 years past the 2-year look-back for a modified benefit (−${Math.round(WEIGHTS.lookback.points * 0.9 * 10) / 10})`,
    );
    expect(reasonsOf(verdicts(profile({ age: '40', medicalConditions: 'heart attack 11 years ago' }), lookbacks, undefined, true).get('five')).join('\n')).not.toMatch(/look-back/);
  });

  it('counts a coverage amount outside the range, more the further out (fast-check)', () => {
    const sample = defaultCatalog();
    const outside = (amount: number, product: { minCoverage: number; maxCoverage: number }) =>
      amount < product.minCoverage ? Math.log2(product.minCoverage / amount) : amount > product.maxCoverage ? Math.log2(amount / product.maxCoverage) : -1;
    fc.assert(
      fc.property(fc.integer({ min: 18, max: 85 }), fc.integer({ min: 1_000, max: 5_000_000 }), fc.integer({ min: 1_000, max: 5_000_000 }), (age, a, b) => {
        const p = profile({ age: `${age}` });
        const [atA, atB] = [verdicts(p, sample, a), verdicts(p, sample, b)];
        const none = verdicts(p, sample);
        for (const product of sample.products) {
          const [va, vb] = [atA.get(product.id), atB.get(product.id)];
          expect(va?.offered).toBe(none.get(product.id)?.offered);
          if (outside(b, product) >= outside(a, product)) expect(scoreOf(vb)).toBeLessThanOrEqual(scoreOf(va));
          if (outside(a, product) < 0) expect(scoreOf(va)).toBe(scoreOf(none.get(product.id)));
        }
      }),
      { numRuns: 100 },
    );
    const asked = (amount: number) => reasonsOf(verdicts(profile({ age: '40' }), catalog, amount, true).get('term'));
    expect(asked(2_000_000)).toContain(`$2,000,000 asked for is over this product's $1,000,000 maximum: quoted at $1,000,000 (−${WEIGHTS.amountOutside.points + WEIGHTS.amountOutside.perDoubling})`);
    expect(asked(50_000)).toContain(`$50,000 asked for is under this product's $100,000 minimum: quoted at $100,000 (−${WEIGHTS.amountOutside.points + WEIGHTS.amountOutside.perDoubling})`);
    expect(asked(250_000).join('\n')).not.toMatch(/asked for/);
  });

  it('counts the longest term open against the term usually needed at the age: fewer terms never score higher (fast-check)', () => {
    const options = ['10:75', '15:70', '20:65', '25:55', '30:50'];
    const subsets = Array.from({ length: 2 ** options.length - 1 }, (_, i) => i + 1);
    const terms = withCarriers(subsets.map((mask) => row({ id: `terms-${mask}`, issueAges: '18-75', termLengths: options.filter((_, i) => mask & (1 << i)).join(';') })));
    fc.assert(
      fc.property(fc.integer({ min: 18, max: 75 }), (age) => {
        const found = verdicts(profile({ age: `${age}` }), terms);
        for (const more of subsets) {
          for (const fewer of subsets) if ((fewer & more) === fewer) expect(scoreOf(found.get(`terms-${fewer}`))).toBeLessThanOrEqual(scoreOf(found.get(`terms-${more}`)));
        }
      }),
      { numRuns: 58 },
    );
    const points = (30 - 20) * WEIGHTS.termNeed.perYear;
    expect(reasonsOf(verdicts(profile({ age: '30' }), catalog, undefined, true).get('term'))).toContain(`Longest term open at age 30 is 20 years, 10 short of the 30 usually needed at this age (−${points})`);
    expect(reasonsOf(verdicts(profile({ age: '45' }), catalog, undefined, true).get('term')).join('\n')).not.toMatch(/Longest term/);
  });

  it('counts the carrier\'s price level: a cheaper carrier for the same product never scores lower (fast-check)', () => {
    const byCarrier = withCarriers(catalogCarriers.map((carrierId) => row({ id: carrierId, carrierId })));
    fc.assert(
      fc.property(fc.integer({ min: 18, max: 65 }), fc.boolean(), fc.integer({ min: 120, max: 260 }), (age, smoker, weight) => {
        const found = verdicts(profile({ age: `${age}`, smoker, weight: `${weight}` }), byCarrier);
        for (const a of catalogCarriers) {
          for (const b of catalogCarriers) {
            const [la, lb] = [PRICING.carrierRateLevel[a] ?? 0, PRICING.carrierRateLevel[b] ?? 0];
            if (la <= lb) expect(scoreOf(found.get(a))).toBeGreaterThanOrEqual(scoreOf(found.get(b)));
          }
        }
      }),
      { numRuns: 50 },
    );
    const foresters = reasonsOf(verdicts(profile({ age: '40' }), byCarrier, undefined, true).get('foresters'));
    expect(foresters).toContain(`Foresters prices about 12 % above the lowest-priced carrier (−${Math.round(pricePoints('foresters') * 10) / 10})`);
    expect(reasonsOf(verdicts(profile({ age: '40' }), byCarrier, undefined, true).get('sbli')).join('\n')).not.toMatch(/prices about/);
  });
});

describe('the order an agent would choose, for any profile (fast-check)', () => {
  const sample = defaultCatalog();
  const phrases = sample.conditions.flatMap((c) => [c.name, ...c.aliases]);
  const drugs = sample.medications.flatMap((m) => m.names);
  const line = fc.tuple(fc.constantFrom('', 'mild ', 'severe '), fc.constantFrom(...phrases), fc.constantFrom('', ' 2019', ' 18 months ago', ' since 2024', ' 30 months ago', ' 10 years ago', ' 2026'));
  const generated: fc.Arbitrary<ClientProfile> = fc.record({
    age: fc.integer({ min: 18, max: 90 }).map(String),
    gender: fc.constantFrom('male', 'female'),
    height: fc.tuple(fc.integer({ min: 4, max: 6 }), fc.integer({ min: 0, max: 11 })).map(([f, i]) => `${f}'${i}"`),
    weight: fc.integer({ min: 100, max: 380 }).map(String),
    smoker: fc.boolean(),
    medications: fc.array(fc.constantFrom(...drugs), { maxLength: 3 }).map((l) => l.join('\n')),
    medicalConditions: fc.array(line.map(([s, c, d]) => `${s}${c}${d}`), { maxLength: 3 }).map((l) => l.join('\n')),
    familyHistory: fc.constantFrom('', 'Father heart attack at 52', 'mother breast cancer age 45'),
  });
  /** Level 0, graded and modified 1 (a part of the benefit, or premiums back, in the first years), guaranteed issue 2. */
  const benefit = (tier: string) => (tier === 'level' ? 0 : tier === 'guaranteed' ? 2 : 1);

  it('ranks and scores every level offer above every graded or modified one, and those above every guaranteed-issue one', () => {
    fc.assert(
      fc.property(generated, (p) => {
        const found = assessProfile(p, { catalog: sample, now: NOW }).offered;
        // An open question's points are lowered by the search after the band (search.ts); see lowerScore.
        for (let i = 1; i < found.length; i++) {
          const [a, b] = [found[i - 1]!, found[i]!];
          expect(benefit(a.tier), `${a.id} (${a.tier}) before ${b.id} (${b.tier})`).toBeLessThanOrEqual(benefit(b.tier));
          if (a.tier !== b.tier) expect(a.matchScore, `${a.id} (${a.tier}) and ${b.id} (${b.tier})`).toBeGreaterThan(b.matchScore);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('keeps the 58-year-old after breast cancer\'s graded offer above every guaranteed-issue one', () => {
    const found = offered(profile({ age: '58', gender: 'female', medicalConditions: 'breast cancer 2 years ago, lumpectomy' }), sample);
    const lastPartial = found.map((o) => benefit(o.tier)).lastIndexOf(1);
    const firstGuaranteed = found.findIndex((o) => o.tier === 'guaranteed');
    expect(lastPartial).toBeGreaterThanOrEqual(0);
    expect(lastPartial).toBeLessThan(firstGuaranteed);
    expect(Math.min(...found.filter((o) => benefit(o.tier) === 1).map((o) => o.matchScore))).toBeGreaterThan(Math.max(...found.filter((o) => o.tier === 'guaranteed').map((o) => o.matchScore)));
  });

  it('says each product\'s own issue ages, never "outside the usual range" for an age it issues', () => {
    const byId = new Map(sample.products.map((product) => [product.id, product]));
    fc.assert(
      fc.property(generated, (p) => {
        for (const o of assessProfile(p, { catalog: sample, now: NOW }).offered) {
          const product = byId.get(o.id)!;
          expect(o.reasons.join('\n')).not.toMatch(/usual range/);
          expect(o.reasons.some((r) => r.startsWith(`Issue ages ${product.minIssueAge} to ${product.maxIssueAge}: ${p.age} is inside them`)), o.id).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('gives no health reason on a guaranteed-issue offer: it asks no health questions', () => {
    fc.assert(
      fc.property(generated, (p) => {
        const names = readProfile(p, vocabularyOf(sample), NOW).conditions.map((c) => c.condition.name.toLowerCase());
        for (const o of assessProfile(p, { catalog: sample, now: NOW }).offered.filter((o) => o.tier === 'guaranteed')) {
          const text = o.reasons.join('\n').toLowerCase();
          for (const name of names) expect(text, `${o.id}: ${name}`).not.toContain(name);
          expect(text).not.toMatch(/\bbmi\b|family history|not understood|counted as recent/);
        }
      }),
      { numRuns: 100 },
    );
    const gi = offered(profile({ age: '70', medicalConditions: "alzheimer's disease" }), sample).filter((o) => o.tier === 'guaranteed');
    expect(gi.length).toBeGreaterThan(0);
    for (const o of gi) expect(o.reasons).toContain('Rate class Standard: no health questions, one class for every client who does not use tobacco (−5)');
  });
});
