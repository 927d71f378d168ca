/**
 * Every number the score is made of, in one table. A product's score starts from how well its kind
 * fits the client's age (the profile has no coverage amount, so age stands in for need: term for
 * working years, final expense later in life) and loses points for what makes it a worse placement.
 * Every deduction is zero or more, so more conditions or a heavier build can never raise a score.
 */
import type { ProductKind, RateClass, Severity, Tier } from './types';

export interface KindFit {
  /** Score at an ideal age. */
  base: number;
  /** The ages this kind of product usually suits. */
  idealAges: readonly [number, number];
  /** Kind label for reasons. */
  label: string;
}

export const WEIGHTS = {
  fit: {
    term: { base: 100, idealAges: [18, 50], label: 'term life' },
    'simplified-term': { base: 95, idealAges: [18, 55], label: 'simplified issue term' },
    'return-of-premium-term': { base: 93, idealAges: [25, 50], label: 'return of premium term' },
    'mortgage-protection': { base: 94, idealAges: [25, 55], label: 'mortgage protection' },
    'whole-life': { base: 92, idealAges: [30, 65], label: 'whole life' },
    'simplified-whole-life': { base: 91, idealAges: [45, 70], label: 'simplified whole life' },
    'final-expense': { base: 96, idealAges: [55, 85], label: 'final expense' },
    'guaranteed-issue': { base: 95, idealAges: [60, 85], label: 'guaranteed issue' },
    'indexed-universal-life': { base: 92, idealAges: [25, 55], label: 'indexed universal life' },
    'guaranteed-universal-life': { base: 91, idealAges: [45, 75], label: 'guaranteed universal life' },
  } satisfies Record<ProductKind, KindFit>,
  /** Points per year of age outside the ideal range, and the most that can cost. */
  agePerYear: 0.5,
  ageMax: 20,
  /** Term products whose longest term open to this age is under 20 years. */
  shortTermOnly: 3,
  /** A lower benefit tier. */
  tier: { level: 0, graded: 12, modified: 20, guaranteed: 25 } satisfies Record<Tier, number>,
  /** The rate class the client gets on this product. */
  rateClass: {
    'preferred-plus': 0,
    preferred: 2,
    standard: 5,
    'preferred-tobacco': 8,
    'standard-tobacco': 12,
  } satisfies Record<RateClass, number>,
  /** Each condition a product takes (accepted or rated for a lower tier) still counts, by grade. */
  condition: { 1: 0, 2: 2, 3: 4, 4: 6 } satisfies Record<Severity, number>,
  /** Weight within this share of the tier's limit for the height. */
  buildNear: { share: 0.05, points: 3 },
  buildVeryNear: { share: 0.02, points: 6 },
  /** Each line nobody could read: the engine cannot know what it hides. */
  unrecognisedCondition: 3,
  unrecognisedMedication: 2,
  /** A line understood only in part: the words left over are named. */
  partlyUnrecognised: 1,
  /** A product an unanswered question could make worse (an ambiguous medication). */
  openQuestion: 3,
} as const;

/** Rate-class limits: body mass index and what rules out the preferred classes. */
export const RATE_CLASS_LIMITS = {
  preferredPlusMaxBmi: 29,
  preferredMaxBmi: 32,
  /** Family history counts against preferred classes when it began before this age. */
  familyHistoryBeforeAge: 60,
  /** Years since quitting tobacco below which the best non-tobacco class is standard, then preferred. */
  standardQuitYears: 2,
  preferredQuitYears: 5,
} as const;
