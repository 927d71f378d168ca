/** Properties of the engine for any profile (fast-check), on the embedded catalog. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assessProfile, type ClientProfile } from '../../../src/engine';
import { defaultCatalog, vocabularyOf } from '../../../src/engine/catalog';
import { catalogRules, ruleApplies, tierRank } from '../../../src/engine/assess';
import { askQuestions } from '../../../src/engine/questions';
import { holdsOffers } from '../../../src/engine/heldWords';
import { readProfile } from '../../../src/engine/parse/profile';
import { bodyMassIndex } from '../../../src/engine/parse/measurements';
import { askedKinds, isKindAsked, type AskedKind, type Tier } from '../../../src/engine/types';
import { buildBands } from '../../../src/engine/buildCharts';

const NOW = new Date('2026-11-22T12:00:00Z');
const catalog = defaultCatalog();
const conditionPhrases = catalog.conditions.flatMap((c) => [c.name, ...c.aliases, ...c.abbreviations]);
const medicationNames = catalog.medications.flatMap((m) => m.names);

const datePart = fc.constantFrom('', ' 2019', ' 18 months ago', ' since 2024', ' March 2025', ' 10 years ago', ' 2026');
const severityPart = fc.constantFrom('', 'mild ', 'severe ', 'controlled ', 'uncontrolled ');
/** A line of words nobody knows, long enough to use up the profile's typo lookups. */
const unknownWords = fc.array(fc.stringMatching(/^[a-z]{5,9}$/), { minLength: 8, maxLength: 30 }).map((words) => words.join(' '));
const conditionLine = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(severityPart, fc.constantFrom(...conditionPhrases), datePart).map(([s, c, d]) => `${s}${c}${d}`) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...conditionPhrases), unknownWords).map(([c, words]) => `${c} ${words}`) },
);
/** A name with its third letter dropped: a typo the reader should still catch. */
const misspelt = (name: string) => (name.length >= 6 ? `${name.slice(0, 2)}${name.slice(3)}` : name);
const medicationLine = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(fc.constantFrom(...medicationNames), fc.constantFrom('', ' 10 mg', ' 500mg twice daily')).map(([m, d]) => `${m}${d}`) },
  { weight: 1, arbitrary: fc.constantFrom(...medicationNames).map(misspelt) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
);
const heightText = fc.oneof(
  fc.tuple(fc.integer({ min: 4, max: 6 }), fc.integer({ min: 0, max: 11 })).map(([f, i]) => `${f}'${i}"`),
  fc.integer({ min: 140, max: 210 }).map((cm) => `${cm} cm`),
  fc.string({ maxLength: 8 }),
);
const weightText = fc.oneof(fc.integer({ min: 90, max: 420 }).map(String), fc.integer({ min: 40, max: 190 }).map((kg) => `${kg} kg`), fc.string({ maxLength: 8 }));
const familyText = fc.oneof(
  fc.constantFrom('', 'none', 'Father heart attack at 52', 'mother breast cancer age 45\nbrother diabetes', 'grandfather stroke'),
  fc.string({ maxLength: 60 }),
);

const profileArb: fc.Arbitrary<ClientProfile> = fc.record({
  age: fc.oneof(fc.integer({ min: 1, max: 119 }).map(String), fc.double({ min: 0.5, max: 119.5, noNaN: true }).map((n) => n.toFixed(1))),
  gender: fc.constantFrom('male', 'female', 'other'),
  height: heightText,
  weight: weightText,
  smoker: fc.boolean(),
  medications: fc.array(medicationLine, { maxLength: 4 }).map((l) => l.join('\n')),
  medicalConditions: fc.array(conditionLine, { maxLength: 5 }).map((l) => l.join('\n')),
  familyHistory: familyText,
});

/** PROPERTY_RUNS=20000 for a long search by hand; the suite's defaults keep it quick. */
const runs = (n: number) => Number(process.env.PROPERTY_RUNS ?? n);
/** Long enough for a PROPERTY_RUNS search by hand. */
const TIMEOUT = 600_000;
const assess = (p: ClientProfile, limit?: number) => assessProfile(p, { catalog, now: NOW, ...(limit === undefined ? {} : { limit }) });
const run = (p: ClientProfile) => assess(p).offered;
const scores = (p: ClientProfile) => new Map(run(p).map((r) => [r.id, r.matchScore]));
/** The profile as the engine reads it (the facts every product is decided on). */
const factsOf = (p: ClientProfile) => readProfile(p, vocabularyOf(catalog), NOW);
/** The facts the products are decided on: as read, then as an underwriter reads the open questions in doubt. */
const decidedFacts = (p: ClientProfile) =>
  askQuestions(factsOf(p), catalogRules(catalog), vocabularyOf(catalog).conditionById, NOW, p.answers, (word) => holdsOffers(word, catalog)).facts;

describe('the engine, for any profile', () => {
  it('does not throw; scores are integers 0–100; the list is sorted; the same input gives the same output', () => {
    fc.assert(
      fc.property(profileArb, (p) => {
        const results = run(p);
        for (const r of results) {
          expect(Number.isInteger(r.matchScore)).toBe(true);
          expect(r.matchScore).toBeGreaterThanOrEqual(0);
          expect(r.matchScore).toBeLessThanOrEqual(100);
          expect(r.reasons.length).toBeGreaterThan(0);
        }
        for (let i = 1; i < results.length; i++) {
          expect(results[i - 1]?.matchScore ?? 0).toBeGreaterThanOrEqual(results[i]?.matchScore ?? 0);
        }
        expect(run(p)).toEqual(results);
      }),
      { numRuns: runs(300) },
    );
  }, TIMEOUT);

  it('returns the first `limit` offers of the full ranking, in the same order, and the same declines', () => {
    fc.assert(
      fc.property(profileArb, fc.integer({ min: 1, max: 60 }), (p, limit) => {
        const all = assess(p);
        const limited = assess(p, limit);
        expect(limited.offered).toEqual(all.offered.slice(0, limit));
        expect(limited.declined).toEqual(all.declined);
      }),
      {
        numRuns: runs(200),
        examples: [
          // An open question (what methotrexate is for) lowers a final expense offer below the guaranteed-issue ones.
          [{ age: '50', gender: 'male', height: '140 cm', weight: '40 kg', smoker: false, medications: 'Rasuvo', medicalConditions: 'Coronary artery disease\nuncontrolled patent foramen ovale', familyHistory: '' }, 1],
        ],
      },
    );
  }, TIMEOUT);

  it('never offers what its own card rules out: issue ages, the term\'s issue age, the build of the tier offered', () => {
    const byId = new Map(catalog.products.map((product) => [product.id, product]));
    // Any height and weight a person can have: the chart's rows are 4'8" to 7'0", the card's rule is the BMI.
    const build = fc.oneof(
      fc.tuple(fc.integer({ min: 48, max: 90 }), fc.integer({ min: 70, max: 600 })).map(([inches, pounds]) => ({ height: `${Math.floor(inches / 12)}'${inches % 12}"`, weight: String(pounds) })),
      fc.tuple(heightText, weightText).map(([height, weight]) => ({ height, weight })),
    );
    const ask = fc.oneof(fc.constant({}), fc.record({ coverageAmount: fc.constantFrom(10_000, 25_000, 250_000), termYears: fc.constantFrom(10, 20, 30) }));
    // The chart rounds a height to the inch and a weight limit to the pound: within 1 BMI of the card's band.
    const ROUNDING = 1;
    fc.assert(
      fc.property(profileArb, build, ask, (p, b, asked) => {
        const profile = { ...p, ...b };
        const facts = factsOf(profile);
        for (const offer of assessProfile(profile, { catalog, now: NOW, ...asked }).offered) {
          const product = byId.get(offer.id)!;
          expect(facts.age, `${offer.name}: issue ages`).toBeGreaterThanOrEqual(product.minIssueAge);
          expect(facts.age, `${offer.name}: issue ages`).toBeLessThanOrEqual(product.maxIssueAge);
          const term = offer.quote?.termYears;
          if (term !== null && term !== undefined) {
            const option = product.termOptions.find((t) => t.years === term);
            expect(option, `${offer.name}: a ${term}-year term`).toBeDefined();
            expect(facts.age, `${offer.name}: issue age of the ${term}-year term`).toBeLessThanOrEqual(option!.maxIssueAge);
          }
          const band = buildBands[product.buildChart][offer.tier];
          if (band && facts.bmi !== null) {
            expect(facts.bmi, `${offer.name}: ${offer.tier} BMI ${band[0]} to ${band[1]}`).toBeGreaterThanOrEqual(band[0] - ROUNDING);
            expect(facts.bmi, `${offer.name}: ${offer.tier} BMI ${band[0]} to ${band[1]}`).toBeLessThanOrEqual(band[1] + ROUNDING);
          }
        }
      }),
      {
        numRuns: runs(300),
        // 4'7", 230 lb (BMI 53.5): shorter than the chart's first row.
        examples: [[{ age: '68', gender: 'female', height: '', weight: '', smoker: false, medications: '', medicalConditions: '', familyHistory: '' }, { height: `4'7"`, weight: '230' }, {}]],
      },
    );
  }, TIMEOUT);

  it('decides every product exactly once: offered and declined together are the catalog, none in both', () => {
    fc.assert(
      fc.property(profileArb, (p) => {
        const { offered, declined } = assess(p);
        const offeredIds = offered.map((o) => o.id);
        const declinedIds = declined.map((d) => d.id);
        expect(new Set(offeredIds).size).toBe(offeredIds.length);
        expect(new Set(declinedIds).size).toBe(declinedIds.length);
        expect(offeredIds.filter((id) => declinedIds.includes(id))).toEqual([]);
        expect([...offeredIds, ...declinedIds].sort()).toEqual(catalog.products.map((product) => product.id).sort());
        for (const d of declined) expect(d.reason).not.toBe('');
      }),
      { numRuns: runs(300) },
    );
  }, TIMEOUT);

  it('agrees with ruleApplies (the reference): no offer where a decline rule applies, no lower tier than a rule gives, a named reason for each decline', () => {
    const byId = new Map(catalog.products.map((product) => [product.id, product]));
    fc.assert(
      fc.property(profileArb, (p) => {
        const facts = decidedFacts(p);
        const { offered, declined } = assess(p);
        for (const offer of offered) {
          const product = byId.get(offer.id)!;
          expect(facts.age).toBeGreaterThanOrEqual(product.minIssueAge);
          expect(facts.age).toBeLessThanOrEqual(product.maxIssueAge);
          if (product.tiers.includes('guaranteed')) {
            expect(offer.tier).toBe('guaranteed');
            continue;
          }
          let ruleTier: Tier = 'level';
          for (const condition of facts.conditions) {
            const applying = product.rules.filter((rule) => ruleApplies(rule, condition));
            expect(applying.filter((rule) => rule.action === 'decline')).toEqual([]);
            for (const rule of applying) {
              if ((rule.action === 'graded' || rule.action === 'modified') && tierRank(rule.action) > tierRank(ruleTier)) ruleTier = rule.action;
            }
          }
          expect(tierRank(offer.tier)).toBeGreaterThanOrEqual(tierRank(ruleTier));
          // A product with a build chart is never offered on a build not read: it waits for one.
          // (Not written at all, as in the lookup's plain profile, there is no build to check.)
          const buildUnread = (facts.heightInches === null && facts.heightText.trim() !== '') || (facts.weightPounds === null && facts.weightText.trim() !== '');
          if (buildUnread) expect(product.buildChart).toBe('none');
          if (facts.heightInches === null || facts.weightPounds === null || product.buildChart === 'none') expect(offer.tier).toBe(ruleTier);
        }
        for (const decline of declined) {
          const product = byId.get(decline.id)!;
          const outsideAges = facts.age < product.minIssueAge || facts.age > product.maxIssueAge;
          if (outsideAges) {
            expect(decline.reason).toBe(`Issue ages ${product.minIssueAge} to ${product.maxIssueAge}`);
            continue;
          }
          const declining = facts.conditions.filter((condition) => product.rules.some((rule) => rule.action === 'decline' && ruleApplies(rule, condition)));
          if (decline.outcome === 'postponed') {
            // Words not read, results still to come, or a build not read hold a product that would offer; a decline rule still declines.
            const buildUnread = ((facts.heightInches === null && facts.heightText.trim() !== '') || (facts.weightPounds === null && facts.weightText.trim() !== '')) && product.buildChart !== 'none';
            expect(facts.held.length > 0 || facts.context.some((c) => c.kind === 'pending') || buildUnread).toBe(true);
            expect(decline.reason).toMatch(/^(Held until .+ answered: |Postponed until the results are in: |Held until the (?:height|weight) is written so the engine can read it )./);
            expect(declining).toEqual([]);
            continue;
          }
          if (decline.reason.startsWith('Declined: ')) {
            expect(declining.map((c) => c.condition.name)).toContain(/^Declined: (.*) \(/.exec(decline.reason)?.[1]);
          } else {
            // Declined for the build or a tier the product lacks: then no decline rule applied.
            expect(declining).toEqual([]);
            expect(decline.reason).toMatch(/^(Build: |Needs a )/);
          }
        }
      }),
      { numRuns: runs(300) },
    );
  }, TIMEOUT);

  it('adding a condition never raises a product\'s score or adds a product', () => {
    fc.assert(
      fc.property(profileArb, conditionLine, (p, line) => {
        const facts = factsOf({ ...p, medicalConditions: line });
        // A listed condition that is one of a medication's alternatives, or of the same group as one,
        // explains it (Eliquis for a blood clot rather than atrial fibrillation): that is new
        // information, not a new condition, and it settles an open question.
        const alternatives = factsOf(p).medicationsRead.flatMap(({ medication }) => medication.implies.filter((alts) => alts.length > 1).flat());
        const conditionById = vocabularyOf(catalog).conditionById;
        const settles = new Set([...alternatives, ...alternatives.map((id) => conditionById.get(id)?.group ?? '')]);
        fc.pre(!facts.conditions.some((c) => settles.has(c.condition.id) || settles.has(c.condition.group)));
        // A date for an event a drug implies without one (counted as recent until dated: breast cancer
        // beside tamoxifen, a transplant beside tacrolimus) is new information too. Not for a drug whose
        // treatment goes on now (a cancer's targeted therapy): that event stays current, whatever its date.
        const undated = new Set(factsOf(p).conditions.filter((c) => c.origin === 'medication' && c.yearsAgo === null).map((c) => c.condition.id));
        fc.pre(!facts.conditions.some((c) => undated.has(c.condition.id) && c.yearsAgo !== null && c.yearsAgo > 0));
        const before = scores(p);
        const after = scores({ ...p, medicalConditions: `${p.medicalConditions}\n${line}` });
        for (const [id, score] of after) {
          expect(before.has(id)).toBe(true);
          expect(score).toBeLessThanOrEqual(before.get(id) ?? -1);
        }
      }),
      {
        numRuns: runs(300),
        examples: [
          // A milder word on a line a drug confirms ("controlled diabetes" beside metformin) does not
          // make the treated condition milder than the drug alone: Preferred Plus was offered.
          [{ age: '18', gender: 'male', height: `4'0"`, weight: '40 kg', smoker: false, medications: 'meformin', medicalConditions: '', familyHistory: '' }, 'controlled diabetes'],
          [{ age: '52', gender: 'female', height: `5'5"`, weight: '150', smoker: false, medications: 'Lisinopril 10mg', medicalConditions: '', familyHistory: '' }, 'mild high blood pressure'],
          // A date on a line a drug under way confirms ("NSCLC 10 years ago" beside osimertinib) does not make
          // the cancer's treatment ten years old: the drug says it goes on now (a level offer came back).
          [{ age: '18', gender: 'male', height: '140 cm', weight: '40 kg', smoker: false, medications: 'osimertinib', medicalConditions: '', familyHistory: '' }, 'NSCLC 10 years ago'],
          [{ age: '45', gender: 'female', height: `5'6"`, weight: '150', smoker: false, medications: 'disulfiram', medicalConditions: '', familyHistory: '' }, 'alcoholism 8 years ago'],
          // A misspelt insulin is read as insulin-treated diabetes; a condition line of thirty unknown words must
          // not use up the typo lookups the medication needs (it would drop the diabetes and offer 42 more products).
          [
            { age: '50', gender: 'male', height: `5'10"`, weight: '170', smoker: false, medications: 'Lantis 20 units', medicalConditions: '', familyHistory: '' },
            `asthma ${Array.from({ length: 30 }, (_, i) => `qwer${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + ((i * 7) % 26))}`).join(' ')}`,
          ],
        ],
      },
    );
  }, TIMEOUT);

  it('dating an event more recently never raises a product\'s score or adds a product', () => {
    // Just past a look-back is a less certain placement than far past it; inside it, the rule applies.
    const events = catalog.conditions.filter((c) => c.course === 'event').flatMap((c) => [c.name, ...c.aliases]);
    fc.assert(
      fc.property(profileArb, fc.constantFrom(...events), fc.integer({ min: 1, max: 240 }), fc.integer({ min: 1, max: 240 }), (p, event, a, b) => {
        fc.pre(a !== b);
        // Both dates inside the client's life: a date before birth is a slip the engine asks about, read as recent.
        const age = Number.parseFloat(p.age);
        fc.pre(!Number.isFinite(age) || Math.max(a, b) / 12 <= age);
        const at = (months: number) => scores({ ...p, medicalConditions: `${p.medicalConditions}\n${event} ${months} months ago` });
        const older = at(Math.max(a, b));
        for (const [id, score] of at(Math.min(a, b))) {
          expect(older.has(id)).toBe(true);
          expect(score).toBeLessThanOrEqual(older.get(id) ?? -1);
        }
      }),
      { numRuns: runs(300) },
    );
  }, TIMEOUT);

  it('raising the BMI (from a healthy 18.5 up) never raises a product\'s score or adds a product', () => {
    // Half the heavier weights land just under a build-chart limit, where the near-limit points apply.
    const limitBmi = fc.constantFrom(29, 32, 38, 40, 42, 44, 48);
    fc.assert(
      fc.property(
        profileArb,
        fc.integer({ min: 58, max: 80 }),
        fc.integer({ min: 0, max: 250 }),
        fc.oneof(fc.integer({ min: 1, max: 120 }).map((more) => ({ more })), fc.tuple(limitBmi, fc.integer({ min: 0, max: 8 })).map(([bmi, under]) => ({ bmi, under }))),
        (p, inches, extra, step) => {
          const light = Math.ceil((18.5 * inches * inches) / 703) + extra;
          const heavy = 'more' in step ? light + step.more : Math.floor((step.bmi * inches * inches) / 703) - step.under;
          fc.pre(heavy > light);
          expect(bodyMassIndex(inches, light)).toBeGreaterThanOrEqual(18.5);
          const at = (pounds: number) => scores({ ...p, height: `${inches} in`, weight: `${pounds}` });
          const before = at(light);
          for (const [id, score] of at(heavy)) {
            expect(before.has(id)).toBe(true);
            expect(score).toBeLessThanOrEqual(before.get(id) ?? -1);
          }
        },
      ),
      { numRuns: runs(400) },
    );
  }, TIMEOUT);
});

describe('the kind of coverage asked for', () => {
  const kindOf = new Map(catalog.products.map((p) => [p.id, p.kind]));
  const askedArb = fc.constantFrom(...(Object.keys(askedKinds) as AskedKind[]));

  it('narrows the answer to that kind and changes nothing else: the same offers, in the same order, with the same scores', () => {
    fc.assert(
      fc.property(profileArb, askedArb, (p, kind) => {
        const whole = assess(p);
        const narrowed = assessProfile(p, { catalog, now: NOW, kind });
        const ofKind = (id: string) => isKindAsked(kindOf.get(id)!, kind);
        expect(narrowed.offered.map((o) => [o.id, o.matchScore, o.tier])).toEqual(whole.offered.filter((o) => ofKind(o.id)).map((o) => [o.id, o.matchScore, o.tier]));
        expect(narrowed.declined.map((d) => [d.id, d.reason])).toEqual(whole.declined.filter((d) => ofKind(d.id)).map((d) => [d.id, d.reason]));
        const others = catalog.products.filter((product) => !isKindAsked(product.kind, kind)).length;
        expect(narrowed.reading.coverage).toBe(`${askedKinds[kind].label} only: ${others} ${others === 1 ? 'product' : 'products'} of other kinds not searched`);
        expect(whole.reading.coverage).toBeUndefined();
      }),
      { numRuns: runs(150) },
    );
  }, TIMEOUT);

  it('covers every product kind of its group and no other', () => {
    for (const [asked, { kinds }] of Object.entries(askedKinds)) {
      for (const kind of kinds) expect(isKindAsked(kind, asked as AskedKind)).toBe(true);
      const outside = catalog.products.filter((product) => !(kinds as readonly string[]).includes(product.kind));
      for (const product of outside) expect(isKindAsked(product.kind, asked as AskedKind)).toBe(false);
    }
    expect(catalog.products.every((product) => isKindAsked(product.kind, undefined))).toBe(true);
  });
});
