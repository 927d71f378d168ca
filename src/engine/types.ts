/** The matching engine's domain: what the sheets become once validated (see sheets.ts). */

export const conditionGroups = [
  'cardiac',
  'cerebrovascular',
  'vascular',
  'hypertension',
  'cholesterol',
  'diabetes',
  'endocrine',
  'respiratory',
  'cancer',
  'kidney',
  'liver',
  'digestive',
  'neurological',
  'cognitive',
  'mental-health',
  'substance-use',
  'autoimmune',
  'musculoskeletal',
  'blood',
  'infectious',
  'sleep',
  'transplant',
  'terminal',
  'care',
  'other',
] as const;
export type ConditionGroup = (typeof conditionGroups)[number];

/** 1 minor, 2 moderate, 3 serious, 4 critical. */
export type Severity = 1 | 2 | 3 | 4;

export interface Condition {
  id: string;
  name: string;
  group: ConditionGroup;
  severity: Severity;
  /** Other names, matched with typo tolerance. */
  aliases: readonly string[];
  /** Short forms (HTN, T2DM), matched exactly as whole words. */
  abbreviations: readonly string[];
  /** Short forms that are also everyday words, matched only when written in capitals (AIDS). */
  capitalsOnly: readonly string[];
  /**
   * 'event' (a heart attack, a stroke, a cancer treated): its date governs the look-back, and a
   * medication taken today does not move it. 'chronic' (diabetes, COPD): present now whatever
   * year it began.
   */
  course: 'event' | 'chronic';
  /** Read as another condition when the client has one of this group: neuropathy with diabetes is diabetic neuropathy. */
  becomes: { group: ConditionGroup; id: string } | null;
}

export interface Medication {
  id: string;
  /** Generic name first, then brands. */
  names: readonly string[];
  /**
   * Each entry is a list of alternatives. One alternative proves that condition; several
   * (furosemide: swelling, high blood pressure or heart failure) are a question for the agent.
   * No entry at all: an everyday product with no underwriting weight (vitamin D, fish oil).
   */
  implies: readonly (readonly string[])[];
}

export interface Carrier {
  id: string;
  name: string;
}

export const productKinds = [
  'term',
  'simplified-term',
  'return-of-premium-term',
  'mortgage-protection',
  'whole-life',
  'simplified-whole-life',
  'final-expense',
  'guaranteed-issue',
  'indexed-universal-life',
  'guaranteed-universal-life',
] as const;
export type ProductKind = (typeof productKinds)[number];

/**
 * The kinds of coverage an agent can ask for up front, each with the product kinds it covers and
 * its name in the read-back. (The contract groups every kind for the results' filters; its groups
 * and these are held equal by tests/unit/wire.test.ts.)
 */
export const askedKinds = {
  'final-expense': { label: 'Final expense', kinds: ['final-expense'] },
  term: { label: 'Term', kinds: ['term', 'simplified-term', 'return-of-premium-term', 'mortgage-protection'] },
  'guaranteed-issue': { label: 'Guaranteed issue', kinds: ['guaranteed-issue'] },
} as const satisfies Record<string, { label: string; kinds: readonly ProductKind[] }>;
export type AskedKind = keyof typeof askedKinds;

/** Whether a product of this kind is one the agent asked for (none asked: every kind is). */
export const isKindAsked = (kind: ProductKind, asked: AskedKind | undefined): boolean =>
  asked === undefined || (askedKinds[asked].kinds as readonly ProductKind[]).includes(kind);

/** Benefit tiers, best first. */
export const tiers = ['level', 'graded', 'modified', 'guaranteed'] as const;
export type Tier = (typeof tiers)[number];

export const rateClasses = ['preferred-plus', 'preferred', 'standard', 'preferred-tobacco', 'standard-tobacco'] as const;
export type RateClass = (typeof rateClasses)[number];

export const buildChartIds = ['fully-underwritten', 'simplified', 'final-expense', 'none'] as const;
export type BuildChartId = (typeof buildChartIds)[number];

export type RuleAction = 'decline' | 'modified' | 'graded' | 'accept';

export interface UnderwritingRule {
  action: RuleAction;
  /** A condition group, one condition's id (a specific fact such as 'oxygen-use'), or 'any'. */
  target: string;
  /** The rule applies to conditions of this severity or worse. */
  minSeverity: Severity;
  /** Years since diagnosis inside which the rule applies; null = ever. */
  lookbackYears: number | null;
}

export interface TermOption {
  years: number;
  maxIssueAge: number;
}

export interface Product {
  id: string;
  carrierId: string;
  carrierName: string;
  name: string;
  kind: ProductKind;
  description: string;
  minIssueAge: number;
  maxIssueAge: number;
  minCoverage: number;
  maxCoverage: number;
  termOptions: readonly TermOption[];
  rateClasses: readonly RateClass[];
  /** Tiers the product can place a client in (guaranteed-issue products: only 'guaranteed'). */
  tiers: readonly Tier[];
  buildChart: BuildChartId;
  /** In the order the sheet gives them; the worst applicable action wins. */
  rules: readonly UnderwritingRule[];
  riders: readonly string[];
  /** Premiums are paid for this many years, then the policy is paid up (a 10-pay); null: for as long as it lasts. */
  premiumYears: number | null;
}

export interface Catalog {
  carriers: readonly Carrier[];
  products: readonly Product[];
  conditions: readonly Condition[];
  medications: readonly Medication[];
}

/** What the engine reads: the search form's eight fields (the API validates them before they get here). */
export interface ClientProfile {
  age: string;
  gender: 'male' | 'female' | 'other';
  height: string;
  weight: string;
  smoker: boolean;
  medications: string;
  medicalConditions: string;
  familyHistory: string;
  /**
   * Answers to the read-back's questions, by question id ("use:quetiapine" → "insomnia"). Not one of
   * the form's eight fields: the agent gives them in the read-back, and they are sent with the next
   * search. An answer to a question the profile no longer raises, or with a value the question does
   * not offer, is ignored (the question, if any, stays open).
   */
  answers?: Readonly<Record<string, string>>;
}

/** A date an answer changes on: "The heart attack reaches 2 years on 12 March 2027: then level". */
export interface Countdown {
  /** The day the look-back is passed, YYYY-MM-DD (UTC). */
  date: string;
  text: string;
}

/** A product the client can be offered, best first: the search API's fields (docs/product.md §6), then what an agent acts on. */
export interface Offer {
  id: string;
  name: string;
  carrierName: string;
  matchScore: number;
  description: string;
  features: { feature: string; value: string }[];
  qualifications: string[];
  exclusions: string[];
  kind: ProductKind;
  tier: Tier;
  rateClass: RateClass;
  /** Why the score is what it is, in an agent's words. */
  reasons: string[];
  /** Questions whose answer could change this offer ("Ask what furosemide is taken for: heart failure would decline it"). */
  questions: string[];
  /**
   * For each open question whose answer changes this offer, what it depends on, answer by answer
   * ("Depends on what quetiapine is taken for: level if insomnia; declined if schizophrenia").
   */
  dependsOn: string[];
  /** Where a dated fact lowers this offer's tier: when that changes. */
  countdowns: Countdown[];
  /** The illustrative premium, only when a coverage amount was given (see pricing.ts). */
  quote?: Quote;
  /**
   * What this offer would be under the other answers of each open question that changes it: the
   * outcome and, with a quote, its premium, so a card or a printed summary never shows a premium that
   * rests on an open answer without the other ("$139.49/mo; $59.24/mo if quit 1 to 2 years ago").
   */
  alternatives: Alternative[];
}

/** One open question's other answers, for one offer: what it would be then. */
export interface Alternative {
  /** The question's id ("quit", "use:quetiapine", "word:copenhagen"). */
  questionId: string;
  /** The answers, in words, as a condition: "if quit 1 to 2 years ago or 2 to 5 years ago". */
  when: string;
  /** The same answers without health words, for the client's copy: "if the answer to an open question differs". */
  plainWhen: string;
  /** "level at Standard", "graded", "declined", "held". */
  outcome: string;
  offered: boolean;
  tier: Tier | null;
  rateClass: RateClass | null;
  /** The monthly premium then (with a quote, when offered); null otherwise. */
  monthly: number | null;
}

/** A product not offered, with the reason an agent would give ("Declined: oxygen use", "Issue ages 50 to 85"). */
export interface Decline {
  id: string;
  name: string;
  carrierName: string;
  kind: ProductKind;
  reason: string;
  /**
   * 'postponed': not declined but not offered either until tests or results still to come are in
   * ("biopsy results pending"); the carrier underwrites on them then. Absent: declined.
   */
  outcome?: 'postponed';
  /** Open questions whose answer would make this product an offer, answer by answer. */
  dependsOn: string[];
  /** Where a dated fact declines this product: when that changes. */
  countdowns: Countdown[];
}

export type Grade = 'minor' | 'moderate' | 'serious' | 'critical';

export const questionKinds = ['use', 'when', 'month', 'quit', 'word'] as const;
/**
 * What a question asks: what a drug is taken for ('use'), when an undated event was ('when'), the
 * month of an event dated by its year alone when a look-back ends inside that year ('month'), when the
 * client quit tobacco ('quit'), what a word the engine cannot read is ('word': tobacco, a medication,
 * a condition or nothing to underwrite; until answered it holds every underwritten offer).
 */
export type QuestionKind = (typeof questionKinds)[number];

/** A question the read-back asks, answerable in place: the answer is sent back in `ClientProfile.answers`. */
export interface Question {
  /** Stable across searches of the same profile: "use:quetiapine", "when:heart-attack", "month:breast-cancer", "quit". */
  id: string;
  kind: QuestionKind;
  /** "What is quetiapine taken for?" */
  text: string;
  options: { value: string; label: string }[];
  /** The option the answer is read with until the agent answers. */
  assumed: string;
  /** The agent's answer, when given (one of the options). */
  answer: string | null;
  /** How it is read now, in words: "Until answered, read as insomnia: 25 mg at bedtime is a sleep dose." */
  reading: string;
  /** What was taken as evidence for the reading ("300 mg: a dose used for bipolar disorder or schizophrenia"). */
  evidence: string[];
  /**
   * What some answer changes among the products shown ("Changes 12 offers and 3 declines"), or null
   * when no answer changes any offer or decline (it is then not counted as an answer that can change
   * the results). Absent: not worked out (past the questions worked through).
   */
  changes?: string | null;
}

/** How the profile was read: what the agent checks and corrects from. Every quote is clipped. */
export interface ProfileReading {
  /** Each condition as recognised, listed or implied by a medication. */
  conditions: { name: string; written: string; date: string; grade: Grade; source: 'listed' | 'medication' }[];
  /** Each medication line as read, with what was taken as evidence of its use (dose, schedule, drugs beside it). */
  medications: {
    written: string;
    name: string;
    suggests: string[];
    status: 'confirms' | 'suggests' | 'ambiguous' | 'no-weight';
    evidence: string[];
    /** While its use is open: the id of the question that asks it (a question of `reading.questions`). */
    question?: string;
  }[];
  /** Conditions the agent wrote as absent ("HIV negative", "no history of cancer"). */
  ruledOut: { written: string; name: string }[];
  /** What the agent should ask the client: each answerable in place, with its options. */
  questions: Question[];
  /** Lines, or words of a line, that were not understood. */
  unrecognised: { field: 'medicalConditions' | 'medications' | 'familyHistory'; written: string; words: string[] }[];
  /** Tobacco as read ("No tobacco", "Tobacco (checked on the form)", "Quit 8 months ago: tobacco rates for 12 months"). */
  tobacco: string;
  /** Height, weight and BMI as read, or why the build was not checked. */
  build: string;
  /** Family history entries that count, and those that do not. */
  family: string[];
  /** The dates on which a look-back ends and some product gets better: when to call the client back. */
  callBacks: Countdown[];
  /**
   * Facts read in their context (docs/engine.md, The context of a fact): results still to come
   * ('pending'), history that rates nothing ('history'), a borderline reading ('borderline'), a stay
   * that makes a fact graver ('graver'), a lab value or reading ('evidence').
   */
  context: ReadContext[];
  /** The kind of coverage asked for, when one was ("Final expense only: 42 products of other kinds not searched"). */
  coverage?: string;
}

export const contextKinds = ['pending', 'history', 'borderline', 'graver', 'evidence'] as const;
export type ContextKind = (typeof contextKinds)[number];
/** "pending: lung nodule, biopsy results pending", "history: gestational diabetes 2015 (pregnancy only)". */
export interface ReadContext {
  kind: ContextKind;
  /** What it says about the fact, in an agent's words. */
  text: string;
  /** The clause as written (clipped). */
  written: string;
}

export interface Assessment {
  offered: Offer[];
  declined: Decline[];
  reading: ProfileReading;
}

/** What an offer says about its premium when the agent gave a coverage amount. */
export interface Quote {
  /** The coverage amount the agent asked for. */
  requested: number;
  /** Whether the product's coverage range holds it. */
  inRange: boolean;
  /** The amount priced: the requested one, or the nearest amount the product offers. */
  amount: number;
  minCoverage: number;
  maxCoverage: number;
  /** The term priced, in years; null for permanent products. */
  termYears: number | null;
  monthly: number;
  annual: number;
  /**
   * The monthly budget asked about, in budget mode: `requested` is then the largest amount the budget
   * buys on this product (under `minCoverage` when it reaches not even that, `inRange` false, and the
   * product priced at its minimum).
   */
  monthlyBudget?: number;
  /** The mortality rates priced on: the client's sex, or the average of both for Other ("blended"). */
  rates: 'male' | 'female' | 'blended';
}
