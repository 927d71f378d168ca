/**
 * Misreads in context: words that are a condition only beside certain others, status words bound to
 * their own fact, treatment words read rather than dropped, harmless words that cost nothing, dates
 * written without a year or as an age, and COPD graded by severity rather than by name. Each class
 * has several rewordings (case, word order, wording), so a fix by example fails here.
 *
 * Sources: the domain primer (/work/shared/domain/UNDERWRITING.md: Part 1 and Part 2 questions; COPD is
 * graded by severity; Medications: tamoxifen or anastrozole after breast cancer; Other facts: tobacco,
 * dates), and docs/underwriting.md (the same sections); the reading itself is docs/engine.md (Reading the profile).
 */
import {
  HEALTHY,
  KNOCKOUT,
  MILD_COPD,
  MILD_COPD_SOME,
  PART2_INSIDE,
  PART2_SOME,
  SAME_AS_BASE,
  nonTobaccoClasses,
  tobaccoClasses,
  type Case,
} from './types';

const PART1 = 'docs/underwriting.md (Part 1 questions); the domain primer (Part 1: AIDS or HIV, cancer treated now)';
const PART2 = 'docs/underwriting.md (Part 2 questions: alcohol or drug treatment, heart attack, stent, stroke)';
const TOBACCO = 'the domain primer (Other facts agents give: tobacco, any nicotine in the last 12 months)';
const HORMONE = 'the domain primer (Medications: "Tamoxifen or anastrozole after breast cancer marks ongoing hormone therapy: carriers differ")';
const COPD = 'the domain primer (COPD is graded by severity, not by name); docs/underwriting.md (Part 2 questions: COPD or emphysema without oxygen)';
const DATES = 'docs/underwriting.md (Date forms); the domain primer (Other facts agents give: dates)';
const RX = "the domain primer (Medications: the Rx check); Americo's public prescription drug list";

/** Physical rehab: judged exactly like the same line without the word "rehab". */
const physicalRehab = (line: string, without: string): Case => ({
  name: `misread, rehab: "${line}" is physical rehab, not alcohol or drug treatment`,
  source: `${PART2}; docs/engine.md (Reading the profile: in context)`,
  profile: { medicalConditions: line },
  expect: { guaranteed: 'guaranteed' },
  sameAs: { profile: without ? { medicalConditions: without } : {}, compare: 'scores', why: 'rehab for a joint or the heart is not alcohol or drug treatment' },
  reading: { conditionsNot: [/alcohol or drug/i] },
});

/** Substance rehab, no date: part 2 inside its look-back. */
const substanceRehab = (line: string): Case => ({
  name: `misread, rehab: "${line}" is alcohol or drug treatment`,
  source: PART2,
  profile: { medicalConditions: line },
  expect: PART2_INSIDE,
  some: PART2_SOME,
  reading: { conditions: [/alcohol or drug/i] },
});

/** A positive tuberculin skin test: no tobacco, no knock-out. */
const tuberculinTest = (line: string): Case => ({
  name: `misread, positive: "${line}" is a tuberculin test, not packs per day`,
  source: `${TOBACCO}; docs/underwriting.md (Part 1 questions: only HIV or AIDS among infections)`,
  profile: { medicalConditions: line },
  expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
  rateClass: { full: nonTobaccoClasses, simplified: nonTobaccoClasses, finalExpense: ['standard'] },
  reading: { tobacco: /^No tobacco/, conditions: [/tuberculosis/i] },
});

/** Packs per day: tobacco. */
const packsPerDay = (line: string): Case => ({
  name: `misread, positive: "${line}" is still tobacco`,
  source: TOBACCO,
  profile: { medicalConditions: line },
  expect: { guaranteed: 'guaranteed' },
  rateClass: { full: tobaccoClasses, simplified: tobaccoClasses, finalExpense: ['standard-tobacco'] },
  reading: { tobacco: /named/i },
});

/** AIDS in any case: the part 1 knock-out. */
const aids = (line: string): Case => ({
  name: `misread, aids: "${line}" is the disease`,
  source: `${PART1}; getsure.org: HIV`,
  profile: { medicalConditions: line },
  expect: KNOCKOUT,
  declineReason: { finalExpense: /AIDS|HIV/i },
  reading: { conditions: [/AIDS/i] },
});

/** A device or a verb: nothing to underwrite, no word left unread (the base profile's scores). */
const aidsNot = (line: string): Case => ({
  name: `misread, aids: "${line}" is no disease`,
  source: `${PART1}; docs/engine.md (Reading the profile: not understood)`,
  profile: { medicalConditions: line },
  expect: HEALTHY,
  sameAs: SAME_AS_BASE('a device or a verb, not the disease, and no word left unread'),
  reading: { noConditions: true },
});

/** Hepatitis C cured after a completed course: an event with that date, not current hepatitis C. */
const curedHepC = (line: string): Case => ({
  name: `misread, status: "${line}" is hepatitis C that is over`,
  source: 'docs/underwriting.md (Part 2 questions: look-back windows; beyond the window the same event qualifies); docs/engine.md (Reading the profile: events and chronic conditions)',
  profile: { medicalConditions: line },
  expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
  // Over 5 years ago: simplified issue's 3 to 5 year look-backs have passed at some carriers.
  some: { simplified: 'level' },
  reading: { conditions: [/hepatitis C/i] },
});

/** Ongoing hormone therapy beside a cancer: never a clean level final expense benefit; carriers differ. */
const hormone = (conditions: string, medications = ''): Case => ({
  name: `misread, treatment: "${conditions}${medications ? ` + ${medications}` : ''}" is ongoing hormone therapy`,
  source: HORMONE,
  profile: { medicalConditions: conditions, medications },
  expect: { simplified: 'decline', finalExpense: 'not-level', guaranteed: 'guaranteed' },
  some: PART2_SOME,
  reading: { conditions: [/hormone therapy/i] },
});

/** Immunotherapy, targeted therapy, radiotherapy: cancer treatment now, the part 1 knock-out. */
const cancerTreatment = (line: string): Case => ({
  name: `misread, treatment: "${line}" is cancer treatment`,
  source: PART1,
  profile: { medicalConditions: line },
  expect: KNOCKOUT,
  declineReason: { finalExpense: /cancer|melanoma|lymphoma/i },
  reading: { conditions: [/cancer treatment/i] },
});

/** A harmless word (device, body part, pen name): the same scores as without it. */
const harmless = (field: 'medicalConditions' | 'medications', line: string, without: string): Case => ({
  name: `misread, harmless: "${line}" costs what "${without}" costs`,
  source: `${RX}; docs/engine.md (Reading the profile: not understood)`,
  profile: { [field]: line },
  expect: { guaranteed: 'guaranteed' },
  sameAs: { profile: { [field]: without }, compare: 'scores', why: 'a device, a body part or a pen name is no word not understood' },
});

/** A date written differently: judged exactly like the plain date. */
const sameDate = (line: string, plain: string, why: string, age?: string): Case => ({
  name: `misread, date: "${line}" is "${plain}"`,
  source: DATES,
  profile: { medicalConditions: line, ...(age ? { age } : {}) },
  expect: { guaranteed: 'guaranteed' },
  sameAs: { profile: { medicalConditions: plain, ...(age ? { age } : {}) }, compare: 'scores', why },
});

/** Mild COPD, emphysema or chronic bronchitis: level at some final expense carriers, graded at stricter ones. */
const mildLung = (conditions: string, medications = ''): Case => ({
  name: `misread, COPD: "${conditions}${medications ? ` + ${medications.replace(/\n/g, ', ')}` : ''}" is the mild kind`,
  source: COPD,
  profile: { medicalConditions: conditions, medications },
  expect: MILD_COPD,
  some: MILD_COPD_SOME,
  reading: { conditionsNot: [/oxygen/i] },
});

/** Severe COPD: graded or declined at every final expense carrier. */
const severeLung = (profile: Case['profile'], why: string): Case => ({
  name: `misread, COPD: "${profile.medicalConditions ?? ''}${profile.medications ? ` + ${profile.medications.replace(/\n/g, ', ')}` : ''}"${profile.smoker ? ' (tobacco)' : ''} is severe: ${why}`,
  source: COPD,
  profile,
  expect: PART2_INSIDE,
  some: PART2_SOME,
});

export const misreads: Case[] = [
  // 1. Words that are conditions only in context.
  physicalRehab('rehab for knee replacement 2023', 'knee replacement 2023'),
  physicalRehab('cardiac rehab after stent', 'stent'),
  physicalRehab('physical therapy rehab for hip', ''),
  physicalRehab('PT/rehab after shoulder surgery', ''),
  physicalRehab('Hip replacement 2022, REHAB after', 'Hip replacement 2022'),
  physicalRehab('in recovery after knee surgery', ''),
  substanceRehab('drug rehab'),
  substanceRehab('in rehab for opioids'),
  substanceRehab('Rehab for alcohol'),
  substanceRehab('knee surgery 2020; rehab for alcohol'),
  tuberculinTest('positive PPD test'),
  tuberculinTest('PPD positive'),
  tuberculinTest('positive TB skin test'),
  tuberculinTest('Positive ppd 2019'),
  packsPerDay('1 ppd'),
  packsPerDay('smokes 1/2 ppd'),
  packsPerDay('2 ppd smoker'),
  packsPerDay('COPD, one ppd'),
  {
    name: 'misread, positive: "tested positive for covid 2022" is a past infection, nothing to underwrite',
    source: `${PART1}; docs/engine.md (Reading the profile: not understood)`,
    profile: { medicalConditions: 'tested positive for covid 2022' },
    expect: HEALTHY,
    reading: { conditions: [/covid/i], tobacco: /^No tobacco/ },
  },
  {
    name: 'misread, positive: "positive for HIV" is still HIV',
    source: `${PART1}; getsure.org: HIV`,
    profile: { medicalConditions: 'positive for HIV' },
    expect: { simplified: 'decline', guaranteed: 'guaranteed' },
    reading: { conditions: [/HIV/i] },
  },
  aids('has aids'),
  aids('Aids'),
  aids('aids dx 2010'),
  aids('HIV/aids since 2009'),
  aidsNot('hearing aids'),
  aidsNot('Walking aids'),
  aidsNot('uses mobility aids'),
  aidsNot('uses hearing aid'),
  aidsNot('aids in digestion'),
  aidsNot('sleep aids'),

  // 2. Status words bound to their own fact.
  curedHepC('hepatitis C, cured 2018 after Harvoni'),
  curedHepC('hep C - completed treatment 2019, cured'),
  curedHepC('Hepatitis C; treated with Epclusa 2019; SVR'),
  curedHepC('HCV, resolved 2017'),
  curedHepC('cured hepatitis C 2018'),
  {
    name: 'misread, status: "breast cancer 2015, completed chemo 2016, in remission" is a cancer ten years ago, nothing left unread',
    source: 'valuepenguin.com: cancer; docs/underwriting.md (Part 2 questions: beyond the window, level)',
    profile: { medicalConditions: 'breast cancer 2015, completed chemo 2016, in remission' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    sameAs: { profile: { medicalConditions: 'breast cancer 2015\nchemo 2016' }, compare: 'scores', why: 'remission ends nothing that was current; the words are known' },
  },
  {
    name: 'misread, status: "diabetes, hepatitis C cured 2018": the cure does not reach the diabetes',
    source: 'docs/engine.md (Reading the profile: events and chronic conditions)',
    profile: { medicalConditions: 'diabetes, hepatitis C cured 2018' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    sameAs: { profile: { medicalConditions: 'diabetes\nhepatitis C cured 2018' }, compare: 'scores', why: 'each status word stays with its own fact' },
    reading: { conditions: [/diabetes/i, /hepatitis C/i] },
  },
  {
    name: 'misread, status: "COPD, quit smoking 2015": the quit is about the smoking, the COPD stays current',
    source: `${COPD}; ${TOBACCO}`,
    profile: { medicalConditions: 'COPD, quit smoking 2015' },
    expect: MILD_COPD,
    some: { finalExpense: 'graded' },
    reading: { conditions: [/chronic obstructive/i], tobacco: /non-tobacco/i },
  },

  // 3. Treatment words read, not dropped.
  hormone('breast cancer 2020, on tamoxifen'),
  hormone('breast cancer 2015', 'anastrozole 1 mg daily'),
  hormone('Breast cancer 2021 - hormone therapy'),
  hormone('prostate cancer 2019, on hormonal therapy'),
  hormone('breast ca 2017, currently on letrozole'),
  hormone('DCIS 2016\nendocrine therapy'),
  cancerTreatment('lung cancer 2024, immunotherapy'),
  cancerTreatment('melanoma 2023, targeted therapy'),
  cancerTreatment('Breast cancer 2025 - Radiotherapy'),
  cancerTreatment('immunotherapy for lymphoma'),
  {
    name: 'misread, treatment: "breast cancer 2015, finished hormone therapy 2020" is no ongoing treatment',
    source: `${HORMONE}; valuepenguin.com: cancer`,
    profile: { medicalConditions: 'breast cancer 2015, finished hormone therapy 2020' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    reading: { conditionsNot: [/hormone therapy/i] },
  },

  // 4. Harmless words: devices, body parts, pen names.
  harmless('medications', 'Ozempic pen 1 mg weekly', 'Ozempic 1 mg weekly'),
  harmless('medications', 'Humalog KwikPen', 'Humalog'),
  harmless('medications', 'Lantus SoloStar 20 units', 'Lantus 20 units'),
  harmless('medications', 'Trulicity pen', 'Trulicity'),
  harmless('medications', 'albuterol inhaler prn', 'albuterol prn'),
  harmless('medicalConditions', 'arthritis left knee', 'arthritis'),
  harmless('medicalConditions', 'Right hip replacement 2015', 'hip replacement 2015'),
  harmless('medicalConditions', 'lower back pain', 'back pain'),
  harmless('medicalConditions', 'rotator cuff repair, right shoulder 2020', ''),

  // 5. Dates: a month without a year, an age at diagnosis.
  sameDate('heart attack in March', 'heart attack March 2026', 'a month without a year is the last such month (NOW is May 2026)'),
  sameDate('stent placed in October', 'stent placed October 2025', 'October has not come yet this year: last October'),
  sameDate('MI last March', 'MI March 2026', 'the last March before now'),
  sameDate('Stroke in June', 'stroke June 2025', 'June has not come yet this year: last June'),
  sameDate('TIA in May', 'TIA May 2026', 'this month'),
  sameDate('heart attack at 58', 'heart attack 8 years ago', 'a 66-year-old at 58: 8 years ago'),
  sameDate('diagnosed with breast cancer at age 60', 'breast cancer 6 years ago', 'a 66-year-old at 60: 6 years ago'),
  sameDate('stroke at 65', 'stroke 5 years ago', 'a 70-year-old at 65: 5 years ago', '70'),
  sameDate('type 2 diabetes dx at 30', 'type 2 diabetes', 'diabetes is chronic: present now whatever age it began'),
  {
    name: 'misread, date: "mother had breast cancer at 45" is family history, not an age at diagnosis',
    source: 'docs/engine.md (Reading the profile: family history in the wrong box)',
    profile: { medicalConditions: 'mother had breast cancer at 45' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    reading: { noConditions: true },
  },

  // 6. COPD graded by severity.
  mildLung('COPD', 'Spiriva\nalbuterol'),
  mildLung('emphysema, inhalers only'),
  mildLung('Chronic Bronchitis', 'Breo Ellipta'),
  mildLung('mild COPD, no hospital stays'),
  mildLung('COPD dx 2015', 'Spiriva Respimat'),
  mildLung('copd, hospitalized for it in 2019'),
  severeLung({ medicalConditions: 'COPD, hospitalized for a flare 2025' }, 'a hospital stay in the last 2 years'),
  severeLung({ medicalConditions: 'severe COPD' }, 'severe'),
  severeLung({ medicalConditions: 'End stage emphysema' }, 'end stage'),
  severeLung({ medicalConditions: 'COPD, nebulizer 3 times daily' }, 'a nebulizer'),
  severeLung({ medicalConditions: 'COPD', medications: 'prednisone 10 mg daily\nSpiriva' }, 'oral steroids'),
  severeLung({ medicalConditions: 'COPD', smoker: true }, 'tobacco'),
  severeLung({ medicalConditions: 'chronic bronchitis', medications: 'DuoNeb nebulizer' }, 'a nebulizer'),
  {
    name: 'misread, COPD: "emphysema on 2L oxygen" is the part 1 knock-out',
    source: `${COPD}; willamette life: oxygen`,
    profile: { medicalConditions: 'emphysema on 2L oxygen' },
    expect: KNOCKOUT,
    declineReason: { finalExpense: /oxygen/i },
  },

  // Over-reach found in review: each of these was read too kindly.
  {
    name: 'over-reach, status: "congestive heart failure, symptoms resolved 2018" is still heart failure',
    source: `${PART2}; the domain primer (Part 2: congestive heart failure)`,
    profile: { medicalConditions: 'congestive heart failure, symptoms resolved 2018' },
    expect: { finalExpense: 'not-level', guaranteed: 'guaranteed' },
    sameAs: { profile: { medicalConditions: 'congestive heart failure' }, compare: 'outcomes', why: 'symptoms that resolved are an episode, not the heart failure ending' },
  },
  {
    name: 'over-reach, status: "COPD, exacerbation resolved 2020" is still COPD, current',
    source: COPD,
    profile: { medicalConditions: 'COPD, exacerbation resolved 2020' },
    expect: { guaranteed: 'guaranteed' },
    sameAs: { profile: { medicalConditions: 'COPD' }, compare: 'outcomes', why: 'an exacerbation that resolved is an episode of COPD' },
  },
  {
    name: 'over-reach, status: "bipolar disorder, completed therapy 2019" is still bipolar disorder',
    source: 'docs/underwriting.md (Part 2 questions: some mental illnesses)',
    profile: { medicalConditions: 'bipolar disorder, completed therapy 2019' },
    expect: { guaranteed: 'guaranteed' },
    sameAs: { profile: { medicalConditions: 'bipolar disorder' }, compare: 'outcomes', why: 'a course of therapy completed does not end a lifelong condition' },
  },
  {
    name: 'over-reach, rehab: "rehab 2022, back to work since" is alcohol or drug treatment',
    source: PART2,
    profile: { medicalConditions: 'rehab 2022, back to work since' },
    expect: { guaranteed: 'guaranteed' },
    reading: { conditions: [/alcohol or drug treatment/i] },
  },
  {
    name: 'over-reach, rehab: "inpatient rehab 2022, in therapy since" is alcohol or drug treatment',
    source: PART2,
    profile: { medicalConditions: 'inpatient rehab 2022, in therapy since' },
    expect: { guaranteed: 'guaranteed' },
    reading: { conditions: [/alcohol or drug treatment/i] },
  },
  {
    name: 'over-reach, aids: "AIDS with neuropathy" is AIDS',
    source: PART1,
    profile: { medicalConditions: 'AIDS with neuropathy' },
    expect: KNOCKOUT,
    reading: { conditions: [/AIDS/] },
  },
  {
    name: 'over-reach, aids: "aids with wasting syndrome" is AIDS',
    source: PART1,
    profile: { medicalConditions: 'aids with wasting syndrome' },
    expect: KNOCKOUT,
    reading: { conditions: [/AIDS/] },
  },
  {
    name: 'over-reach, COPD: "COPD, 3 emergency room visits this year" is severe',
    source: COPD,
    profile: { medicalConditions: 'COPD, 3 emergency room visits this year' },
    expect: { finalExpense: 'not-level', guaranteed: 'guaranteed' },
  },
  {
    name: 'over-reach, COPD: "copd with 2 er visits last year" is severe',
    source: COPD,
    profile: { medicalConditions: 'copd with 2 er visits last year' },
    expect: { finalExpense: 'not-level', guaranteed: 'guaranteed' },
  },
];
