/**
 * How a card says a product's tier and rate class. The product itself is the search contract's
 * `Product` (src/contract): a component shows what crossed the wire, with no shape of its own.
 */
import type { RateClass, Tier } from '../../contract';

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
