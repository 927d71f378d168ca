/**
 * A card's qualifications and exclusions group the underwriting rules into a few lines, one per
 * action and look-back ("Declines within the last 5 years: serious heart conditions, …"), and lose
 * no reason doing it: properties over any rule list (fast-check), then the embedded catalog's cards.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultCatalog, vocabularyOf } from '../../../src/engine/catalog';
import { describeProduct, ruleLines, ruleSubject } from '../../../src/engine/describe';
import { conditionGroups, type Product, type RuleAction, type Severity, type UnderwritingRule } from '../../../src/engine/types';

const catalog = defaultCatalog();
const names = vocabularyOf(catalog).names;
const product = (id: string): Product => {
  const found = catalog.products.find((p) => p.id === id);
  if (!found) throw new Error(`No product ${id} in the catalog`);
  return found;
};

/** PROPERTY_RUNS=20000 for a long search by hand; the suite's defaults keep it quick. */
const runs = (n: number) => Number(process.env.PROPERTY_RUNS ?? n);

/** The look-back as the card says it, written out here rather than taken from the engine. */
const lookbackWords = (years: number | null) => (years === null ? 'ever' : years === 1 ? 'within the last year' : `within the last ${years} years`);
/** The words before a grouped line's colon; an accept that holds at any time says no time. */
const headingOf = (action: RuleAction, years: number | null) =>
  ({
    decline: `Declines ${lookbackWords(years)}`,
    modified: `Modified benefit ${lookbackWords(years)}`,
    graded: `Graded benefit ${lookbackWords(years)}`,
    accept: years === null ? 'Otherwise accepts' : `Otherwise accepts ${lookbackWords(years)}`,
  })[action];
/** How a card orders the groups: lower benefits before what is accepted; longest look-back ("ever") first. */
const actionOrder: readonly RuleAction[] = ['modified', 'graded', 'accept'];
const span = (years: number | null) => years ?? Infinity;

/** True when `subject` is one whole item of the line's list (not a piece of a longer subject). */
const hasItem = (line: string, subject: string) => {
  const list = line.slice(line.indexOf(': ') + 2);
  return [', ', '; '].some((sep) => list === subject || list.startsWith(`${subject}${sep}`) || list.endsWith(`${sep}${subject}`) || list.includes(`${sep}${subject}${sep}`));
};

// Any group, any condition of the catalog (some have commas of their own: "Chronic kidney disease,
// stage 4"; some are acronyms: "AIDS (…)"), and a target the vocabulary does not name.
const targets = [...conditionGroups, 'any', ...catalog.conditions.map((c) => c.id), 'unnamed-fact'];
const ruleArb: fc.Arbitrary<UnderwritingRule> = fc.record({
  action: fc.constantFrom<RuleAction>('decline', 'modified', 'graded', 'accept'),
  target: fc.constantFrom(...targets),
  minSeverity: fc.constantFrom<Severity>(1, 2, 3, 4),
  lookbackYears: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 10 })),
});
/** Few look-backs and targets, so groups collect several rules and the same rule comes twice. */
const crowdedRuleArb: fc.Arbitrary<UnderwritingRule> = fc.record({
  action: fc.constantFrom<RuleAction>('decline', 'graded', 'accept'),
  target: fc.constantFrom('cardiac', 'cancer', 'oxygen-use', 'ckd-stage-4', 'aids', 'any'),
  minSeverity: fc.constantFrom<Severity>(3, 4),
  lookbackYears: fc.constantFrom(null, 2, 5),
});
const rulesArb = fc.oneof(fc.array(ruleArb, { maxLength: 45 }), fc.array(crowdedRuleArb, { maxLength: 30 }));
/** Any catalog product, its rules replaced: the fixed lines (ages, terms, build chart) vary with it. */
const productArb = fc.tuple(fc.constantFrom(...catalog.products), rulesArb).map(([base, rules]): Product => ({ ...base, rules }));

describe('grouped rule lines, for any rule list', () => {
  it('keeps every rule: its subject is an item of exactly one line, the one for its action and look-back, with the look-back words', () => {
    fc.assert(
      fc.property(productArb, (p) => {
        const text = describeProduct(p, names);
        const fixed = describeProduct({ ...p, rules: [] }, names).qualifications;
        // Issue ages, term lengths, no-health-questions and build chart come first, as before.
        expect(text.qualifications.slice(0, fixed.length)).toEqual(fixed);
        expect(text.qualifications[0]).toBe(`Issue ages ${p.minIssueAge} to ${p.maxIssueAge}`);
        const ruleQualifications = text.qualifications.slice(fixed.length);
        const grouped = [...ruleQualifications, ...text.exclusions];
        for (const rule of p.rules) {
          const subject = ruleSubject(rule, names);
          const heading = headingOf(rule.action, rule.lookbackYears);
          const home = (rule.action === 'decline' ? text.exclusions : ruleQualifications).filter((l) => l.startsWith(`${heading}: `));
          expect(home, `${rule.action} ${subject} ${lookbackWords(rule.lookbackYears)}`).toHaveLength(1);
          expect(hasItem(home[0] ?? '', subject)).toBe(true);
          if (!(rule.action === 'accept' && rule.lookbackYears === null)) expect(home[0]).toContain(lookbackWords(rule.lookbackYears));
          // In no other line of its action and look-back: one line per pair, checked above; and
          // nowhere twice inside its own line.
          expect(grouped.filter((l) => l.startsWith(`${heading}: `))).toHaveLength(1);
        }
        // Nothing else: each line holds exactly its group's subjects, each once, in the sheet's order.
        for (const line of grouped) {
          const heading = line.slice(0, line.indexOf(': '));
          const subjects = [...new Set(p.rules.filter((r) => headingOf(r.action, r.lookbackYears) === heading).map((r) => ruleSubject(r, names)))];
          expect(subjects.length, line).toBeGreaterThan(0);
          expect([subjects.join(', '), subjects.join('; ')]).toContain(line.slice(heading.length + 2));
          // A subject with a comma of its own is not split by the list's separator.
          if (subjects.length > 1 && subjects.some((s) => s.includes(','))) expect(line).toBe(`${heading}: ${subjects.join('; ')}`);
        }
      }),
      { numRuns: runs(400) },
    );
  });

  it('has at most one line per distinct (action, look-back) pair, declines in the exclusions and nothing else there', () => {
    fc.assert(
      fc.property(productArb, (p) => {
        const text = describeProduct(p, names);
        const fixedCount = describeProduct({ ...p, rules: [] }, names).qualifications.length;
        const pairs = new Set(p.rules.map((r) => `${r.action}|${r.lookbackYears ?? 'ever'}`));
        const declinePairs = new Set(p.rules.filter((r) => r.action === 'decline').map((r) => r.lookbackYears));
        const lineCount = text.exclusions.length + text.qualifications.length - fixedCount;
        expect(lineCount).toBeLessThanOrEqual(pairs.size);
        expect(lineCount).toBe(pairs.size);
        expect(text.exclusions).toHaveLength(declinePairs.size);
        for (const line of text.exclusions) expect(line).toMatch(/^Declines (ever|within the last (year|\d+ years)): \S/);
        for (const line of text.qualifications.slice(fixedCount)) expect(line).toMatch(/^(Modified benefit|Graded benefit|Otherwise accepts)\b/);
      }),
      { numRuns: runs(400) },
    );
  });

  it('orders lower benefits before what is accepted, and each action longest look-back first ("ever" first)', () => {
    fc.assert(
      fc.property(fc.array(ruleArb, { maxLength: 45 }), (rules) => {
        const lookbacksOf = (action: RuleAction) => [...new Set(rules.filter((r) => r.action === action).map((r) => r.lookbackYears))].sort((a, b) => span(b) - span(a));
        expect(ruleLines(rules, 'decline', names).map((l) => l.slice(0, l.indexOf(': ')))).toEqual(lookbacksOf('decline').map((y) => headingOf('decline', y)));
        const p: Product = { ...product('sbli-term-20'), rules };
        const fixedCount = describeProduct({ ...p, rules: [] }, names).qualifications.length;
        const expected = actionOrder.flatMap((action) => lookbacksOf(action).map((y) => headingOf(action, y)));
        expect(describeProduct(p, names).qualifications.slice(fixedCount).map((l) => l.slice(0, l.indexOf(': ')))).toEqual(expected);
      }),
      { numRuns: runs(300) },
    );
  });

  it('gives a product with no rules no exclusions and no rule lines', () => {
    fc.assert(
      fc.property(fc.constantFrom(...catalog.products), (base) => {
        const text = describeProduct({ ...base, rules: [] }, names);
        expect(text.exclusions).toEqual([]);
        expect(text.qualifications.some((q) => /^(Declines|Modified benefit|Graded benefit|Otherwise accepts)\b/.test(q))).toBe(false);
        for (const action of ['decline', 'modified', 'graded', 'accept'] as const) expect(ruleLines([], action, names)).toEqual([]);
      }),
      { numRuns: runs(60) },
    );
  });
});

describe('grouped rule lines on the embedded catalog', () => {
  it('reads a fully underwritten term card in six exclusion lines instead of 30', () => {
    const term = product('sbli-term-20');
    expect(term.rules.filter((r) => r.action === 'decline')).toHaveLength(30);
    const text = describeProduct(term, names);
    expect(text.qualifications).toEqual([
      'Issue ages 18 to 65',
      'Term lengths: 20 years to issue age 65',
      'Height and weight inside the fully underwritten build chart (level BMI 17.5 to 38)',
      'Otherwise accepts: high blood pressure, high cholesterol',
    ]);
    expect(text.exclusions).toEqual([
      'Declines ever: terminal illness, serious organ transplants, serious HIV or other chronic infections, serious memory or cognitive conditions, home oxygen use, awaiting organ transplant, metastatic cancer, cancer hormone therapy (ongoing), diabetic neuropathy, diabetes with complications, diabetic retinopathy, serious lung conditions, chronic obstructive pulmonary disease, emphysema, serious kidney conditions, serious liver conditions, on probation or parole or in prison',
      'Declines within the last 10 years: critical conditions of any kind',
      'Declines within the last 7 years: serious cancer',
      'Declines within the last 5 years: cancer treatment (chemotherapy or radiation), amputation caused by diabetes, insulin shock or diabetic coma, serious heart conditions, serious stroke or TIA, serious diabetes, serious alcohol or drug use, serious conditions of any kind',
      'Declines within the last 2 years: living in care or needing help with daily living',
      'Declines within the last year: DUI conviction, reckless driving or licence suspended',
    ]);
  });

  it('reads a final expense card as modified, then graded by look-back, then what is otherwise accepted', () => {
    const text = describeProduct(product('american-amicable-final-expense'), names);
    expect(text.qualifications).toEqual([
      'Issue ages 50 to 85',
      'Height and weight inside the final expense build chart (level BMI 16 to 43, graded BMI 15.5 to 46, modified BMI 15 to 50)',
      'Modified benefit within the last year: serious heart conditions, serious stroke or TIA',
      'Graded benefit within the last 3 years: critical heart conditions, serious cancer, serious lung conditions, chronic obstructive pulmonary disease, emphysema, diabetic neuropathy, diabetes with complications, diabetic retinopathy, critical liver conditions, serious mental health conditions',
      'Graded benefit within the last 2 years: serious heart conditions, serious stroke or TIA, amputation caused by diabetes, insulin shock or diabetic coma, serious alcohol or drug use, serious circulation problems or blood clots, serious organ transplants',
      'Otherwise accepts: diabetes, high blood pressure, high cholesterol',
    ]);
    expect(text.exclusions).toEqual([
      'Declines ever: terminal illness',
      'Declines within the last 3 years: awaiting organ transplant, home oxygen use, critical kidney conditions, serious HIV or other chronic infections, serious memory or cognitive conditions, critical neurological conditions, critical lung conditions, metastatic cancer',
      'Declines within the last 2 years: cancer treatment (chemotherapy or radiation), cancer hormone therapy (ongoing), critical cancer, serious cancer',
      'Declines within the last year: living in care or needing help with daily living',
    ]);
  });

  it('gives a guaranteed issue card no exclusions', () => {
    const text = describeProduct(product('mutual-of-omaha-guaranteed-issue'), names);
    expect(text.exclusions).toEqual([]);
    expect(text.qualifications).toEqual(['Issue ages 45 to 85', 'No health questions and no exam']);
  });

  it('keeps every card short: at most 6 exclusion lines and 8 qualification lines, a quarter of the lines one per rule took', () => {
    let rules = 0;
    let lines = 0;
    for (const p of catalog.products) {
      const text = describeProduct(p, names);
      expect(text.exclusions.length, p.id).toBeLessThanOrEqual(6);
      expect(text.qualifications.length, p.id).toBeLessThanOrEqual(8);
      rules += p.rules.length;
      lines += text.exclusions.length + text.qualifications.length;
    }
    expect(lines).toBeLessThan(rules / 3);
  });

  it('joins subjects that have commas of their own with semicolons', () => {
    const rules: UnderwritingRule[] = [
      { action: 'decline', target: 'ckd-stage-4', minSeverity: 1, lookbackYears: null },
      { action: 'decline', target: 'aids', minSeverity: 1, lookbackYears: null },
    ];
    const subjects = rules.map((r) => ruleSubject(r, names));
    expect(subjects[0]).toContain(',');
    expect(ruleLines(rules, 'decline', names)).toEqual([`Declines ever: ${subjects.join('; ')}`]);
  });
});
