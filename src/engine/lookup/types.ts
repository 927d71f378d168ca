/**
 * The lookup's shapes, on the engine's side: what `lookUp` takes and answers, and what `suggest`
 * offers. The contract (src/contract/lookup.ts) has the wire's twin of each; the lookup's contract
 * test holds the two equal (an answer the engine makes parses, field for field).
 */
import type { ProductKind, RateClass, Tier } from '../types';

/** A lookup: the terms as typed (at least one), and optionally the client's age, sex and tobacco. */
export interface LookupRequest {
  q: readonly string[];
  /** Whole years; absent: an age inside every product's issue ages (the one nearest LOOKUP_AGE), or each product's own. */
  age?: number;
  sex?: 'male' | 'female' | 'other';
  tobacco?: boolean;
}

export type SuggestionKind = 'drug' | 'condition' | 'abbreviation';

/** A name the lookup's field can suggest, from the catalog's own conditions and medications. */
export interface LookupSuggestion {
  /** As the agent would type it: "Eliquis", "Heart failure", "CHF". */
  name: string;
  kind: SuggestionKind;
  /** What it stands for when that is another name ("apixaban", "Congestive heart failure"); null when it is the name itself. */
  standsFor: string | null;
}

/** The five groups a product's outcome falls in, in the order shown. */
export const lookupOutcomes = ['level', 'graded', 'guaranteed', 'declined', 'postponed'] as const;
export type LookupOutcome = (typeof lookupOutcomes)[number];

export const lookupOutcomeLabels: Record<LookupOutcome, string> = {
  level: 'Level benefit',
  graded: 'Graded or modified',
  guaranteed: 'Guaranteed issue only',
  declined: 'Declined',
  postponed: 'Postponed',
};

/** One term as the engine read it: a condition, a drug, or nothing it knows (never guessed). */
export interface LookupTerm {
  written: string;
  read: 'condition' | 'drug' | 'not-found';
  /** "Stroke", "Apixaban"; null when not found. */
  name: string | null;
  /** The date as read ("2022"), or null. */
  date: string | null;
  /** The conditions it stands for: a condition itself, a drug each of its uses. */
  uses: string[];
  /** The search form's line it becomes; null when not found. */
  line: { field: 'medications' | 'medicalConditions'; text: string } | null;
  /** For a term not found, the names it may have meant (at most 8); none for a term found. */
  suggestions: LookupSuggestion[];
}

/** A product's outcome: the group, the tier and rate class when offered, the search's own reason when not. */
export interface LookupVerdict {
  outcome: LookupOutcome;
  tier: Tier | null;
  rateClass: RateClass | null;
  reason: string | null;
}

export interface LookupProduct extends LookupVerdict {
  id: string;
  name: string;
  carrierName: string;
  kind: ProductKind;
  /** "50 to 85". */
  issueAges: string;
  /** "level 2 years after; graded before" (prefixed with the condition's name when several have one). */
  lookBacks: string[];
  /** A drug with several uses: the outcome under each. */
  byUse: (LookupVerdict & { drug: string; use: string })[];
}

export interface LookupLeftOut {
  id: string;
  name: string;
  carrierName: string;
  kind: ProductKind;
  /** "Issue ages 50 to 85". */
  reason: string;
}

export interface LookupAnswer {
  terms: LookupTerm[];
  age: number | null;
  groups: { outcome: LookupOutcome; label: string; products: LookupProduct[] }[];
  leftOut: LookupLeftOut[];
  note: string | null;
}
