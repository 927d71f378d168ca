/**
 * A catalog prepared for deciding, once per catalog: each product's rules sorted into one list per
 * condition group (worst action first, equal lists kept once), and what each product's decision reads
 * besides its rules (issue ages, kind fit, terms, chart, tiers, classes, coverage, price level).
 */
import { PRICING } from '../pricing';
import { conditionGroups, tiers, type Catalog, type Product, type RateClass, type Tier, type UnderwritingRule } from '../types';
import { WEIGHTS } from '../weights';
import { actionRank } from './rules';

/**
 * A catalog's rules sorted for deciding: for each product and condition group, the rules that could
 * touch a condition of that group, worst action first, so the first that applies decides. Products
 * share rules (a kind's questions, a carrier's look-backs), so equal lists are kept once; a search
 * then decides each distinct list once per condition (a memo in the Client) instead of once per product.
 */
export interface CatalogRules {
  /** The distinct rule lists. */
  lists: readonly (readonly UnderwritingRule[])[];
  /** For product p and group g, the index in `lists` at p * conditionGroups.length + g. */
  listOf: Int32Array;
  /** Each product's place in the catalog. */
  indexOf: ReadonlyMap<Product, number>;
  /** What each product's decision reads besides its rules, by place in the catalog. */
  facts: readonly ProductFacts[];
}

/** What a product's decision reads besides its rules, worked out once per catalog in one literal shape. */
export interface ProductFacts {
  minAge: number;
  maxAge: number;
  fit: (typeof WEIGHTS.fit)[keyof typeof WEIGHTS.fit];
  terms: readonly { years: number; maxIssueAge: number }[];
  chart: Product['buildChart'];
  guaranteed: boolean;
  /** Offered tiers in best-first order. */
  offers: readonly Tier[];
  hasTier: Record<Tier, boolean>;
  classes: ReadonlySet<RateClass>;
  ageReason: string;
  minCoverage: number;
  maxCoverage: number;
  /** What the carrier's rate level costs (WEIGHTS.carrierPrice), and how far above the cheapest it is, in percent. */
  pricePoints: number;
  pricePercent: number;
}

export const GROUPS = conditionGroups.length;

/** Product `at`'s rules for the condition group at `group` in `conditionGroups`, worst first. */
export const rulesFor = (rules: CatalogRules, at: number, group: number): readonly UnderwritingRule[] =>
  rules.lists[rules.listOf[at * GROUPS + group] as number] as readonly UnderwritingRule[];
const catalogRulesCache = new WeakMap<Catalog, CatalogRules>();

const ruleKey = (r: UnderwritingRule) => `${r.action}:${r.target}>=${r.minSeverity}:${r.lookbackYears ?? 'ever'}`;

export function catalogRules(catalog: Catalog): CatalogRules {
  const cached = catalogRulesCache.get(catalog);
  if (cached) return cached;
  const groupOf = new Map<string, number>(conditionGroups.map((g, i) => [g, i]));
  for (const condition of catalog.conditions) groupOf.set(condition.id, conditionGroups.indexOf(condition.group));
  const listIds = new Map<string, number>();
  const lists: UnderwritingRule[][] = [];
  const listOf = new Int32Array(catalog.products.length * GROUPS);
  catalog.products.forEach((product, p) => {
    byGroup(product, groupOf).forEach((list, g) => {
      const key = list.map(ruleKey).join(';');
      let id = listIds.get(key);
      if (id === undefined) {
        id = lists.push(list) - 1;
        listIds.set(key, id);
      }
      listOf[p * GROUPS + g] = id;
    });
  });
  const rules = { lists, listOf, indexOf: new Map(catalog.products.map((product, p) => [product, p])), facts: catalog.products.map(factsOf) };
  catalogRulesCache.set(catalog, rules);
  return rules;
}

/** A product's rules, one list per condition group, worst action first (stable: within one action the sheet's order stands). */
function byGroup(product: Product, groupOf: ReadonlyMap<string, number>): UnderwritingRule[][] {
  const lists: UnderwritingRule[][] = conditionGroups.map(() => []);
  for (const rule of product.rules) {
    if (rule.target === 'any') lists.forEach((list) => list.push(rule));
    else lists[groupOf.get(rule.target) ?? -1]?.push(rule);
  }
  for (const list of lists) list.sort((a, b) => actionRank[b.action] - actionRank[a.action]);
  return lists;
}

/** The cheapest carrier's rate level: the others' price points are counted from it. */
const cheapestLevel = Math.min(...Object.values(PRICING.carrierRateLevel));

/** Offered tiers as one shared list per combination, so words about them can be kept per list. */
const tierLists = new Map<string, readonly Tier[]>();
const offersOf = (hasTier: Record<Tier, boolean>) => {
  const offers = tiers.filter((t) => hasTier[t]);
  const key = offers.join(';');
  const shared = tierLists.get(key) ?? offers;
  tierLists.set(key, shared);
  return shared;
};

function factsOf(product: Product): ProductFacts {
  const hasTier = { level: false, graded: false, modified: false, guaranteed: false };
  for (const tier of product.tiers) hasTier[tier] = true;
  // A catalog cannot load a carrier without a rate level (sheets.ts); a hand-built one counts as the cheapest.
  const level = Object.hasOwn(PRICING.carrierRateLevel, product.carrierId) ? (PRICING.carrierRateLevel[product.carrierId] ?? cheapestLevel) : cheapestLevel;
  const pricePercent = Math.max(0, (level / cheapestLevel - 1) * 100);
  return {
    minAge: product.minIssueAge,
    maxAge: product.maxIssueAge,
    fit: WEIGHTS.fit[product.kind],
    terms: product.termOptions.map((t) => ({ years: t.years, maxIssueAge: t.maxIssueAge })),
    chart: product.buildChart,
    guaranteed: hasTier.guaranteed,
    offers: offersOf(hasTier),
    hasTier,
    classes: new Set(product.rateClasses),
    ageReason: `Issue ages ${product.minIssueAge} to ${product.maxIssueAge}`,
    minCoverage: product.minCoverage,
    maxCoverage: product.maxCoverage,
    pricePoints: Math.min(WEIGHTS.carrierPrice.most, pricePercent * WEIGHTS.carrierPrice.perPercent),
    pricePercent,
  };
}

export function placeOf(product: Product, rules: CatalogRules): number {
  const at = rules.indexOf.get(product);
  if (at === undefined) throw new Error(`Product "${product.id}" is not in the catalog these rules were prepared from`);
  return at;
}
