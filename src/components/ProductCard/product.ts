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
  /** Why the score is what it is, when the engine says. */
  reasons?: readonly string[];
}
