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

/** Benefit tiers, best first. */
export const tiers = ['level', 'graded', 'modified', 'guaranteed'] as const;
export type Tier = (typeof tiers)[number];

export const rateClasses = ['preferred-plus', 'preferred', 'standard', 'preferred-tobacco', 'standard-tobacco'] as const;
export type RateClass = (typeof rateClasses)[number];

/**
 * What a read-back question asks: what a drug is taken for, when an undated event was, the month of
 * an event dated by its year alone, when the client quit tobacco.
 */
export const questionKinds = ['use', 'when', 'month', 'quit'] as const;
export type QuestionKind = (typeof questionKinds)[number];
