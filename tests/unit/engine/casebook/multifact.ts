/**
 * Several facts on one line, or several lines: each fact is read, and the worst decides.
 * Source: docs/underwriting.md (Part 1 questions, Part 2 questions; "COPD on 2 L O2" written on one line);
 * willamettelifeinsurance.com (oxygen); diversifiedquotes.com (heart attack); newhorizonsmktg.com
 * (minor vs serious conditions).
 */
import { KNOCKOUT, MILD_COPD, MILD_COPD_SOME, PART2_INSIDE, RATED_DOWN, type Case } from './types';

export const multifact: Case[] = [
  {
    name: 'multi: "heart attack and stent March 2025"',
    source: 'diversifiedquotes.com: heart attack',
    profile: { medicalConditions: 'heart attack and stent March 2025' },
    expect: PART2_INSIDE,
    rateClass: RATED_DOWN,
    reading: { conditions: [/heart attack|myocardial/i, /stent|angioplasty/i] },
  },
  {
    name: 'multi: "CHF and COPD"',
    source: 'docs/underwriting.md (Part 2 questions)',
    profile: { medicalConditions: 'CHF and COPD' },
    expect: { ...PART2_INSIDE, full: 'decline' },
    reading: { conditions: [/heart failure/i, /copd|chronic obstructive/i] },
  },
  {
    name: 'multi: "hypertension, high cholesterol, type 2 diabetes" — all minor, level final expense',
    source: 'newhorizonsmktg.com (minor conditions); docs/underwriting.md (Part 2 questions: diabetes only with complications)',
    profile: { medicalConditions: 'hypertension, high cholesterol, type 2 diabetes' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    reading: { conditions: [/hypertension|blood pressure/i, /cholesterol/i, /diabet/i] },
  },
  {
    name: 'multi: three lines, COPD decides',
    source: 'docs/underwriting.md (Part 2 questions)',
    profile: { medicalConditions: 'COPD\nheart attack 2018\nhigh blood pressure' },
    expect: MILD_COPD,
    some: MILD_COPD_SOME,
    reading: { conditions: [/copd|chronic obstructive/i, /heart attack|myocardial/i, /hypertension|blood pressure/i] },
  },
  {
    name: 'multi: an old heart attack and a knock-out on another line',
    source: 'willamette life: oxygen',
    profile: { medicalConditions: 'heart attack 2016\nemphysema on oxygen' },
    expect: KNOCKOUT,
    declineReason: { finalExpense: /oxygen/i },
  },
  {
    name: 'multi: "diabetes, neuropathy, on insulin, kidney disease stage 3"',
    source: 'docs/underwriting.md (Part 2 questions: diabetes with complications)',
    profile: { medicalConditions: 'diabetes, neuropathy, on insulin, kidney disease stage 3' },
    expect: PART2_INSIDE,
    reading: { conditions: [/diabet|insulin/i, /neuropathy/i, /kidney/i], conditionsNot: [/end.stage|failure|dialysis/i] },
  },
  {
    name: 'multi: condition listed and drug that proves a knock-out',
    source: "Americo's public prescription drug list; docs/underwriting.md (Part 1 questions)",
    profile: { medicalConditions: 'high blood pressure', medications: 'lisinopril 10 mg\ndonepezil 5 mg' },
    expect: KNOCKOUT,
    declineReason: { finalExpense: /alzheimer|dementia|donepezil/i },
  },
];
