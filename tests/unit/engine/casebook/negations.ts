/**
 * Words that negate, anywhere in the clause: "HIV negative", "tested negative", "ruled out", "denies",
 * "no history of", "workup negative" mean the condition is absent (docs/underwriting.md, Words that negate). A
 * negated line leaves the client exactly as healthy as the base profile: same tier, rate class and
 * score at every product. A negation reaches only its own clause: another fact on the line still counts.
 *
 * Source for the facts themselves: getsure.org (HIV), valuepenguin.com (cancer), diversifiedquotes.com
 * (heart attack, stroke); the negation reading is from docs/underwriting.md (Words that negate).
 */
import { HEALTHY, MILD_COPD, PART2_INSIDE, SAME_AS_BASE, type Case } from './types';

const NEGATION = 'docs/underwriting.md (Words that negate)';
const absent = (name: string, line: string, ruledOut?: RegExp): Case => ({
  name: `negation: "${line}"`,
  source: `${NEGATION}; ${name}`,
  profile: { medicalConditions: line },
  expect: HEALTHY,
  sameAs: SAME_AS_BASE('the condition is written as absent'),
  reading: { noConditions: true, ...(ruledOut ? { ruledOut: [ruledOut] } : {}) },
});

export const negations: Case[] = [
  absent('getsure.org: HIV', 'HIV negative', /HIV/i),
  absent('getsure.org: HIV', 'tested negative for HIV', /HIV/i),
  absent('getsure.org: HIV', 'negative for HIV and hepatitis C', /HIV/i),
  absent('getsure.org: HIV', 'hepatitis C negative', /hepatitis/i),
  // "CP" is chest pain in a workup; the whole line is negated whatever CP is read as.
  absent('diversifiedquotes.com: heart attack', 'CP workup negative'),
  absent('diversifiedquotes.com: heart attack', 'ruled out MI', /heart attack|myocardial/i),
  absent('diversifiedquotes.com: heart attack', 'MI ruled out', /heart attack|myocardial/i),
  absent('diversifiedquotes.com: heart attack', 'denies chest pain'),
  absent('diversifiedquotes.com: heart attack', 'stress test negative for heart disease', /heart|coronary/i),
  absent('diversifiedquotes.com: heart attack', 'no heart attack, no stroke', /heart attack|myocardial/i),
  absent('diversifiedquotes.com: stroke', 'never had a stroke', /stroke/i),
  absent('valuepenguin: cancer', 'no history of cancer', /cancer/i),
  absent('valuepenguin: cancer', 'cancer screening negative', /cancer/i),
  absent('valuepenguin: cancer', 'colonoscopy negative for cancer', /cancer/i),
  absent('valuepenguin: cancer', 'biopsy negative for cancer', /cancer/i),
  absent('newhorizonsmktg.com: diabetes', 'no diabetes', /diabet/i),
  absent('willamette life: oxygen', 'does not use oxygen', /oxygen/i),

  // The negation stays inside its clause.
  {
    name: 'negation scope: "high blood pressure, no history of heart attack"',
    source: `${NEGATION}; diversifiedquotes.com: heart attack`,
    profile: { medicalConditions: 'high blood pressure, no history of heart attack' },
    expect: HEALTHY,
    reading: { conditions: [/hypertension|blood pressure/i], conditionsNot: [/heart attack|myocardial/i], ruledOut: [/heart attack|myocardial/i] },
  },
  {
    name: 'negation scope: "denies chest pain, heart attack 4 months ago"',
    source: `${NEGATION}; diversifiedquotes.com: heart attack`,
    profile: { medicalConditions: 'denies chest pain, heart attack 4 months ago' },
    expect: { ...PART2_INSIDE, full: 'decline' },
    reading: { conditions: [/heart attack|myocardial/i] },
  },
  {
    name: 'negation scope: "HIV negative; COPD"',
    source: `${NEGATION}; getsure.org: HIV; docs/underwriting.md (Part 2 questions: COPD)`,
    profile: { medicalConditions: 'HIV negative; COPD' },
    expect: MILD_COPD,
    reading: { conditions: [/copd|chronic obstructive/i], conditionsNot: [/HIV/i], ruledOut: [/HIV/i] },
  },
  {
    name: 'negation scope: "no cancer but diabetes with neuropathy"',
    source: `${NEGATION}; docs/underwriting.md (Part 2 questions: diabetes with neuropathy)`,
    profile: { medicalConditions: 'no cancer but diabetes with neuropathy' },
    expect: PART2_INSIDE,
    reading: { conditions: [/neuropathy/i], conditionsNot: [/cancer/i] },
  },
  {
    name: 'negation scope: negated and present facts on separate lines',
    source: `${NEGATION}; willamette life: oxygen`,
    profile: { medicalConditions: 'HIV negative\non oxygen' },
    expect: { full: 'decline', simplified: 'decline', finalExpense: 'decline', guaranteed: 'guaranteed' },
    declineReason: /oxygen/i,
    reading: { conditions: [/oxygen/i], conditionsNot: [/HIV/i] },
  },
];
