/**
 * The matching engine: eligibility first (age, knock-out conditions in their look-back, build),
 * then the benefit tier, then a score from the WEIGHTS table, with the reasons in words.
 * Pure and deterministic: the same profile, catalog and date always give the same list.
 */
import type { HealthProfile } from '../schema';
import { assess, contextFor, tierRank, type Context, type Explanation } from './assess';
import { rateClassLabels, tierBenefits } from './describe';
import { prepareCatalog, productText } from './prepare';
import { TopResults } from './topResults';
import type { Catalog, Product, Tier } from './types';

export { prepareCatalog };
export { ruleApplies } from './assess';

export interface MatchResult {
  id: string;
  name: string;
  carrierName: string;
  matchScore: number;
  description: string;
  features: { feature: string; value: string }[];
  qualifications: string[];
  exclusions: string[];
  tier: Tier;
  reasons: string[];
}

export type Evaluation = { eligible: true; result: MatchResult } | { eligible: false; knockout: string };

/** The full result for one product the client can get. */
function explainProduct(product: Product, index: number, context: Context): Evaluation {
  const explain: Explanation = { reasons: [], knockout: '', rateClass: 'standard', terms: [] };
  const tierOut: Tier[] = ['level'];
  const score = assess(product, index, context, tierOut, explain);
  if (score < 0) return { eligible: false, knockout: explain.knockout };
  const tier = tierOut[0] ?? 'level';
  const text = productText(product);
  const features = [
    { feature: 'Coverage', value: text.coverage },
    { feature: 'Issue ages', value: text.issueAges },
    ...(explain.terms.length > 0 ? [{ feature: 'Term lengths', value: `${explain.terms.join(', ')} years` }] : []),
    { feature: 'Underwriting', value: text.underwriting },
    { feature: 'Benefit', value: tierBenefits[tier] },
    { feature: 'Rate class', value: rateClassLabels[explain.rateClass] },
    ...(product.riders.length > 0 ? [{ feature: 'Riders', value: product.riders.join(', ') }] : []),
  ];
  return {
    eligible: true,
    result: {
      id: product.id,
      name: product.name,
      carrierName: product.carrierName,
      matchScore: score,
      description: product.description,
      features,
      qualifications: text.qualifications,
      exclusions: text.exclusions,
      tier,
      reasons: explain.reasons,
    },
  };
}


interface Ranked {
  product: Product;
  /** Place in the catalog. */
  index: number;
  score: number;
  tier: number;
  /** Place in name-then-id order. */
  name: number;
}

/** Best first: score, then the better tier, then name, then id, so ties fall the same way every time. */
const before = (a: Ranked, b: Ranked) => b.score - a.score || a.tier - b.tier || a.name - b.name;

export interface MatchOptions {
  /** "Now" for look-backs; the request's time in the server. */
  now?: Date;
  /**
   * The most results returned, best first. The sample catalog never reaches it; a catalog of
   * thousands would otherwise send an agent thousands of cards.
   * @default 100
   */
  limit?: number;
}

const DEFAULT_RESULT_LIMIT = 100;

/** Every product with its verdict: the results and the knock-outs (tests and diagnostics). */
export function evaluateCatalog(profile: HealthProfile, catalog: Catalog, { now = new Date() }: MatchOptions = {}) {
  const context = contextFor(profile, catalog, now);
  return {
    facts: context.facts,
    evaluations: catalog.products.map((product, index) => ({ product, evaluation: explainProduct(product, index, context) })),
  };
}

/**
 * The ranked list: eligible products only, best first. Every product is scored in one pass that
 * builds no text; only the results returned are explained.
 */
export function matchProducts(profile: HealthProfile, catalog: Catalog, { now = new Date(), limit = DEFAULT_RESULT_LIMIT }: MatchOptions = {}): MatchResult[] {
  const context = contextFor(profile, catalog, now);
  const { nameOrder } = context.prepared;
  const products = catalog.products;
  const tierOut: Tier[] = ['level'];
  const top = new TopResults<Ranked>(limit, before);
  for (let index = 0; index < products.length; index++) {
    const product = products[index] as Product;
    const score = assess(product, index, context, tierOut, null);
    if (score < 0) continue;
    // Most products of a large catalog lose to the worst kept result on the score alone.
    const worst = top.worst;
    if (worst && score < worst.score) continue;
    top.offer({ product, index, score, tier: tierRank(tierOut[0] ?? 'level'), name: nameOrder[index] ?? index });
  }
  return top.sorted().flatMap(({ product, index }) => {
    const evaluation = explainProduct(product, index, context);
    return evaluation.eligible ? [evaluation.result] : [];
  });
}
