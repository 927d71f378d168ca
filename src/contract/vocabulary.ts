/**
 * The words a search answer is written in: product kinds, benefit tiers (best first) and rate
 * classes. The engine has the same lists (src/engine/types.ts); src/api/wire.ts holds the two equal.
 */
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

/** The kinds an agent sells by: the catalog's ten product kinds in four groups. */
export const kindGroups = ['term', 'final-expense', 'guaranteed-issue', 'permanent'] as const;
export type KindGroup = (typeof kindGroups)[number];

export const kindGroupLabels: Record<KindGroup, string> = {
  term: 'Term',
  'final-expense': 'Final expense',
  'guaranteed-issue': 'Guaranteed issue',
  permanent: 'Whole & universal life',
};

export const groupOfKind: Record<ProductKind, KindGroup> = {
  term: 'term',
  'simplified-term': 'term',
  'return-of-premium-term': 'term',
  'mortgage-protection': 'term',
  'final-expense': 'final-expense',
  'guaranteed-issue': 'guaranteed-issue',
  'whole-life': 'permanent',
  'simplified-whole-life': 'permanent',
  'indexed-universal-life': 'permanent',
  'guaranteed-universal-life': 'permanent',
};

/** The kinds an agent can ask for up front (the form's "Coverage wanted"); none asked: every kind. */
export const askedKinds = ['final-expense', 'term', 'guaranteed-issue'] as const;
export type AskedKind = (typeof askedKinds)[number];

/** Benefit tiers, best first. */
export const tiers = ['level', 'graded', 'modified', 'guaranteed'] as const;
export type Tier = (typeof tiers)[number];

export const rateClasses = ['preferred-plus', 'preferred', 'standard', 'preferred-tobacco', 'standard-tobacco'] as const;
export type RateClass = (typeof rateClasses)[number];

/**
 * What a read-back question asks: what a drug is taken for, when an undated event was, the month of
 * an event dated by its year alone, when the client quit tobacco, what a word the engine cannot read is.
 */
export const questionKinds = ['use', 'when', 'month', 'quit', 'word'] as const;
export type QuestionKind = (typeof questionKinds)[number];

/** How a fact was read in its context: results still to come, history, borderline, graver, a lab value. */
export const contextKinds = ['pending', 'history', 'borderline', 'graver', 'evidence'] as const;
export type ContextKind = (typeof contextKinds)[number];

/**
 * The term lengths, in years, an agent can ask for: the ones the sample catalog's term products
 * offer (tests/unit/searchSchema.test.ts holds them equal to the catalog's).
 */
export const termLengths = [10, 15, 20, 25, 30] as const;
export type TermLength = (typeof termLengths)[number];

/** How a quote is asked for: at a coverage amount, or for the largest amount a monthly budget buys. */
export const quoteModes = ['amount', 'budget'] as const;
export type QuoteMode = (typeof quoteModes)[number];

/**
 * The mortality basis a premium is priced on: the client's sex, or for a client whose sex is given
 * as Other, the average of the male and female rates ("blended"), said wherever the premium is.
 */
export const rateBases = ['male', 'female', 'blended'] as const;
export type RateBasis = (typeof rateBases)[number];
