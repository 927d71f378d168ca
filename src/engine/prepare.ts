/** What the engine builds once per catalog: the vocabulary, packed rules and ages, the tie-break order. */
import { describeProduct, type ProductText } from './describe';
import { indexProfileVocabulary, type ProfileIndex } from './parse/profile';
import { buildChartIds, conditionGroups, productKinds, rateClasses, tiers, type Catalog, type Product, type RuleAction } from './types';

/** How bad an action is: the worst applicable rule wins. */
export const actionRank: Record<RuleAction, number> = { accept: 0, graded: 1, modified: 2, decline: 3 };

/** Four numbers per rule, every product's rules back to back: one sequential read per product. */
export const RULE_WIDTH = 4;

export interface Prepared {
  vocabulary: ProfileIndex;
  /** Per rule: action rank, group index (-1 = any), minimum severity, look-back in years (Infinity = ever). */
  rules: Float64Array;
  /** Bit i set when the product offers tiers[i] / rateClasses[i] (types.ts order), by catalog index. */
  tierMask: Uint8Array;
  classMask: Uint8Array;
  /** Kind and build chart as indexes into productKinds / buildChartIds, by catalog index. */
  kind: Uint8Array;
  chart: Uint8Array;
  /** Product i's term options are (years, max issue age) pairs in terms[termStart[i] * 2 …termStart[i + 1] * 2). */
  terms: Int16Array;
  termStart: Int32Array;
  /** Issue ages by catalog index, so most products of a large catalog are ruled out without being read. */
  minAge: Int16Array;
  maxAge: Int16Array;
  /** Product i's rules are rules[ruleStart[i] * RULE_WIDTH …ruleStart[i + 1] * RULE_WIDTH). */
  ruleStart: Int32Array;
  /** Each product's place in name-then-id order (by catalog index): the tie-break as one integer. */
  nameOrder: Int32Array;
}

const prepared = new WeakMap<Catalog, Prepared>();
const texts = new WeakMap<Product, ProductText>();

/** Indexes the catalog's vocabulary once per catalog. */
export function prepareCatalog(catalog: Catalog): Prepared {
  let entry = prepared.get(catalog);
  if (!entry) {
    const products = catalog.products;
    const byName = products.map((_, i) => i);
    const key = (i: number) => products[i] as Product;
    byName.sort((a, b) => {
      const x = key(a);
      const y = key(b);
      return x.name < y.name ? -1 : x.name > y.name ? 1 : x.id < y.id ? -1 : x.id > y.id ? 1 : 0;
    });
    const nameOrder = new Int32Array(products.length);
    byName.forEach((index, place) => (nameOrder[index] = place));
    const ruleStart = new Int32Array(products.length + 1);
    products.forEach((product, i) => (ruleStart[i + 1] = (ruleStart[i] ?? 0) + product.rules.length));
    const rules = new Float64Array((ruleStart[products.length] ?? 0) * RULE_WIDTH);
    let at = 0;
    for (const product of products) {
      for (const rule of product.rules) {
        rules[at++] = actionRank[rule.action];
        rules[at++] = rule.group === 'any' ? -1 : conditionGroups.indexOf(rule.group);
        rules[at++] = rule.minSeverity;
        rules[at++] = rule.lookbackYears ?? Infinity;
      }
    }
    const minAge = Int16Array.from(products, (p) => p.minIssueAge);
    const maxAge = Int16Array.from(products, (p) => p.maxIssueAge);
    const mask = <T>(values: readonly T[], all: readonly T[]) => values.reduce((bits, v) => bits | (1 << all.indexOf(v)), 0);
    const tierMask = Uint8Array.from(products, (p) => mask(p.tiers, tiers));
    const classMask = Uint8Array.from(products, (p) => mask(p.rateClasses, rateClasses));
    const kind = Uint8Array.from(products, (p) => productKinds.indexOf(p.kind));
    const chart = Uint8Array.from(products, (p) => buildChartIds.indexOf(p.buildChart));
    const termStart = new Int32Array(products.length + 1);
    products.forEach((p, i) => (termStart[i + 1] = (termStart[i] ?? 0) + p.termOptions.length));
    const terms = Int16Array.from(products.flatMap((p) => p.termOptions.flatMap((t) => [t.years, t.maxIssueAge])));
    entry = {
      vocabulary: indexProfileVocabulary(catalog),
      nameOrder,
      rules,
      ruleStart,
      minAge,
      maxAge,
      tierMask,
      classMask,
      kind,
      chart,
      terms,
      termStart,
    };
    prepared.set(catalog, entry);
  }
  return entry;
}

/** A card's texts, made the first time the product is shown. */
export function productText(product: Product): ProductText {
  let text = texts.get(product);
  if (!text) {
    text = describeProduct(product);
    texts.set(product, text);
  }
  return text;
}
