/**
 * Consistency across the catalog: a stricter kind of product is never looser than a more lenient
 * one for the same fact, the build charts nest the same way, and every rule names something real.
 *
 * Strictness, strictest first: fully underwritten (term, whole life, IUL, GUL) ≥ simplified issue
 * (simplified term, return of premium, mortgage protection, simplified whole life) ≥ final expense ≥
 * guaranteed issue.
 */
import { describe, expect, it } from 'vitest';
import { assessProduct, catalogRules, type Client } from '../../../src/engine/assess';
import { buildCharts } from '../../../src/engine/buildCharts';
import { defaultCatalog } from '../../../src/engine/catalog';
import { carrierRows } from '../../../src/engine/data/carriers';
import { conditionRows } from '../../../src/engine/data/conditions';
import { medicationRows } from '../../../src/engine/data/medications';
import { productRows } from '../../../src/engine/data/products';
import type { ClientCondition, ClientFacts } from '../../../src/engine/parse/profile';
import { clientRateClass } from '../../../src/engine/rateClass';
import { loadCatalog, type ProductRow } from '../../../src/engine/sheets';
import { conditionGroups, type Condition, type Product, type ProductKind, type Severity, type Tier } from '../../../src/engine/types';

const catalog = defaultCatalog();
const rules = catalogRules(catalog);

/** Strictest first. */
const strictness: readonly (readonly ProductKind[])[] = [
  ['term', 'whole-life', 'indexed-universal-life', 'guaranteed-universal-life'],
  ['simplified-term', 'return-of-premium-term', 'mortgage-protection', 'simplified-whole-life'],
  ['final-expense'],
  ['guaranteed-issue'],
];
const groupNames = ['fully underwritten', 'simplified issue', 'final expense', 'guaranteed issue'];
const groupOf = (product: Product) => strictness.findIndex((kinds) => kinds.includes(product.kind));

const SEVERITIES: readonly Severity[] = [1, 2, 3, 4];
const YEARS_AGO: readonly (number | null)[] = [0, 0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7, 10, 15, null];

/** A client with one condition and nothing else: no build (height and weight unread), no tobacco, no family history. */
function clientWith(condition: Condition, severity: Severity, yearsAgo: number | null, age: number): Client {
  const one: ClientCondition = {
    condition,
    severity,
    yearsAgo,
    dateText: null,
    source: condition.name,
    origin: 'listed',
    severityWords: [],
  };
  const facts: ClientFacts = {
    age,
    smoker: false,
    severeLung: false,
    tobacco: { current: false, quit: false, quitYearsAgo: null, text: 'No tobacco', lines: new Set() },
    heightInches: null,
    weightPounds: null,
    bmi: null,
    conditions: [one],
    held: [],
    inDenial: [],
    ruledOut: [],
    ambiguities: [],
    medicationsRead: [],
    unrecognised: [],
    family: { entries: [], ignored: [] },
    others: [],
    heightText: '',
    weightText: '',
    context: [],
  };
  return { facts, rateClass: clientRateClass(facts), groups: [conditionGroups.indexOf(condition.group)], notes: [], postponed: null, unreadPoints: 0, unreadText: '' };
}

/** 'decline' or the benefit tier the product gives. */
type Outcome = 'decline' | Tier;

/** An age inside the product's issue ages (60 when it can be: the ages the kinds share most). */
const ageFor = (product: Product) => Math.min(product.maxIssueAge, Math.max(product.minIssueAge, 60));

describe('a stricter kind is never looser than a more lenient one, for any single condition', () => {
  it('holds the classification: every product kind is in exactly one strictness group', () => {
    for (const product of catalog.products) expect([product.id, groupOf(product)]).not.toEqual([product.id, -1]);
    expect(new Set(strictness.flat()).size).toBe(strictness.flat().length);
  });

  it('every condition, grade 1–4, every look-back point: a lenient decline means every stricter product declines; a lenient lower tier means no stricter level', () => {
    // One line per condition and kind of problem, naming the grades and look-back points where it shows and an example pair.
    const problems = new Map<string, { grades: Set<Severity>; when: Set<string>; example: string }>();
    const note = (key: string, severity: Severity, when: string, example: string) => {
      const entry = problems.get(key) ?? { grades: new Set<Severity>(), when: new Set<string>(), example };
      entry.grades.add(severity);
      entry.when.add(when);
      problems.set(key, entry);
    };
    for (const condition of catalog.conditions) {
      for (const severity of SEVERITIES) {
        for (const yearsAgo of YEARS_AGO) {
          const outcomes = catalog.products.map((product) => {
            const verdict = assessProduct(product, rules, clientWith(condition, severity, yearsAgo, ageFor(product)), false);
            const outcome: Outcome = verdict.offered ? verdict.tier : 'decline';
            return { product, group: groupOf(product), outcome };
          });
          const when = yearsAgo === null ? 'no date' : `${yearsAgo}y`;
          for (let lenient = 1; lenient < strictness.length; lenient++) {
            const lenientOnes = outcomes.filter((o) => o.group === lenient);
            const declining = lenientOnes.find((o) => o.outcome === 'decline');
            // Guaranteed issue always gives its own tier: the tier order is only among underwritten products.
            const lowered = lenient === strictness.length - 1 ? undefined : lenientOnes.find((o) => o.outcome !== 'decline' && o.outcome !== 'level');
            for (let strict = 0; strict < lenient; strict++) {
              const strictOnes = outcomes.filter((o) => o.group === strict);
              const offering = strictOnes.find((o) => o.outcome !== 'decline');
              if (declining && offering) {
                note(
                  `${condition.id}: ${groupNames[lenient]} declines, ${groupNames[strict]} offers`,
                  severity,
                  when,
                  `${declining.product.id} declines, ${offering.product.id} ${offering.outcome}`,
                );
              }
              const level = strictOnes.find((o) => o.outcome === 'level');
              if (lowered && level) {
                note(
                  `${condition.id}: ${groupNames[lenient]} lowers the tier, ${groupNames[strict]} gives level`,
                  severity,
                  when,
                  `${lowered.product.id} ${lowered.outcome}, ${level.product.id} level`,
                );
              }
            }
          }
        }
      }
    }
    const lines = [...problems].map(([key, { grades, when, example }]) => `${key} (grades ${[...grades].join(',')}; ${[...when].join(', ')}; e.g. ${example})`);
    expect(lines).toEqual([]);
  });

  it('guaranteed issue never declines inside its issue ages', () => {
    for (const product of catalog.products.filter((p) => p.kind === 'guaranteed-issue')) {
      for (const condition of catalog.conditions) {
        const verdict = assessProduct(product, rules, clientWith(condition, 4, 0, ageFor(product)), false);
        expect([product.id, condition.id, verdict.offered && verdict.tier]).toEqual([product.id, condition.id, 'guaranteed']);
      }
    }
  });
});

describe('build charts nest: final expense ⊇ simplified issue ⊇ fully underwritten', () => {
  const contains = (outer: readonly [number, number] | undefined, inner: readonly [number, number] | undefined) =>
    outer !== undefined && inner !== undefined && outer[0] <= inner[0] && inner[1] <= outer[1];

  it('has a row for the same heights in every chart', () => {
    const heights = (rows: (typeof buildCharts)['final-expense']) => rows.map((row) => row.heightInches);
    expect(heights(buildCharts.simplified)).toEqual(heights(buildCharts['final-expense']));
    expect(heights(buildCharts['fully-underwritten'])).toEqual(heights(buildCharts['final-expense']));
    expect(buildCharts['final-expense'].length).toBeGreaterThan(0);
  });

  it('at every height, the final expense level range holds the simplified one, which holds the fully underwritten one', () => {
    const problems: string[] = [];
    buildCharts['final-expense'].forEach((fe, i) => {
      const si = buildCharts.simplified[i];
      const fu = buildCharts['fully-underwritten'][i];
      if (!contains(fe.tiers.level, si?.tiers.level)) problems.push(`${fe.heightInches} in: final expense ${fe.tiers.level} ⊉ simplified ${si?.tiers.level}`);
      if (!contains(si?.tiers.level, fu?.tiers.level)) problems.push(`${fe.heightInches} in: simplified ${si?.tiers.level} ⊉ fully underwritten ${fu?.tiers.level}`);
    });
    expect(problems).toEqual([]);
  });

  it('at every height, the final expense chart\'s lower tiers widen its level range', () => {
    for (const row of buildCharts['final-expense']) {
      expect(contains(row.tiers.graded, row.tiers.level), `${row.heightInches} in graded ⊇ level`).toBe(true);
      expect(contains(row.tiers.modified, row.tiers.graded), `${row.heightInches} in modified ⊇ graded`).toBe(true);
    }
  });
});

describe('every rule names a condition group, a condition or any', () => {
  it('holds for the embedded catalog', () => {
    const known = new Set<string>([...conditionGroups, 'any', ...catalog.conditions.map((c) => c.id)]);
    const unknown = catalog.products.flatMap((p) => p.rules.filter((r) => !known.has(r.target)).map((r) => `${p.id}: ${r.target}`));
    expect(unknown).toEqual([]);
  });

  it('names a condition by its id in some rules (a specific fact), and the card names it', () => {
    const ids = new Set(catalog.conditions.map((c) => c.id));
    expect(catalog.products.some((p) => p.rules.some((r) => ids.has(r.target)))).toBe(true);
  });

  const sheets = { carriers: carrierRows, products: productRows, conditions: conditionRows, medications: medicationRows };
  const withRules = (index: number, rules: string) => ({
    ...sheets,
    products: productRows.map((row, i) => (i === index ? ({ ...row, rules } as ProductRow) : row)),
  });
  const problemsOf = (load: () => unknown): string[] => {
    try {
      load();
    } catch (error) {
      return String((error as Error).message).split('\n').slice(1);
    }
    return [];
  };

  it.each([
    [0, 'decline:hearts'],
    [4, 'graded:cardiac>=3:2y; decline:no-such-condition:5y'],
  ])('refuses a bad target, naming the sheet, the row, the product and the column (row %i: "%s")', (index, rules) => {
    const row = productRows[index]!;
    const target = /(hearts|no-such-condition)/.exec(rules)![1]!;
    const problems = problemsOf(() => loadCatalog(withRules(index, rules)));
    const line = problems.find((p) => p.includes(`"${target}"`));
    expect(line, problems.join('\n')).toBeDefined();
    expect(line).toContain('Products');
    expect(line).toContain(`row ${index + 1}`);
    expect(line).toContain(row.id);
    expect(line).toContain('rules');
    expect(line).toMatch(/neither a condition group nor a condition id/);
  });

  it('accepts a rule that names one condition by its id, and a group, and any', () => {
    expect(() => loadCatalog(withRules(0, 'decline:oxygen-use; decline:cardiac>=3:5y; decline:any>=4'))).not.toThrow();
  });
});
