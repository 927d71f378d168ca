/**
 * Status words in the past or negated, severity by stage or measure, a line's date reaching every fact
 * (issue 48). Final expense and simplified applications ask about the present ("Are you currently
 * confined to a nursing home…", "Do you currently require the use of oxygen…", "Do you need help
 * with bathing, dressing, eating, toileting…"): a status the line says is over, or denies, is not a
 * knock-out. A stage or a measure grades the fact it is written with (KDIGO CKD stages, GOLD COPD
 * stages, NYHA classes, an ejection fraction of 40 % or less is heart failure with a reduced ejection
 * fraction). A line's date dates the treatment written after it on the line.
 */
import { KNOCKOUT, type Case } from './types';

const PRESENT = 'docs/underwriting.md (Part 1 questions: asked in the present tense); sample final expense applications (Mutual of Omaha Living Promise, Americo Eagle Premier: "currently")';
const STAGES = 'KDIGO 2012 CKD guideline (stages 1-5, 3a/3b by eGFR); GOLD 2024 report (COPD grades 1-4); NYHA functional classes; ACC/AHA heart failure guideline (HFrEF: EF 40 % or less)';
const LINE_DATE = 'docs/underwriting.md (Cancer: look-back from the end of treatment); docs/engine.md (dates per clause)';

/** A status over or denied: a level final expense benefit, and never the status read as a fact now. */
const notNow = (line: string, status: RegExp, reading: Case['reading'] = {}): Case => ({
  name: `status not now: "${line}"`,
  source: PRESENT,
  profile: { medicalConditions: line },
  expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
  reading: { conditionsNot: [status], ...reading },
});

/** A status written as the present: the knock-out, whatever else the line says. */
const stillNow = (line: string): Case => ({
  name: `status now: "${line}"`,
  source: PRESENT,
  profile: { medicalConditions: line },
  expect: KNOCKOUT,
});

const graded = (line: string, expect: Case['expect'], reading: Case['reading']): Case => ({
  name: `severity by stage or measure: "${line}"`,
  source: STAGES,
  profile: { medicalConditions: line },
  expect,
  ...(reading ? { reading } : {}),
});

/** Read alike: the same outcomes for every product. */
const alike = (line: string, other: string, why: string, expect: Case['expect'] = { finalExpense: 'level', guaranteed: 'guaranteed' }): Case => ({
  name: `a line's date reaches every fact: "${line}"`,
  source: LINE_DATE,
  profile: { medicalConditions: line },
  expect,
  sameAs: { profile: { medicalConditions: other }, compare: 'outcomes', why },
});

const ADL = /daily living/i;
const NURSING = /nursing home/i;
const OXYGEN = /oxygen/i;

export const statusInTime: Case[] = [
  // Denied: the client does it alone.
  notNow('independent in all ADLs', ADL, { ruledOut: [ADL] }),
  notNow('independent with activities of daily living', ADL, { ruledOut: [ADL] }),
  notNow('ADLs intact', ADL),
  notNow('does all his ADLs on his own', ADL),
  notNow('needs no help with bathing or dressing', ADL),
  // Over: a stay dated in the past, or ended.
  notNow('short nursing-home rehab stay in 2019', NURSING, { context: [/^history: nursing home.*not now/i], conditionsNot: [NURSING, /alcohol or drug/i] }),
  notNow('was in a skilled nursing facility for rehab in 2020 after hip surgery', NURSING),
  notNow('nursing home stay 2018 after a fall, went home', NURSING),
  notNow('home health care in 2020, discharged', /home health/i),
  notNow('used a wheelchair in 2019 after knee surgery', /wheelchair/i),
  notNow('on oxygen in the hospital only, none since', OXYGEN, { conditionsNot: [OXYGEN, /in hospital now/i] }),
  notNow('needed oxygen while hospitalized for pneumonia in 2021, none since', OXYGEN),
  notNow('was on O2 during a hospital stay in 2022, not since', OXYGEN),
  // The present stays the present.
  stillNow('lives in a nursing home'),
  stillNow('in a nursing home since 2023'),
  stillNow('uses oxygen at night only'),
  stillNow('needs help with bathing and dressing'),

  // Severity by stage: CKD 3b and worse is serious (never Preferred, never fully underwritten).
  graded('CKD stage 3b', { full: 'decline', simplified: 'decline', guaranteed: 'guaranteed' }, { context: [/^graver: .*3b.*serious/i] }),
  graded('CKD 3b, on lisinopril', { full: 'decline', simplified: 'decline', guaranteed: 'guaranteed' }, { context: [/^graver: .*3b/i] }),
  graded('chronic kidney disease, stage IIIb', { full: 'decline', simplified: 'decline', guaranteed: 'guaranteed' }, { conditions: [/kidney/i] }),
  graded('eGFR 25', KNOCKOUT, { conditions: [/stage 4/i] }),
  // GOLD 3-4 COPD is severe: never level at final expense.
  graded('COPD GOLD stage 3', { simplified: 'decline', finalExpense: 'not-level', guaranteed: 'guaranteed' }, { context: [/^graver: .*GOLD/i] }),
  graded('COPD, GOLD 4', { simplified: 'decline', finalExpense: 'not-level', guaranteed: 'guaranteed' }, { context: [/^graver: .*GOLD/i] }),
  graded('emphysema stage 3', { simplified: 'decline', finalExpense: 'not-level', guaranteed: 'guaranteed' }, { context: [/^graver: emphysema/i] }),
  // NYHA class and ejection fraction: heart failure or cardiomyopathy at its gravest.
  graded('cardiomyopathy NYHA class III', { full: 'decline', simplified: 'decline', finalExpense: 'not-level', guaranteed: 'guaranteed' }, { context: [/^graver: cardiomyopathy.*NYHA/i] }),
  graded('cardiomyopathy, EF 30%', { full: 'decline', simplified: 'decline', finalExpense: 'not-level', guaranteed: 'guaranteed' }, { context: [/^graver: cardiomyopathy.*ejection fraction/i] }),
  graded('LVEF 35%', { full: 'decline', simplified: 'decline', finalExpense: 'not-level', guaranteed: 'guaranteed' }, { conditions: [/heart failure/i] }),
  graded('heart failure, NYHA class IV', { full: 'decline', simplified: 'decline', finalExpense: 'not-level', guaranteed: 'guaranteed' }, { unrecognisedWords: [] }),
  graded('lung cancer, stage IV', KNOCKOUT, { conditions: [/metastatic/i] }),

  // A line's date reaches the treatment written after it; NED and "no evidence of disease" end the cancer.
  alike('breast cancer 2012, lumpectomy and radiation, no evidence of disease', 'breast cancer 2012, lumpectomy + XRT, NED', 'the same treatment in shorthand'),
  alike('breast cancer 2012, lumpectomy + XRT, NED', 'breast cancer 2012', 'the treatment is dated by its line'),
  alike('prostate cancer 2010, radiation, NED since', 'prostate cancer 2010', 'radiation after a dated cancer is dated by it'),
  alike('colon cancer 2014, surgery and chemo, cancer free since', 'colon cancer 2014', 'chemo after a dated cancer is dated by it'),
  // "since" with no date after it: since the fact before it.
  alike('alcohol rehab 2023, sober since', 'alcohol rehab 2023', '"sober since" is since the rehab', { guaranteed: 'guaranteed' }),
  alike('drug rehab 2015, clean since', 'drug rehab 2015', '"clean since" is since the rehab'),
  alike('hepatitis C 2015, cured since', 'hepatitis C cured 2015', '"cured since" is since 2015', { guaranteed: 'guaranteed' }),
  alike('lymphoma 2012, in remission since', 'lymphoma 2012, in remission', '"in remission since" is since 2012'),
];
