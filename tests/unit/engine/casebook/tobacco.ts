/**
 * Tobacco. Source: docs/underwriting.md (Tobacco: any nicotine in the last 12 months is tobacco at most carriers;
 * preferred non-tobacco classes often ask for 2-5 years clean; a quit date matters); benefitchoicedirect.com
 * (final expense rates by tobacco use). Tobacco changes the rate class, not the benefit tier.
 */
import { nonTobaccoClasses, tobaccoClasses, type Case } from './types';

const TOBACCO = 'docs/underwriting.md (Tobacco); benefitchoicedirect.com';
const allTobacco = { full: tobaccoClasses, simplified: tobaccoClasses, finalExpense: tobaccoClasses, guaranteed: tobaccoClasses };
const allNonTobacco = { full: nonTobaccoClasses, simplified: nonTobaccoClasses, finalExpense: nonTobaccoClasses, guaranteed: nonTobaccoClasses };

export const tobacco: Case[] = [
  {
    name: 'tobacco: the smoker box checked',
    source: TOBACCO,
    profile: { smoker: true },
    expect: { full: 'level', simplified: 'level', finalExpense: 'level', guaranteed: 'guaranteed' },
    rateClass: allTobacco,
    reading: { tobacco: /tobacco|smok/i },
  },
  {
    name: 'tobacco: "quit smoking 6 months ago" is still tobacco',
    source: TOBACCO,
    profile: { medicalConditions: 'quit smoking 6 months ago' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    rateClass: allTobacco,
    reading: { tobacco: /tobacco/i },
  },
  {
    name: 'tobacco: "quit cigarettes March 2026" is still tobacco',
    source: TOBACCO,
    profile: { medicalConditions: 'quit cigarettes March 2026' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    rateClass: allTobacco,
  },
  {
    name: 'tobacco: "chews tobacco daily"',
    source: TOBACCO,
    profile: { medicalConditions: 'chews tobacco daily' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    rateClass: allTobacco,
  },
  {
    name: 'tobacco: "vapes nicotine every day"',
    source: 'docs/underwriting.md (Tobacco: any nicotine in the last 12 months)',
    profile: { medicalConditions: 'vapes nicotine every day' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    rateClass: allTobacco,
  },
  {
    name: 'tobacco: "quit smoking 10 years ago" is non-tobacco, preferred possible',
    source: TOBACCO,
    profile: { medicalConditions: 'quit smoking 10 years ago' },
    expect: { full: 'level', simplified: 'level', finalExpense: 'level', guaranteed: 'guaranteed' },
    rateClass: allNonTobacco,
    someRateClass: { full: ['preferred-plus', 'preferred'] },
  },
  {
    name: 'tobacco: "former smoker, quit 2015"',
    source: TOBACCO,
    profile: { medicalConditions: 'former smoker, quit 2015' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    rateClass: allNonTobacco,
  },
  {
    name: 'tobacco: "quit smoking 3 years ago" is non-tobacco',
    source: TOBACCO,
    profile: { medicalConditions: 'quit smoking 3 years ago' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    rateClass: allNonTobacco,
  },
  {
    name: 'tobacco: smoker with COPD keeps tobacco classes wherever offered',
    source: `${TOBACCO}; docs/underwriting.md (Part 2 questions: COPD)`,
    profile: { smoker: true, medicalConditions: 'COPD' },
    expect: { simplified: 'not-level', finalExpense: 'not-level', guaranteed: 'guaranteed' },
    rateClass: allTobacco,
  },
  // A quit clause that names no tobacco dates the quit of the tobacco clause before it (issue 48).
  ...['ex-smoker, quit 8 months ago', 'smoker, quit 6 months ago', 'former smoker; quit about 10 months ago', 'quit 3 months ago, former smoker'].map(
    (line): Case => ({
      name: `tobacco: a quit under 12 months dates the tobacco before it: "${line}"`,
      source: TOBACCO,
      profile: { medicalConditions: line },
      expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
      rateClass: allTobacco,
      reading: { tobacco: /^Quit \d+ months ago: tobacco rates/ },
    }),
  ),
  {
    name: 'tobacco: "smoker, quit 4 years ago" is the smoking that was quit: non-tobacco',
    source: TOBACCO,
    profile: { medicalConditions: 'smoker, quit 4 years ago' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    rateClass: allNonTobacco,
  },
  {
    name: 'tobacco: "former smoker" alone is a quit with no date',
    source: TOBACCO,
    profile: { medicalConditions: 'former smoker' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    reading: { tobacco: /date not given/ },
  },
  // Products by kind and brand (src/engine/data/tobacco.ts, each row with its source).
  ...['chews Copenhagen daily', 'dips Grizzly wintergreen', 'Skoal, a can a week', 'Zyn pouches every day', 'smokes Black & Milds on weekends', 'Marlboro Lights 1 ppd', 'uses a Juul', 'hookah occasionally', 'snus daily', 'Swisher Sweets cigarillos'].map(
    (line): Case => ({
      name: `tobacco: a product by kind or brand: "${line}"`,
      source: `${TOBACCO}; src/engine/data/tobacco.ts`,
      profile: { medicalConditions: line },
      expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
      rateClass: allTobacco,
      reading: { tobacco: /named in the profile/ },
    }),
  ),
  {
    name: 'tobacco: a brand in the medications box: "nicotine patch 21 mg daily"',
    source: `${TOBACCO}; src/engine/data/tobacco.ts`,
    profile: { medications: 'nicotine patch 21 mg daily' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    rateClass: allTobacco,
  },
];
