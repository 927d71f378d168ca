/**
 * A large catalog built deterministically from the sample one: every product is a sample product
 * with a new id and slightly different issue ages, coverage, term ages and rule look-backs. The
 * carriers, conditions and medications are the sample's, so the vocabulary index stays the same size.
 */
import type { Catalog, Product, UnderwritingRule } from '../../src/engine/types';

/** mulberry32: a small seeded PRNG, so every run builds the same catalog. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export function generateCatalog(sample: Catalog, size: number, seed = 20240601): Catalog {
  const random = seededRandom(seed);
  const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const templates = sample.products;
  if (templates.length === 0) throw new Error('The sample catalog has no products');
  const products: Product[] = new Array<Product>(size);
  for (let i = 0; i < size; i++) {
    const template = templates[i % templates.length]!;
    const variant = Math.floor(i / templates.length);
    const minIssueAge = clamp(template.minIssueAge + int(-2, 2), 0, 99);
    const maxShift = int(-3, 3);
    const maxIssueAge = clamp(template.maxIssueAge + maxShift, minIssueAge + 1, 100);
    const scale = 0.8 + random() * 0.45;
    const minCoverage = Math.max(1000, Math.round((template.minCoverage * scale) / 1000) * 1000);
    const maxCoverage = Math.max(minCoverage, Math.round((template.maxCoverage * scale) / 1000) * 1000);
    const rules: UnderwritingRule[] = template.rules.map((rule) =>
      rule.lookbackYears === null || random() < 0.5 ? { ...rule } : { ...rule, lookbackYears: Math.max(1, rule.lookbackYears + int(-1, 1)) },
    );
    products[i] = {
      ...template,
      id: `${template.id}~g${i}`,
      name: variant === 0 ? template.name : `${template.name} ${variant + 1}`,
      minIssueAge,
      maxIssueAge,
      minCoverage,
      maxCoverage,
      termOptions: template.termOptions.map((t) => ({ years: t.years, maxIssueAge: clamp(t.maxIssueAge + maxShift, minIssueAge, maxIssueAge) })),
      rateClasses: [...template.rateClasses],
      tiers: [...template.tiers],
      rules,
      riders: [...template.riders],
    };
  }
  return { carriers: sample.carriers, products, conditions: sample.conditions, medications: sample.medications };
}
