/** A product as the search returns it (spec §3), plus what the screen may add. */
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
  /** Why the score is what it is, when the engine says. */
  reasons?: readonly string[];
}

export const benefitTierLabels = {
  level: 'Level',
  graded: 'Graded',
  modified: 'Modified',
  guaranteed: 'Guaranteed issue',
} as const;

export type BenefitTier = keyof typeof benefitTierLabels;
