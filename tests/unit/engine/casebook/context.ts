/**
 * Every fact read in its context (ConText, Harkema et al., 2009; the i2b2 2010 assertion classes;
 * docs/underwriting.md, The context of a fact): results still to come postpone; a fact of pregnancy
 * or childhood only is history; borderline is the milder kind; a hospital stay makes a fact graver;
 * the use written on a medication line decides; a lab value is evidence, not a diagnosis; and a
 * non-medical fact (driving, probation, a hazardous sport, travel) never leaves a Preferred class.
 * Each section holds contrasts too: the same words where the context does not apply.
 */
import { HEALTHY, KNOCKOUT, POSTPONED, SAME_AS_BASE, type Case } from './types';

const SOURCE = 'docs/underwriting.md (The context of a fact)';
const OTHER_FACTS = 'docs/underwriting.md (Other facts agents give; The context of a fact: Non-medical)';

const postponed = (line: string, about: RegExp): Case => ({
  name: `pending: "${line}"`,
  source: SOURCE,
  profile: { medicalConditions: line },
  expect: POSTPONED,
  declineReason: { full: /^Postponed until the results are in: /, simplified: /^Postponed until the results are in: /, finalExpense: /^Postponed until the results are in: / },
  reading: { context: [about] },
});

export const pending: Case[] = [
  postponed('thyroid nodule, fine needle aspiration results pending', /^pending: thyroid nodule.*results still to come/i),
  postponed('awaiting colonoscopy results', /^pending: /),
  postponed('being worked up for anemia', /^pending: /),
  postponed('elevated liver enzymes, repeat labs not back yet', /^pending: /),
  postponed('kidney stones; CT scan scheduled for next month', /^pending: /),
  postponed('heart murmur - echo booked for December', /^pending: /),
  postponed('Referred to oncology for a breast lump', /^pending: /),
  {
    name: 'pending with a condition that is fine on its own still postpones: "high blood pressure; sleep study scheduled"',
    source: SOURCE,
    profile: { medicalConditions: 'high blood pressure; sleep study scheduled' },
    expect: POSTPONED,
    reading: { conditions: [/hypertension/i], context: [/^pending: /] },
  },
  {
    name: 'nothing pending is nothing postponed: "no tests pending, annual physical normal"',
    source: SOURCE,
    profile: { medicalConditions: 'no tests pending, annual physical normal' },
    expect: HEALTHY,
    reading: { contextNot: [/^pending/] },
  },
  {
    name: 'awaiting a transplant is the knock-out, not a postponement: "on the list for a liver transplant, awaiting a donor"',
    source: SOURCE,
    profile: { medicalConditions: 'on the list for a liver transplant, awaiting a donor' },
    expect: KNOCKOUT,
    declineReason: /transplant/i,
  },
  {
    name: 'a result that came back is not pending: "biopsy 2021 benign"',
    source: SOURCE,
    profile: { medicalConditions: 'biopsy 2021 benign' },
    expect: { full: 'level', simplified: 'level', finalExpense: 'level' },
    reading: { contextNot: [/^pending/] },
  },
];

const history = (line: string, what: RegExp): Case => ({
  name: `history: "${line}"`,
  source: SOURCE,
  profile: { medicalConditions: line },
  expect: HEALTHY,
  sameAs: SAME_AS_BASE('a condition of pregnancy or childhood only, over, rates nothing'),
  reading: { noConditions: true, context: [what] },
});

export const past: Case[] = [
  history('diabetes during pregnancy 2012', /^history: .*diabetes \(pregnancy only\)/i),
  history('high blood pressure while pregnant with my son (2009)', /^history: high blood pressure \(pregnancy only\)/i),
  history('asthma as a child, outgrew it', /^history: asthma/i),
  history('childhood epilepsy, seizure free since age 10', /^history: .*(?:epilep|seizure)/i),
  history('asthma, none since 2001', /^history: asthma, not since/i),
  {
    name: 'since childhood is still now: "asthma since childhood, uses albuterol daily"',
    source: SOURCE,
    profile: { medicalConditions: 'asthma since childhood, uses albuterol daily' },
    expect: {},
    reading: { conditions: [/asthma/i], contextNot: [/^history/] },
  },
  {
    name: 'a fact of childhood that goes on is now: "asthma as a child, now on a daily inhaler"',
    source: SOURCE,
    profile: { medicalConditions: 'asthma as a child, now on a daily inhaler' },
    expect: {},
    sameAs: { profile: { medicalConditions: 'asthma' }, compare: 'outcomes', why: 'the asthma goes on' },
    reading: { conditions: [/asthma/i], contextNot: [/^history/] },
  },
  {
    name: 'a cancer of childhood is still a cancer, dated: "childhood leukemia 1968"',
    source: SOURCE,
    profile: { medicalConditions: 'childhood leukemia 1968' },
    expect: {},
    reading: { conditions: [/leuk/i], contextNot: [/^history/] },
  },
  {
    name: 'diabetes after a pregnancy is today\'s diabetes: "gestational diabetes 2008, now type 2 diabetes on metformin"',
    source: SOURCE,
    profile: { medicalConditions: 'gestational diabetes 2008, now type 2 diabetes on metformin' },
    expect: {},
    reading: { conditions: [/type 2 diabetes/i], context: [/^history: .*pregnancy only/i] },
  },
];

export const borderline: Case[] = [
  {
    name: 'borderline is the milder kind: "slightly high blood pressure, not treated"',
    source: SOURCE,
    profile: { medicalConditions: 'slightly high blood pressure, not treated' },
    expect: HEALTHY,
    sameAs: { profile: { medicalConditions: 'prehypertension' }, compare: 'scores', why: 'slightly high blood pressure is prehypertension' },
    reading: { conditions: [/prehypertension/i], conditionsNot: [/^hypertension/i], context: [/^borderline: /] },
  },
  {
    name: 'borderline diabetes by another name: "borderline type 2 diabetes, diet only"',
    source: SOURCE,
    profile: { medicalConditions: 'borderline type 2 diabetes, diet only' },
    expect: HEALTHY,
    sameAs: { profile: { medicalConditions: 'prediabetes' }, compare: 'scores', why: 'borderline diabetes is prediabetes' },
    reading: { conditions: [/prediabetes/i], conditionsNot: [/type 2/i] },
  },
  {
    name: 'a kind with no milder name is read at its mildest: "mildly elevated cholesterol"',
    source: SOURCE,
    profile: { medicalConditions: 'mildly elevated cholesterol' },
    expect: HEALTHY,
    reading: { context: [/^borderline: .*minor/i] },
  },
  {
    name: 'a word before a serious condition is no borderline: "pre-existing coronary artery disease"',
    source: SOURCE,
    profile: { medicalConditions: 'pre-existing coronary artery disease' },
    expect: { full: 'decline', simplified: 'decline' },
    reading: { conditions: [/coronary/i], contextNot: [/^borderline/] },
  },
  {
    name: 'borderline as a name is the name: "borderline personality disorder"',
    source: SOURCE,
    profile: { medicalConditions: 'borderline personality disorder' },
    expect: {},
    reading: { conditions: [/personality disorder/i], contextNot: [/^borderline/] },
  },
  {
    name: 'a mild word beside heart failure leaves it heart failure: "mildly reduced ejection fraction heart failure"',
    source: SOURCE,
    profile: { medicalConditions: 'mildly reduced ejection fraction heart failure' },
    expect: { full: 'decline', simplified: 'decline', finalExpense: 'not-level' },
    reading: { conditions: [/heart failure/i], contextNot: [/^borderline/] },
  },
  {
    name: 'not borderline stays itself: "high blood pressure on two medications"',
    source: SOURCE,
    profile: { medicalConditions: 'high blood pressure on two medications' },
    expect: {},
    reading: { conditions: [/^hypertension$/i], contextNot: [/^borderline/] },
  },
];

export const graver: Case[] = [
  {
    name: 'a psychiatric stay: "anxiety, inpatient psych stay 2025"',
    source: SOURCE,
    profile: { medicalConditions: 'anxiety, inpatient psych stay 2025' },
    expect: { full: 'decline', simplified: 'decline', guaranteed: 'guaranteed' },
    reading: { conditions: [/psychiatric hospitalization/i], context: [/^graver: anxiety with a hospital stay/i] },
  },
  {
    name: 'a psychiatric stay in words of its own: "bipolar disorder - 5150 hold last year"',
    source: SOURCE,
    profile: { medicalConditions: 'bipolar disorder - 5150 hold last year' },
    expect: { full: 'decline', simplified: 'decline', guaranteed: 'guaranteed' },
    reading: { conditions: [/psychiatric hospitalization/i] },
  },
  {
    name: 'the stay in the next clause belongs to the fact before: "major depression, admitted March 2025"',
    source: SOURCE,
    profile: { medicalConditions: 'major depression, admitted March 2025' },
    expect: { full: 'decline', simplified: 'decline', guaranteed: 'guaranteed' },
    reading: { conditions: [/psychiatric hospitalization/i] },
  },
  {
    name: 'a recent stay makes a chronic condition serious: "asthma, hospitalized in the ICU Feb 2026"',
    source: SOURCE,
    profile: { medicalConditions: 'asthma, hospitalized in the ICU Feb 2026' },
    expect: { full: 'decline', simplified: 'decline', guaranteed: 'guaranteed' },
    reading: { context: [/^graver: asthma/i] },
  },
  {
    name: 'an old stay leaves it as it is: "ulcerative colitis, hospitalized 2012"',
    source: SOURCE,
    profile: { medicalConditions: 'ulcerative colitis, hospitalized 2012' },
    expect: {},
    sameAs: { profile: { medicalConditions: 'ulcerative colitis' }, compare: 'outcomes', why: 'a stay 14 years ago' },
    reading: { contextNot: [/^graver/], context: [/^history: ulcerative colitis with a hospital stay 2012 \(over 2 years ago\): not graver/] },
  },
  {
    name: 'a stay denied is none: "depression, never hospitalized"',
    source: SOURCE,
    profile: { medicalConditions: 'depression, never hospitalized' },
    expect: {},
    sameAs: { profile: { medicalConditions: 'depression' }, compare: 'outcomes', why: 'no stay' },
    reading: { conditionsNot: [/psychiatric hospitalization/i] },
  },
];

export const statedUse: Case[] = [
  {
    name: 'the use on the line answers the question: "gabapentin 300mg for shingles pain"',
    source: SOURCE,
    profile: { medications: 'gabapentin 300mg for shingles pain' },
    expect: {},
    reading: { conditions: [/shingles/i], questionsNot: [/gabapentin/i], conditionsNot: [/seizure|epilep/i] },
  },
  {
    name: 'a use that is none of the drug\'s usual ones is still its use: "spironolactone 50 mg for hormonal acne"',
    source: SOURCE,
    profile: { gender: 'female', medications: 'spironolactone 50 mg for hormonal acne' },
    expect: HEALTHY,
    reading: { conditions: [/acne/i], conditionsNot: [/hypertension|heart failure/i], questionsNot: [/spironolactone/i] },
  },
  {
    name: 'a use of the same kind as one of the drug\'s: "Jardiance 10 mg for heart failure"',
    source: SOURCE,
    profile: { medications: 'Jardiance 10 mg for heart failure' },
    expect: { full: 'decline' },
    reading: { conditions: [/heart failure/i], conditionsNot: [/diabetes/i], questionsNot: [/empagliflozin|jardiance/i] },
  },
  {
    name: 'a maintenance clinic is opioid treatment now: "methadone maintenance 90 mg daily"',
    source: SOURCE,
    profile: { medications: 'methadone maintenance 90 mg daily' },
    expect: { full: 'decline', simplified: 'decline', finalExpense: 'not-level', guaranteed: 'guaranteed' },
    reading: { conditions: [/drug treatment/i], conditionsNot: [/chronic pain/i], questionsNot: [/methadone/i] },
  },
  {
    name: 'buprenorphine from a treatment program: "buprenorphine 8mg through an addiction treatment program"',
    source: SOURCE,
    profile: { medications: 'buprenorphine 8mg through an addiction treatment program' },
    expect: { full: 'decline', simplified: 'decline', finalExpense: 'not-level', guaranteed: 'guaranteed' },
    reading: { conditions: [/drug treatment/i] },
  },
  {
    name: 'methadone for pain is pain: "methadone 10 mg for back pain"',
    source: SOURCE,
    profile: { medications: 'methadone 10 mg for back pain' },
    expect: {},
    reading: { conditions: [/pain/i], conditionsNot: [/drug treatment|opioid use/i], questionsNot: [/methadone/i] },
  },
];

export const labs: Case[] = [
  {
    name: 'an A1C in control is evidence, not a new fact: "type 2 diabetes, HbA1c 6.5"',
    source: SOURCE,
    profile: { medicalConditions: 'type 2 diabetes, HbA1c 6.5' },
    expect: {},
    sameAs: { profile: { medicalConditions: 'type 2 diabetes' }, compare: 'scores', why: 'an A1C of 6.5 is control' },
    reading: { conditions: [/type 2 diabetes/i], context: [/^evidence: HbA1c 6\.5: evidence of control/i] },
  },
  {
    name: 'an A1C far out of control is the graver form: "diabetes type 2, last A1C 11"',
    source: SOURCE,
    profile: { medicalConditions: 'diabetes type 2, last A1C 11' },
    expect: { full: 'decline' },
    reading: { context: [/^evidence: .*poor control/i] },
  },
  {
    name: 'PSA is a lab value, not psoriatic arthritis: "prostate cancer 2012, prostatectomy, PSA 0.0"',
    source: SOURCE,
    profile: { medicalConditions: 'prostate cancer 2012, prostatectomy, PSA 0.0' },
    expect: {},
    reading: { conditions: [/prostate cancer/i], conditionsNot: [/psoriatic/i], context: [/^evidence: PSA/i] },
  },
  {
    name: 'PsA in its own spelling is psoriatic arthritis: "PsA, on Humira"',
    source: SOURCE,
    profile: { medicalConditions: 'PsA, on Humira' },
    expect: {},
    reading: { conditions: [/psoriatic arthritis/i], contextNot: [/^evidence/] },
  },
  {
    name: 'a blood pressure reading is no date: "hypertension, BP 128/80 on lisinopril"',
    source: SOURCE,
    profile: { medicalConditions: 'hypertension, BP 128/80 on lisinopril' },
    expect: {},
    sameAs: { profile: { medicalConditions: 'hypertension, on lisinopril' }, compare: 'scores', why: 'a reading in range' },
    reading: { conditions: [/hypertension/i], context: [/^evidence: BP 128\/80/i] },
  },
  {
    name: 'a cholesterol value alone is no diagnosis: "LDL 95"',
    source: SOURCE,
    profile: { medicalConditions: 'LDL 95' },
    expect: HEALTHY,
    reading: { noConditions: true, context: [/^evidence: LDL 95: a lab value/i] },
  },
];

export const nonMedical: Case[] = [
  {
    name: 'a drunk-driving conviction this year: "DWI in January 2026"',
    source: OTHER_FACTS,
    profile: { age: '45', medicalConditions: 'DWI in January 2026' },
    expect: { full: 'decline' },
    rateClass: { simplified: ['standard'] },
  },
  {
    name: 'reckless driving three years ago: no Preferred class',
    source: OTHER_FACTS,
    profile: { age: '45', medicalConditions: 'reckless driving ticket 2023' },
    expect: { full: 'level' },
    rateClass: { full: ['standard'], simplified: ['standard'] },
  },
  {
    name: 'a felony long ago is past the window: "felony conviction 2009"',
    source: OTHER_FACTS,
    profile: { age: '45', medicalConditions: 'felony conviction 2009' },
    expect: { full: 'level' },
    someRateClass: { full: ['preferred', 'preferred-plus'] },
  },
  {
    name: 'on probation now: "currently on probation until 2027"',
    source: OTHER_FACTS,
    profile: { age: '45', medicalConditions: 'currently on probation until 2027' },
    expect: { full: 'decline' },
  },
  {
    name: 'hazardous sports: "scuba diving and rock climbing most weekends"',
    source: OTHER_FACTS,
    profile: { age: '45', medicalConditions: 'scuba diving and rock climbing most weekends' },
    expect: { full: 'level' },
    rateClass: { full: ['standard'], simplified: ['standard'] },
  },
  {
    name: 'travel abroad: "travels overseas for work every quarter"',
    source: OTHER_FACTS,
    profile: { age: '45', medicalConditions: 'travels overseas for work every quarter' },
    expect: { full: 'level' },
    rateClass: { full: ['standard'], simplified: ['standard'] },
  },
];

/**
 * Context that must not reach too far: each a line where a context word sits beside a fact it does
 * not change (a review's list of misreads, each kept as a case).
 */
export const contextReach: Case[] = [
  {
    name: 'a drug with one use proves it, whatever milder name the line gives: "Lantus 30 units for diabetes"',
    source: SOURCE,
    profile: { medications: 'Lantus 30 units for diabetes' },
    expect: { full: 'decline' },
    reading: { conditions: [/insulin/i] },
  },
  {
    name: 'nitroglycerin for chest pain is coronary disease: "Nitro PRN for chest pain"',
    source: SOURCE,
    profile: { medications: 'Nitro PRN for chest pain' },
    expect: { full: 'decline' },
    reading: { conditions: [/coronary/i] },
  },
  {
    name: 'an off-label use does not undo a serious drug: "Entresto for blood pressure"',
    source: SOURCE,
    profile: { medications: 'Entresto for blood pressure' },
    expect: { full: 'decline', simplified: 'decline' },
    reading: { conditions: [/heart failure/i] },
  },
  {
    name: 'a use binds to its own drug only: "Lantus, gabapentin for neuropathy"',
    source: SOURCE,
    profile: { medications: 'Lantus, gabapentin for neuropathy' },
    expect: { full: 'decline' },
    reading: { conditions: [/insulin|diabet/i] },
  },
  {
    name: 'when a condition began is not that it ended: "bipolar disorder dx as a teenager"',
    source: SOURCE,
    profile: { medicalConditions: 'bipolar disorder dx as a teenager' },
    expect: {},
    reading: { conditions: [/bipolar/i], contextNot: [/^history/] },
  },
  {
    name: 'no medication is not no illness: "schizophrenia - no meds since 2012"',
    source: SOURCE,
    profile: { medicalConditions: 'schizophrenia - no meds since 2012' },
    expect: { full: 'decline' },
    reading: { conditions: [/schizo/i], contextNot: [/^history/] },
  },
  {
    name: 'a serious event in pregnancy is still the event: "stroke while pregnant 2022"',
    source: SOURCE,
    profile: { medicalConditions: 'stroke while pregnant 2022' },
    expect: { full: 'decline' },
    reading: { conditions: [/stroke/i], contextNot: [/^history/] },
  },
  {
    name: 'a vaccine beside a condition rules out only its own disease: "Emphysema - gets flu shot + Pneumovax"',
    source: SOURCE,
    profile: { medicalConditions: 'Emphysema - gets flu shot + Pneumovax' },
    expect: { full: 'decline', simplified: 'decline' },
    reading: { conditions: [/emphysema/i] },
  },
  {
    name: 'a disease word that sounds like a vaccine is the disease: "pneumococcal pneumonia with sepsis Jan 2026"',
    source: SOURCE,
    profile: { medicalConditions: 'pneumococcal pneumonia with sepsis Jan 2026' },
    expect: {},
    reading: { conditions: [/pneumonia|sepsis/i], ruledOutNot: [/vaccine/i] },
  },
  {
    name: 'a lab out of range with no fact of its kind is named, not taken as understood: "A1C 9.8, not on meds"',
    source: SOURCE,
    profile: { medicalConditions: 'A1C 9.8, not on meds' },
    expect: {},
    reading: { unrecognisedWords: [/A1C 9\.8/i] },
  },
  {
    name: 'an operation that implies a cancer is named, never dropped: "high blood pressure, bilateral mastectomy 2023"',
    source: SOURCE,
    profile: { medicalConditions: 'high blood pressure, bilateral mastectomy 2023' },
    expect: {},
    reading: { unrecognisedWords: [/mastectomy/i] },
  },
  {
    name: 'a lab value reaches no further than its number: "A1C 13, inpatient for DKA"',
    source: SOURCE,
    profile: { medicalConditions: 'type 2 diabetes, A1C 13, inpatient for DKA' },
    expect: KNOCKOUT,
    reading: { conditions: [/hospital/i] },
  },
  {
    name: 'a maintenance dose is not addiction treatment: "Synthroid 88 mcg maintenance dose"',
    source: SOURCE,
    profile: { medications: 'Synthroid 88 mcg maintenance dose' },
    expect: {},
    reading: { conditionsNot: [/drug treatment/i] },
  },
  {
    name: 'a milder name than every use of its kind is that use: "Plavix 75mg for chest pain"',
    source: SOURCE,
    profile: { medications: 'Plavix 75mg for chest pain' },
    expect: { full: 'decline' },
    reading: { conditions: [/coronary/i] },
  },
  {
    name: '"no flares since" dates nothing but what follows it: "COPD dx 2012 no flares since"',
    source: SOURCE,
    profile: { medicalConditions: 'COPD dx 2012 no flares since', medications: 'Symbicort' },
    expect: { full: 'decline', simplified: 'decline' },
    reading: { conditions: [/pulmonary|COPD/i], contextNot: [/^history/] },
  },
  {
    name: 'a chronic disease of an organ is not outgrown: "Crohn\'s dx 2009 - no flares since starting Humira"',
    source: SOURCE,
    profile: { medicalConditions: "Crohn's dx 2009 - no flares since starting Humira" },
    expect: {},
    reading: { conditions: [/crohn/i], contextNot: [/^history/] },
  },
  {
    name: 'resolved after surgery is not outgrown: "Crohn\'s as a teenager, resolved after bowel resection 2019"',
    source: SOURCE,
    profile: { medicalConditions: "Crohn's as a teenager, resolved after bowel resection 2019" },
    expect: {},
    reading: { contextNot: [/^history: crohn/i] },
  },
  {
    name: 'a stay is dated by the latest date on its line: "depression w/ psych hospitalizations 2012 & 2026"',
    source: SOURCE,
    profile: { medicalConditions: 'depression w/ psych hospitalizations 2012 & 2026' },
    expect: { full: 'decline', simplified: 'decline' },
    reading: { conditions: [/psychiatric hospitalization/i] },
  },
  {
    name: 'a one-off episode is not graver for its stay: "kidney stone, ER visit 2025, passed on its own"',
    source: SOURCE,
    profile: { medicalConditions: 'kidney stone, ER visit 2025, passed on its own' },
    expect: { full: 'level', simplified: 'level', finalExpense: 'level' },
    reading: { contextNot: [/^graver/] },
  },
  {
    name: 'an ER visit for panic is not a psychiatric stay: "anxiety - ER visit 2025 for panic attack"',
    source: SOURCE,
    profile: { medicalConditions: 'anxiety - ER visit 2025 for panic attack' },
    expect: { finalExpense: 'level' },
    reading: { conditionsNot: [/psychiatric hospitalization/i] },
  },
  {
    name: 'a probation officer is not on probation: "healthy, works as a probation officer"',
    source: OTHER_FACTS,
    profile: { medicalConditions: 'healthy, works as a probation officer' },
    expect: { full: 'level', simplified: 'level', finalExpense: 'level' },
    reading: { conditionsNot: [/probation/i] },
  },
  {
    name: 'surveillance of a benign finding postpones nothing: "thyroid nodule, benign FNA 2022, being followed up yearly"',
    source: SOURCE,
    profile: { medicalConditions: 'thyroid nodule, benign FNA 2022, being followed up yearly' },
    expect: {},
    reading: { contextNot: [/^pending/] },
  },
  {
    name: 'a test booked for a later year postpones nothing: "benign colon polyps removed 2023, next colonoscopy scheduled 2028"',
    source: SOURCE,
    profile: { medicalConditions: 'benign colon polyps removed 2023, next colonoscopy scheduled 2028' },
    expect: { full: 'level', simplified: 'level', finalExpense: 'level' },
    reading: { contextNot: [/^pending/] },
  },
  {
    name: 'type 2 diabetes found in a pregnancy is type 2 diabetes: "type 2 diabetes diagnosed during pregnancy 2017, diet controlled"',
    source: SOURCE,
    profile: { medicalConditions: 'type 2 diabetes diagnosed during pregnancy 2017, diet controlled' },
    expect: {},
    reading: { conditions: [/type 2 diabetes/i], contextNot: [/^history/] },
  },
  {
    name: 'a routine test booked postpones nothing: "routine colonoscopy scheduled for March"',
    source: SOURCE,
    profile: { medicalConditions: 'routine colonoscopy scheduled for March' },
    expect: HEALTHY,
    reading: { contextNot: [/^pending/] },
  },
  // Family history is read back as written (issue 48): "Mother: breast cancer at 52", never "Mother: cancer at 52".
  ...(
    [
      ['Mother: breast cancer at 52', /^Mother: breast cancer at 52$/],
      ['father had a heart attack at 48', /^Father: heart attack at 48$/],
      ['Sister - ovarian cancer, age 44', /^Sister: ovarian cancer at 44$/],
      ['brother died of a stroke at 55', /^Brother: stroke at 55$/],
    ] as const
  ).map(
    ([line, reads]): Case => ({
      name: `family history read back whole: "${line}"`,
      source: SOURCE,
      profile: { familyHistory: line },
      expect: { guaranteed: 'guaranteed' },
      reading: { family: [reads], familyNot: [/^\w+: (?:cancer|heart disease)( at \d+)?$/] },
    }),
  ),
  {
    name: 'borderline is said once: "borderline high blood pressure"',
    source: SOURCE,
    profile: { medicalConditions: 'borderline high blood pressure' },
    expect: HEALTHY,
    reading: { context: [/^borderline: high blood pressure: read as prehypertension/i], contextNot: [/borderline: borderline/i] },
  },
];
