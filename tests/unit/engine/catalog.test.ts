import { describe, expect, it } from 'vitest';
import { defaultCatalog } from '../../../src/features/search/engine/catalog';
import { carrierRows } from '../../../src/features/search/engine/data/carriers';
import { conditionRows } from '../../../src/features/search/engine/data/conditions';
import { medicationRows } from '../../../src/features/search/engine/data/medications';
import { productRows } from '../../../src/features/search/engine/data/products';
import { describeProduct, ruleText } from '../../../src/features/search/engine/describe';
import { prepareCatalog } from '../../../src/features/search/engine/match';
import { loadCatalog, rulesCell, type ProductRow } from '../../../src/features/search/engine/sheets';

const catalog = defaultCatalog();

describe('the embedded sample catalog', () => {
  it('has the nine approved carriers of the spec, in its order', () => {
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
  });

  it('has 57 products (the admin area says 57) from every carrier, and 187 conditions', () => {
    expect(catalog.products).toHaveLength(57);
    expect(new Set(catalog.products.map((p) => p.carrierName)).size).toBe(9);
    expect(catalog.conditions).toHaveLength(187);
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
    expect(prepareCatalog(catalog).vocabulary.clashes).toEqual([]);
  });

  it('derives every exclusion and qualification from a rule or a field, so a card cannot disagree with the logic', () => {
    for (const product of catalog.products) {
      const text = describeProduct(product);
      const declines = product.rules.filter((r) => r.action === 'decline');
      expect(text.exclusions).toHaveLength(declines.length);
      expect(text.qualifications[0]).toBe(`Issue ages ${product.minIssueAge} to ${product.maxIssueAge}`);
      for (const rule of product.rules) {
        expect(rule.action === 'decline' ? text.exclusions : text.qualifications).toContain(ruleText(rule));
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
  ])('%s → "%s"', (cell, text) => {
    const [rule] = rulesCell.parse(cell);
    expect(rule && ruleText(rule)).toBe(text);
  });

  it('states both ends of the build chart', () => {
    const fe = catalog.products.find((p) => p.kind === 'final-expense');
    expect(fe && describeProduct(fe).qualifications).toContain(
      'Height and weight inside the final expense build chart (level BMI 16 to 40, graded BMI 16 to 44, modified BMI 15 to 48)',
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
    ['a rule it cannot read', { rules: 'decline:hearts' }, /Unreadable rule "decline:hearts"/],
    ['a graded rule on a level-only product', { tiers: 'level', rules: 'graded:cardiac>=3:2y' }, /moves clients to graded but does not offer it/],
    ['issue ages the wrong way round', { issueAges: '80-18' }, /Expected "min-max"/],
    ['no standard class', { rateClasses: 'preferred;preferred-tobacco' }, /standard and standard-tobacco/],
    ['an unknown rate class', { rateClasses: 'standard;standard-tobacco;super' }, /Unknown value "super"/],
    ['a duplicate id', { id: productRows[1]?.id ?? '' }, /Duplicate product id/],
  ])('refuses %s', (_, change, message) => {
    expect(() => loadCatalog(withProduct(change))).toThrow(message);
  });

  it('refuses a medication that implies an unknown condition', () => {
    expect(() => loadCatalog({ ...sheets, medications: [{ id: 'x', names: 'xyzzy', implies: 'no-such' }] })).toThrow(/unknown condition "no-such"/);
  });
});
