/**
 * Every number the score is made of, in one table. A product's score starts from how well its kind
 * fits the client's age (age stands in for need: term for working years, final expense later in
 * life) and loses points for what makes it a worse or less certain placement, counted within the
 * band of its benefit tier (`bands`). Every deduction is zero or more and grows with a worse fact,
 * so more conditions, a heavier build, a more recent event, an amount further outside the range or
 * a dearer carrier can never raise a score.
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

/** A tier's band of scores (WEIGHTS.bands). */
export interface TierBand {
  top: number;
  floor: number;
  /** Points counted one for one from the top. */
  linear: number;
  /** Past `linear`, the points over which the room left above the floor halves. */
  halving: number;
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
  /**
   * The term a client usually needs: the years to `untilAge`, at least `min`, at most `max`. Each
   * year the longest term open at this age falls short of it costs `perYear`, at most `most`.
   */
  termNeed: { untilAge: 60, min: 20, max: 30, perYear: 0.15, most: 3 },
  /**
   * Each benefit tier's band of scores, so the tier orders offers before any fit does: every level
   * offer scores above every graded one, graded above modified, modified above guaranteed issue (the
   * order an agent chooses: the full benefit from day one, then part of it, then premiums returned).
   * An offer starts at its band's `top` and loses its points one for one for the first `linear`;
   * past them the room left above `floor` halves every `halving` points, so no number of points takes
   * an offer out of its band, and a point never costs more than one (what an open question's points
   * rely on). Floors end in .5: a band's lowest score still rounds above the next band's top.
   */
  bands: {
    level: { top: 100, floor: 60.5, linear: 30, halving: 7 },
    graded: { top: 60, floor: 40.5, linear: 0, halving: 28 },
    modified: { top: 40, floor: 25.5, linear: 0, halving: 28 },
    guaranteed: { top: 25, floor: 0, linear: 0, halving: 28 },
  } satisfies Record<Tier, TierBand>,
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
  /**
   * Room below the tier's weight limit for the height, as a share of the limit: `points` at the
   * limit, falling off as the square of the room to nothing at `room` (a BMI of about 28.5 on a
   * chart that stops at 38). More room is a more certain placement.
   */
  build: { points: 4, room: 0.25 },
  /**
   * A dated event past a look-back whose rule would make this offer worse (a lower tier or a
   * decline): `points` just past the nearest such edge, falling off evenly to nothing `years` past it.
   * A worse fact that lowers the tier (and so widens the room, or leaves a look-back that no longer
   * makes it worse) moves the offer to a lower band: it never raises a score.
   */
  lookback: { points: 3, years: 5 },
  /**
   * A coverage amount asked for outside the product's range (quoted at its nearest amount):
   * `points` just outside, `perDoubling` more for each doubling of the gap, at most `most`.
   */
  amountOutside: { points: 1, perDoubling: 1, most: 3 },
  /** The carrier's rate level (PRICING.carrierRateLevel): per percent above the cheapest carrier's, at most `most`. */
  carrierPrice: { perPercent: 0.25, most: 3 },
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
  /**
   * Non-medical facts (a DUI, reckless driving, a felony, probation, a hazardous sport, travel
   * abroad): within this many years (or now) the best class is Standard.
   */
  nonMedical: { ids: ['dui', 'reckless-driving', 'felony-conviction', 'on-probation', 'hazardous-avocation', 'foreign-travel'] as readonly string[], years: 5 },
} as const;
