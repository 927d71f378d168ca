/**
 * The casebook's shape: one client fact, what public underwriting guidance says each kind of product
 * does with it, and how the engine should have read it. The runner is ../casebook.test.ts.
 *
 * Products are grouped by how they are underwritten, strictest first (see
 * docs/underwriting.md, Product kinds):
 *   full          term, whole-life, indexed-universal-life, guaranteed-universal-life
 *   simplified    simplified-term, return-of-premium-term, mortgage-protection, simplified-whole-life
 *   finalExpense  final-expense
 *   guaranteed    guaranteed-issue
 */
import type { ClientProfile, ProductKind, RateClass } from '../../../../src/engine';

export type Group = 'full' | 'simplified' | 'finalExpense' | 'guaranteed';

export const groupOfKind: Record<ProductKind, Group> = {
  term: 'full',
  'whole-life': 'full',
  'indexed-universal-life': 'full',
  'guaranteed-universal-life': 'full',
  'simplified-term': 'simplified',
  'return-of-premium-term': 'simplified',
  'mortgage-protection': 'simplified',
  'simplified-whole-life': 'simplified',
  'final-expense': 'finalExpense',
  'guaranteed-issue': 'guaranteed',
};

/** What happened to one product: the tier it was offered at, or declined. */
export type Outcome = 'level' | 'graded' | 'modified' | 'guaranteed' | 'decline' | 'postponed';

/**
 * An allowed outcome, or a set of them:
 *   'not-level'  graded, modified, decline or postponed (part 2 inside its look-back: carriers differ)
 *   'offered'    level, graded or modified (underwritten, but not declined)
 */
export type Expect = Outcome | 'not-level' | 'offered' | readonly Outcome[];

export type MedicationStatus = 'confirms' | 'suggests' | 'ambiguous' | 'no-weight';
/** A drug with one use (metformin, Biktarvy): it confirms a listed condition or suggests an unlisted one. */
export const PROVES: readonly MedicationStatus[] = ['confirms', 'suggests'];

export interface ReadingExpect {
  /** Each must match the name of some condition read (optionally from a given source). */
  conditions?: readonly (RegExp | { name: RegExp; source: 'listed' | 'medication' })[];
  /** No condition read may have a name matching any of these. */
  conditionsNot?: readonly RegExp[];
  /** No condition read at all (negations, everyday products). */
  noConditions?: boolean;
  /** Each must match the name of some entry of `ruledOut`. */
  ruledOut?: readonly RegExp[];
  /** No entry of `ruledOut` may match any of these (a fact written as present is not a negation). */
  ruledOutNot?: readonly RegExp[];
  /** Each must match some question. */
  questions?: readonly RegExp[];
  /** No question may match any of these. */
  questionsNot?: readonly RegExp[];
  /** For the medication line whose `written` matches, the status it was read with. */
  medications?: readonly { written: RegExp; status: MedicationStatus | readonly MedicationStatus[] }[];
  /** Each must match a word listed as not understood. */
  unrecognisedWords?: readonly RegExp[];
  /** Must match `reading.tobacco`. */
  tobacco?: RegExp;
  /** Each must match some line of `reading.family` (family history, and what was read and not counted). */
  family?: readonly RegExp[];
  /** No line of `reading.family` may match any of these. */
  familyNot?: readonly RegExp[];
  /** Each must match some line of `reading.context`, written "kind: text" ("pending: lung nodule, results still to come"). */
  context?: readonly RegExp[];
  /** No line of `reading.context` may match any of these. */
  contextNot?: readonly RegExp[];
}

export interface Case {
  name: string;
  /** Where the expectation comes from (one of the public sites docs/underwriting.md (Sources) lists). */
  source: string;
  /** Changes to the base profile (66-year-old man, 5'10'', 180 lb, non-smoker, nothing listed). */
  profile: Partial<ClientProfile>;
  /** Must hold for EVERY product of the group whose issue ages include the client's age. */
  expect: Partial<Record<Group, Expect>>;
  /** Must hold for AT LEAST ONE such product of the group (where carriers differ, what at least one does). */
  some?: Partial<Record<Group, Expect>>;
  /** Every in-age decline (of the named groups, or all) must give a reason matching this. */
  declineReason?: RegExp | Partial<Record<Group, RegExp>>;
  /** Every offer of the group must be at one of these rate classes. */
  rateClass?: Partial<Record<Group, readonly RateClass[]>>;
  /** At least one offer of the group must be at one of these rate classes. */
  someRateClass?: Partial<Record<Group, readonly RateClass[]>>;
  /**
   * Must be judged like this other profile (changes to the same base): the same outcome and rate class
   * for every product, and with 'scores' the same match score too.
   */
  sameAs?: { profile: Partial<ClientProfile>; compare: 'outcomes' | 'scores'; why: string };
  /** Every product outside its issue ages must be declined with a reason matching this. */
  outOfAgeReason?: RegExp;
  reading?: ReadingExpect;
}

/** The profile every case starts from. */
export const BASE: ClientProfile = {
  age: '66',
  gender: 'male',
  height: "5'10''",
  weight: '180',
  smoker: false,
  medications: '',
  medicalConditions: '',
  familyHistory: '',
};

export const NOW = new Date('2026-05-15T14:30:00Z');

export const tobaccoClasses: readonly RateClass[] = ['preferred-tobacco', 'standard-tobacco'];
export const nonTobaccoClasses: readonly RateClass[] = ['preferred-plus', 'preferred', 'standard'];

/** Tests or results still to come: every underwritten product postponed, guaranteed issue still open. */
export const POSTPONED: Case['expect'] = { full: 'postponed', simplified: 'postponed', finalExpense: 'postponed', guaranteed: 'guaranteed' };

/** A part 1 knock-out: declined by every underwritten product, guaranteed issue still open. */
export const KNOCKOUT: Case['expect'] = { full: 'decline', simplified: 'decline', finalExpense: 'decline', guaranteed: 'guaranteed' };

/**
 * A part 2 answer inside its look-back: graded or modified at most final expense carriers, a decline
 * at strict ones; simplified issue declines (or grades, where a product has a graded tier); guaranteed
 * issue is open.
 */
export const PART2_INSIDE: Case['expect'] = { simplified: 'not-level', finalExpense: 'not-level', guaranteed: 'guaranteed' };
/** At least one final expense carrier grades or modifies rather than declines (what part 2 is for). */
export const PART2_SOME: Case['some'] = { finalExpense: ['graded', 'modified'] };

/**
 * Fully underwritten after a serious event past the first months, or a chronic heart condition: postponed
 * (declined here) or table-rated, which this catalog shows as its lowest class, never better
 * (lifeinsurancehelpdesk.com: after a heart attack "Standard rates rare but possible, table ratings very
 * likely"; carriers postpone 6-12 months). Inside those first months the cases say 'decline'.
 */
export const RATED_DOWN: Case['rateClass'] = { full: ['standard', 'standard-tobacco'] };

/**
 * Mild COPD, emphysema or chronic bronchitis (inhalers only, no oxygen, no hospital stay for it in the last 2
 * years, no tobacco): several final expense carriers give a level benefit, stricter ones grade it; simplified
 * issue is never level (the domain primer: "COPD is graded by severity, not by name").
 */
export const MILD_COPD: Case['expect'] = { simplified: 'not-level', finalExpense: ['level', 'graded', 'modified'], guaranteed: 'guaranteed' };
export const MILD_COPD_SOME: Case['some'] = { finalExpense: 'level' };

/** Beyond every typical look-back: a level final expense benefit. */
export const PART2_BEYOND: Case['expect'] = { finalExpense: 'level', guaranteed: 'guaranteed' };

/** Nothing to underwrite: the base profile's answer. */
export const HEALTHY: Case['expect'] = { full: 'level', simplified: 'level', finalExpense: 'level', guaranteed: 'guaranteed' };

/** The same scores as the base profile (negations, everyday products). */
export const SAME_AS_BASE = (why: string): NonNullable<Case['sameAs']> => ({ profile: {}, compare: 'scores', why });
