/** Properties of the engine for any profile (fast-check), on the embedded catalog. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultCatalog } from '../../../src/features/search/engine/catalog';
import { evaluateCatalog, matchProducts, ruleApplies } from '../../../src/features/search/engine/match';
import { bodyMassIndex } from '../../../src/features/search/engine/parse/measurements';
import type { HealthProfile } from '../../../src/features/search/schema';

const NOW = new Date('2026-11-22T12:00:00Z');
const catalog = defaultCatalog();
const conditionPhrases = catalog.conditions.flatMap((c) => [c.name, ...c.aliases, ...c.abbreviations]);
const medicationNames = catalog.medications.flatMap((m) => m.names);

const datePart = fc.constantFrom('', ' 2019', ' 18 months ago', ' since 2024', ' March 2025', ' 10 years ago', ' 2026');
const severityPart = fc.constantFrom('', 'mild ', 'severe ', 'controlled ', 'uncontrolled ');
const conditionLine = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(severityPart, fc.constantFrom(...conditionPhrases), datePart).map(([s, c, d]) => `${s}${c}${d}`) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
);
const medicationLine = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...medicationNames), fc.constantFrom('', ' 10 mg', ' 500mg twice daily')).map(([m, d]) => `${m}${d}`) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
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

const profileArb: fc.Arbitrary<HealthProfile> = fc.record({
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
const run = (p: HealthProfile) => matchProducts(p, catalog, { now: NOW });
const scores = (p: HealthProfile) => new Map(run(p).map((r) => [r.id, r.matchScore]));

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
  });

  it('returns the best `limit` results of the full ranking, in the same order (the bounded heap)', () => {
    const tierOrder = ['level', 'graded', 'modified', 'guaranteed'];
    fc.assert(
      fc.property(profileArb, fc.integer({ min: 1, max: 60 }), (p, limit) => {
        const all = evaluateCatalog(p, catalog, { now: NOW })
          .evaluations.flatMap(({ evaluation }) => (evaluation.eligible ? [evaluation.result] : []))
          .sort(
            (a, b) =>
              b.matchScore - a.matchScore ||
              tierOrder.indexOf(a.tier) - tierOrder.indexOf(b.tier) ||
              (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
          );
        expect(matchProducts(p, catalog, { now: NOW, limit })).toEqual(all.slice(0, limit));
      }),
      { numRuns: runs(200) },
    );
  });

  it('never returns a knocked-out product: age outside issue ages or a decline rule inside its look-back', () => {
    fc.assert(
      fc.property(profileArb, (p) => {
        const { facts, evaluations } = evaluateCatalog(p, catalog, { now: NOW });
        const returned = new Set(run(p).map((r) => r.id));
        for (const { product, evaluation } of evaluations) {
          expect(returned.has(product.id)).toBe(evaluation.eligible);
          if (!returned.has(product.id)) continue;
          expect(facts.age).toBeGreaterThanOrEqual(product.minIssueAge);
          expect(facts.age).toBeLessThanOrEqual(product.maxIssueAge);
          for (const condition of facts.conditions) {
            const declines = product.rules.filter((rule) => rule.action === 'decline' && ruleApplies(rule, condition));
            expect(declines).toEqual([]);
          }
        }
      }),
      { numRuns: runs(300) },
    );
  });

  it('adding a condition never raises a product\'s score or adds a product', () => {
    fc.assert(
      fc.property(profileArb, conditionLine, (p, line) => {
        const { facts } = evaluateCatalog({ ...p, medicalConditions: line }, catalog, { now: NOW });
        // A listed condition that is one of a medication's alternatives explains it (Eliquis for a
        // blood clot rather than atrial fibrillation): that is new information, not a new condition.
        const alternatives = new Set(
          evaluateCatalog(p, catalog, { now: NOW }).facts.medicationsRead.flatMap(({ medication }) =>
            medication.implies.filter((alts) => alts.length > 1).flat(),
          ),
        );
        fc.pre(!facts.conditions.some((c) => alternatives.has(c.condition.id)));
        const before = scores(p);
        const after = scores({ ...p, medicalConditions: `${p.medicalConditions}\n${line}` });
        for (const [id, score] of after) {
          expect(before.has(id)).toBe(true);
          expect(score).toBeLessThanOrEqual(before.get(id) ?? -1);
        }
      }),
      { numRuns: runs(300) },
    );
  });

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
  });
});
