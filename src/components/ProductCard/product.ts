/**
 * How a card says a product's tier and rate class. The product itself is the search contract's
 * `Product` (src/contract): a component shows what crossed the wire, with no shape of its own.
 */
import type { Product, RateClass, Tier } from '../../contract';

export const benefitTierLabels: Record<Tier, string> = {
  level: 'Level',
  graded: 'Graded',
  modified: 'Modified',
  guaranteed: 'Guaranteed issue',
};

/** The tier as the card's badge says it: "Level benefit", "Graded benefit"…; guaranteed issue names itself. */
export const benefitTierBadge = (tier: Tier): string =>
  tier === 'guaranteed' ? benefitTierLabels.guaranteed : `${benefitTierLabels[tier]} benefit`;

export const rateClassLabels: Record<RateClass, string> = {
  'preferred-plus': 'Preferred Plus',
  preferred: 'Preferred',
  standard: 'Standard',
  'preferred-tobacco': 'Preferred Tobacco',
  'standard-tobacco': 'Standard Tobacco',
};

/** What a short list in the comparison leaves out, and where it is. */
export const moreText = (count: number): string => `and ${count} more (see View Full Details)`;

/** A reason's points at its end, as the engine writes them: "… (−5)", "(+2)". */
const POINTS = /\s*\(([−+-])\s*(\d+(?:\.\d+)?)\)$/;

/**
 * The card's one line of why: the reason that costs the score most, without its points (a healthy
 * client's offer, with nothing against it, gives its first reason). Undefined without reasons.
 */
export function leadingReason(reasons: readonly string[] | undefined): string | undefined {
  if (!reasons || reasons.length === 0) return undefined;
  let best = 0;
  let cost = 0;
  reasons.forEach((reason, index) => {
    const points = POINTS.exec(reason);
    const lost = points && points[1] !== '+' ? Number(points[2]) : 0;
    if (lost > cost) [best, cost] = [index, lost];
  });
  return reasons[best]!.replace(POINTS, '');
}

/**
 * What the client's answers could change about a product, in the order the card and the details
 * say it: what it depends on (the offer changes with an open question's answer), then what to ask or
 * check. Its title names the first kind there is; null when there is nothing to ask.
 */
export function productNotes(product: Pick<Product, 'dependsOn' | 'questions'>): { title: string; lines: string[] } | null {
  const dependsOn = product.dependsOn ?? [];
  const lines = [...dependsOn, ...(product.questions ?? [])];
  if (lines.length === 0) return null;
  return { title: dependsOn.length > 0 ? 'Depends on the client’s answer' : 'Ask the client', lines };
}
