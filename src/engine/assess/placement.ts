/**
 * One product being decided for one client: what the rule families read (the product's facts, the
 * client) and what they build up (the score, the reasons, the tier and what lowered it). Each family
 * reads and adds to it in turn (`product.ts`), or declines.
 */
import type { Product, Tier } from '../types';
import type { CatalogRules, ProductFacts } from './catalogRules';
import type { Client } from './client';

export interface Placement {
  product: Product;
  rules: CatalogRules;
  client: Client;
  /** The product's place in the catalog. */
  at: number;
  known: ProductFacts;
  /** Whether reasons are written (only for the offers shown). */
  explain: boolean;
  score: number;
  reasons: string[];
  tier: Tier;
  /** What lowered the tier, in words ("heart attack (2 years ago)", "build (BMI 41)"). */
  tierCauses: string[];
  /** The nearest look-back edge a dated event is past, for a rule that would grade, modify or decline it. */
  pastGraded: number;
  pastModified: number;
  pastDecline: number;
}

