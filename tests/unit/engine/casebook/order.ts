/**
 * The order an agent would choose: full benefit from day one, then part, then guaranteed issue; issue-age wording (issue 48).
 *
 * The casebook checks outcomes per group and rate classes; the order itself (every level offer above
 * every graded or modified one, those above guaranteed issue, in rank and in score) is a property of
 * every profile, tested in ../score.test.ts ("the order an agent would choose"). These cases hold the
 * outcomes that order rests on: a part 2 answer inside its look-back leaves a final expense carrier
 * that grades or modifies (what ranks above guaranteed issue), and guaranteed issue, which asks no
 * health questions, prices every non-smoker alike whatever their health.
 * Source: docs/underwriting.md (Benefit tiers: level, graded, modified, guaranteed; Final expense part 2).
 */
import { PART2_SOME, type Case } from './types';

const TIERS = 'docs/underwriting.md (Benefit tiers; Final expense part 2)';
/** Guaranteed issue: open, and Standard for a non-smoker whatever the health (no questions asked). */
const GI_STANDARD = { guaranteed: ['standard'] } as const;

const partial = (name: string, age: string, gender: 'male' | 'female', line: string): Case => ({
  name: `order: ${name} ("${line}") leaves a final expense carrier that grades or modifies, above guaranteed issue`,
  source: TIERS,
  profile: { age, gender, medicalConditions: line },
  expect: { guaranteed: 'guaranteed' },
  some: PART2_SOME,
  rateClass: GI_STANDARD,
});

export const order: Case[] = [
  partial('58-year-old woman after breast cancer', '58', 'female', 'breast cancer 2 years ago, lumpectomy'),
  partial('58-year-old woman after breast cancer, shorthand', '58', 'female', 'breast ca 2024 s/p lumpectomy'),
  partial('62-year-old man after a heart attack', '62', 'male', 'heart attack 2 years ago'),
  partial('70-year-old woman after a stroke', '70', 'female', 'stroke 18 months ago'),
  partial('66-year-old man with COPD', '66', 'male', 'COPD'),
  {
    name: 'order: guaranteed issue prices a non-smoker with a memory condition at Standard, as it does everyone (no health questions)',
    source: TIERS,
    profile: { age: '72', medicalConditions: "alzheimer's disease" },
    expect: { full: 'decline', simplified: 'decline', finalExpense: 'decline', guaranteed: 'guaranteed' },
    rateClass: GI_STANDARD,
  },
  {
    name: 'order: guaranteed issue prices a smoker on dialysis at Standard Tobacco: tobacco, never health',
    source: TIERS,
    profile: { age: '75', smoker: true, medicalConditions: 'on dialysis' },
    expect: { full: 'decline', simplified: 'decline', finalExpense: 'decline', guaranteed: 'guaranteed' },
    rateClass: { guaranteed: ['standard-tobacco'] },
  },
  {
    name: 'order: a healthy 50-year-old inside final expense issue ages gets level there, above guaranteed issue',
    source: TIERS,
    profile: { age: '50' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    rateClass: GI_STANDARD,
  },
];
