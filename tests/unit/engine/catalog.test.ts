import { describe, expect, it } from 'vitest';
import { defaultCatalog, vocabularyOf } from '../../../src/engine/catalog';
import { carrierRows } from '../../../src/engine/data/carriers';
import { approvedCarrierNames } from '../../../src/contract';
import { conditionRows } from '../../../src/engine/data/conditions';
import { medicationRows } from '../../../src/engine/data/medications';
import { productRows } from '../../../src/engine/data/products';
import { describeProduct, ruleGroupHeading, ruleSubject, ruleText } from '../../../src/engine/describe';
import { buildBands } from '../../../src/engine/buildCharts';
import { loadCatalog, rulesCell, type ProductRow } from '../../../src/engine/sheets';
import { illustrativePremium, PRICING } from '../../../src/engine/pricing';

const catalog = defaultCatalog();
/** Condition names by id, for rules that name one condition. */
const names = vocabularyOf(catalog).names;

describe('the embedded sample catalog', () => {
  it('has the nine approved carriers, in their order (the one list the admin area and About show)', () => {
    expect(catalog.carriers.map((c) => c.name)).toEqual([
      'American Amicable',
      'American General/Corebridge',
      'Americo',
      'Fidelity and Guaranty',
      'Foresters',
      'Mutual of Omaha',
      'SBLI',
      'Transamerica',
      'United Home Life',
    ]);
    expect(approvedCarrierNames).toEqual(catalog.carriers.map((c) => c.name));
  });

  it('has 57 products (the admin area says 57) from every carrier, and at least the 187 conditions it started with', () => {
    expect(catalog.products).toHaveLength(57);
    expect(new Set(catalog.products.map((p) => p.carrierName)).size).toBe(9);
    // The rewrite added status facts (oxygen, dialysis, hospice…) as conditions; the count keeps growing with them.
    expect(catalog.conditions.length).toBeGreaterThanOrEqual(187);
  });

  it('names and describes each product by the benefit tiers it can offer (a "Level" product is never offered graded)', () => {
    const says = (text: string, word: RegExp) => word.test(text.toLowerCase());
    for (const p of catalog.products) {
      const only = (tier: string) => p.tiers.length === 1 && p.tiers[0] === tier;
      // "Level" in a name is the benefit (or level premiums, on products that are level only).
      if (says(p.name, /\blevel\b/)) expect(p.tiers, p.name).toEqual(['level']);
      // Graded or modified in the name or the description: the product offers that tier, and a name never promises a lower one than it has.
      for (const tier of ['graded', 'modified'] as const) {
        if (says(`${p.name} ${p.description}`, new RegExp(`\\b${tier}\\b`))) expect(p.tiers, `${p.id}: ${p.description}`).toContain(tier);
        if (says(p.name, new RegExp(`\\b${tier}\\b`))) expect(p.tiers, p.name).not.toContain('level');
      }
      // Guaranteed issue or acceptance, in the name, is the guaranteed tier alone, and the other way round.
      expect(says(p.name, /\bguaranteed (issue|acceptance)\b/), p.name).toBe(only('guaranteed'));
      if (says(p.description, /full benefit from day one/)) expect(p.tiers, p.id).toContain('level');
    }
  });

  it('has at least 150 medication names, brand and generic', () => {
    expect(catalog.medications.flatMap((m) => m.names).length).toBeGreaterThanOrEqual(150);
  });

  it('covers the kinds agents place', () => {
    const kinds = new Set(catalog.products.map((p) => p.kind));
    for (const kind of ['term', 'simplified-term', 'whole-life', 'final-expense', 'guaranteed-issue', 'indexed-universal-life', 'mortgage-protection']) {
      expect(kinds).toContain(kind);
    }
    const termYears = new Set(catalog.products.flatMap((p) => p.termOptions.map((t) => t.years)));
    for (const years of [10, 15, 20, 30]) expect(termYears).toContain(years);
    const finalExpenseTiers = new Set(catalog.products.filter((p) => p.kind === 'final-expense').flatMap((p) => p.tiers));
    expect([...finalExpenseTiers].sort()).toEqual(['graded', 'level', 'modified']);
  });

  it('gives every condition a group, a grade and at least one other way to say it', () => {
    for (const condition of catalog.conditions) {
      expect(condition.aliases.length + condition.abbreviations.length, condition.id).toBeGreaterThan(0);
    }
  });

  it('has no phrase that two conditions or two medications both claim', () => {
    expect(vocabularyOf(catalog).clashes).toEqual([]);
  });

  it('gives every product whose name promises limited pay ("10-Pay", "Limited Pay") its years of premiums, and no other product any', () => {
    for (const product of catalog.products) {
      const named = /\b(\d+)[- ]?pay\b/i.exec(product.name);
      if (named) expect(product.premiumYears, product.id).toBe(Number(named[1]));
      else if (/\blimited[- ]pay\b/i.test(product.name)) expect(product.premiumYears, product.id).toBeGreaterThan(0);
      else expect(product.premiumYears, product.id).toBeNull();
    }
  });

  it('derives every exclusion and qualification from a rule or a field, so a card cannot disagree with the logic', () => {
    for (const product of catalog.products) {
      const text = describeProduct(product, names);
      // One exclusion line per look-back the declines use, each rule's subject an item of its line.
      const declineLookbacks = new Set(product.rules.filter((r) => r.action === 'decline').map((r) => r.lookbackYears));
      expect(text.exclusions).toHaveLength(declineLookbacks.size);
      expect(text.qualifications[0]).toBe(`Issue ages ${product.minIssueAge} to ${product.maxIssueAge}`);
      for (const rule of product.rules) {
        const heading = `${ruleGroupHeading(rule.action, rule.lookbackYears)}: `;
        const lines = (rule.action === 'decline' ? text.exclusions : text.qualifications).filter((l) => l.startsWith(heading));
        expect(lines, ruleText(rule, names)).toHaveLength(1);
        expect(lines[0]?.slice(heading.length).split(', '), ruleText(rule, names)).toContain(ruleSubject(rule, names));
      }
    }
  });
});

describe('card texts say what the rules do', () => {
  it.each([
    ['decline:cardiac>=3:5y', 'Declines serious heart conditions within the last 5 years'],
    ['decline:any>=4', 'Declines critical conditions of any kind ever'],
    ['graded:respiratory>=3:3y', 'Graded benefit for serious lung conditions within the last 3 years'],
    ['modified:cancer>=3:1y', 'Modified benefit for serious cancer within the last year'],
    ['accept:hypertension', 'Otherwise accepts high blood pressure'],
    ['decline:diabetes>=2:ever', 'Declines moderate or worse diabetes ever'],
    ['decline:oxygen-use', 'Declines home oxygen use ever'],
    ['graded:essential-hypertension:2y', 'Graded benefit for hypertension within the last 2 years'],
    ['decline:aids', 'Declines AIDS (acquired immunodeficiency syndrome) ever'],
  ])('%s → "%s"', (cell, text) => {
    const [rule] = rulesCell.parse(cell);
    expect(rule && ruleText(rule, names)).toBe(text);
  });

  it('states both ends of the build chart', () => {
    const fe = catalog.products.find((p) => p.kind === 'final-expense');
    const { level, graded, modified } = buildBands['final-expense'];
    expect(fe?.tiers).toEqual(['level', 'graded', 'modified']);
    expect(fe && describeProduct(fe, names).qualifications).toContain(
      `Height and weight inside the final expense build chart (level BMI ${level?.[0]} to ${level?.[1]}, graded BMI ${graded?.[0]} to ${graded?.[1]}, modified BMI ${modified?.[0]} to ${modified?.[1]})`,
    );
  });
});

describe('loading sheets', () => {
  const sheets = { carriers: carrierRows, products: productRows, conditions: conditionRows, medications: medicationRows };
  const withProduct = (change: Partial<ProductRow>) => ({
    ...sheets,
    products: [{ ...productRows[0], ...change } as ProductRow, ...productRows.slice(1)],
  });

  it('loads the embedded rows', () => {
    expect(() => loadCatalog(sheets)).not.toThrow();
  });

  it.each<[string, Partial<ProductRow>, RegExp]>([
    ['an unknown carrier', { carrierId: 'acme' }, /unknown carrier "acme"/],
    ['a rule it cannot read', { rules: 'decline hearts' }, /Unreadable rule "decline hearts"/],
    ['a rule with a grade outside 1 to 4', { rules: 'decline:cardiac>=5' }, /Unreadable rule "decline:cardiac>=5"/],
    ['a rule whose target is neither a group nor a condition', { rules: 'decline:hearts' }, /"hearts" is neither a condition group nor a condition id/],
    ['a graded rule on a level-only product', { tiers: 'level', rules: 'graded:cardiac>=3:2y' }, /moves clients to graded but does not offer it/],
    ['issue ages the wrong way round', { issueAges: '80-18' }, /Expected "min-max"/],
    ['no standard class', { rateClasses: 'preferred;preferred-tobacco' }, /standard and standard-tobacco/],
    ['an unknown rate class', { rateClasses: 'standard;standard-tobacco;super' }, /Unknown value "super"/],
    ['a duplicate id', { id: productRows[1]?.id ?? '' }, /Products row \d+ \([a-z0-9-]+\), id: duplicate id/],
  ])('refuses %s', (_, change, message) => {
    expect(() => loadCatalog(withProduct(change))).toThrow(message);
  });

  it('refuses a carrier without a rate level in the pricing basis, naming it, instead of pricing it at the basis', () => {
    const carriers = [...sheets.carriers, { id: 'acme-life', name: 'Acme Life' }];
    expect(() => loadCatalog({ ...sheets, carriers })).toThrow('Carriers row 10 (acme-life), id: no rate level in PRICING.carrierRateLevel (src/engine/pricing.ts)');
    expect(() => illustrativePremium({ age: 45, sex: 'male', kind: 'term', tier: 'level', rateClass: 'standard', coverage: 100_000, termYears: 20, carrierId: 'acme-life' })).toThrow(
      'The carrier "acme-life" has no rate level',
    );
    // Every carrier of the embedded catalog has one.
    for (const carrier of carrierRows) expect(PRICING.carrierRateLevel[carrier.id]).toBeGreaterThan(0);
  });

  it('refuses a medication that implies an unknown condition', () => {
    expect(() => loadCatalog({ ...sheets, medications: [{ id: 'x', names: 'xyzzy', implies: 'no-such' }] })).toThrow(/unknown condition "no-such"/);
  });

  it('refuses a conditions sheet without a fact the profile reader names (it would be read by half)', () => {
    const conditions = sheets.conditions.filter((c) => c.id !== 'awaiting-transplant');
    const products = sheets.products.map((p) => ({ ...p, rules: p.rules.replace(/[^;]*awaiting-transplant[^;]*;?/g, '') }));
    expect(() => loadCatalog({ ...sheets, conditions, products })).toThrow(/the profile reader needs a condition "awaiting-transplant"/);
  });
});
