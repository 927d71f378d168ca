/** What a decision reads about the client (read once per search), and what it answers per product. */
import type { ClientFacts } from '../parse/profile';
import type { ClientRateClass } from '../rateClass';
import type { RateClass, Tier } from '../types';

export interface Client {
  facts: ClientFacts;
  rateClass: ClientRateClass;
  /** Index in conditionGroups of each of facts.conditions. */
  groups: readonly number[];
  /** Reasons that are the same for every product (how the profile was read). */
  notes: readonly string[];
  /**
   * Decisions already made in this search: for condition c and rule list l, at c * lists + l, the
   * worst applicable rule's place in the list, -1 for none, -2 not decided yet. Optional: without
   * it every decision is made afresh (same answers).
   */
  memo?: Int16Array;
  /**
   * With `memo`, filled by assessProduct: for condition c and rule list l, at (c * lists + l) * 3,
   * how far the condition is past the nearest look-back of a rule that would grade, modify or
   * decline it (Infinity for none); NaN not worked out yet.
   */
  lookbackMemo?: Float64Array;
  /** "Postponed until the results are in: lung nodule, results still to come", or null: nothing pending. */
  postponed: string | null;
  /** What the lines not understood cost every product, and that in words. */
  unreadPoints: number;
  unreadText: string;
  /** The face amount the agent asked about, in dollars (AssessOptions.coverageAmount): a product whose range does not hold it fits less well. */
  coverageAmount?: number;
  /** The term asked for (AssessOptions.termYears): a term product without it open at this age is not offered. */
  termYears?: number;
}

export type Declined = { offered: false; reason: string; postponed?: true };

export type Verdict =
  | Declined
  | {
      offered: true;
      /** Before rounding: `points` counted within the tier's band (scoreWithin). */
      score: number;
      /** The points lost, whatever the tier: 100 less the kind's fit and every deduction. */
      points: number;
      tier: Tier;
      rateClass: RateClass;
      /** Term lengths open at the client's age (listed only when explained). */
      terms: number[];
      /** The longest of them; 0 for a product without terms. */
      longestTerm: number;
      reasons: string[];
    };
