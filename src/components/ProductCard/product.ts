/** A product as the search returns it (docs/product.md §6), plus what the screen may add. */
export interface ProductFeature {
  feature: string;
  value: string;
}

export interface ProductResult {
  id: string;
  name: string;
  carrierName: string;
  /** Percent, 0–100. */
  matchScore: number;
  description: string;
  features: readonly ProductFeature[];
  qualifications: readonly string[];
  exclusions: readonly string[];
  /** The benefit tier the engine placed the client in: level, graded, modified or guaranteed issue. */
  tier?: BenefitTier;
  /** The rate class the client would be offered. */
  rateClass?: RateClassId;
  /** Why the score is what it is, when the engine says. */
  reasons?: readonly string[];
  /** Questions whose answer could change this offer, for the agent to ask the client. */
  questions?: readonly string[];
  /** An illustrative premium, when the agent gave a coverage amount. */
  quote?: ProductQuote;
}

/** An illustrative premium for one product: at the amount asked, or at the nearest one it offers. */
export interface ProductQuote {
  /** The coverage amount asked for, in dollars. */
  requested: number;
  /** Whether the product's coverage range holds the amount asked. */
  inRange: boolean;
  /** The amount priced: the one asked, or the nearest the product offers. */
  amount: number;
  minCoverage: number;
  maxCoverage: number;
  /** The term priced, in years; null for permanent products. */
  termYears: number | null;
  /** Dollars a month. */
  monthly: number;
  /** Dollars a year. */
  annual: number;
}

export const benefitTierLabels = {
  level: 'Level',
  graded: 'Graded',
  modified: 'Modified',
  guaranteed: 'Guaranteed issue',
} as const;

export type BenefitTier = keyof typeof benefitTierLabels;

/** The tier as the card's badge says it: "Level benefit", "Graded benefit"…; guaranteed issue names itself. */
export const benefitTierBadge = (tier: BenefitTier): string =>
  tier === 'guaranteed' ? benefitTierLabels.guaranteed : `${benefitTierLabels[tier]} benefit`;

export const rateClassLabels = {
  'preferred-plus': 'Preferred Plus',
  preferred: 'Preferred',
  standard: 'Standard',
  'preferred-tobacco': 'Preferred Tobacco',
  'standard-tobacco': 'Standard Tobacco',
} as const;

export type RateClassId = keyof typeof rateClassLabels;
