/** Products for stories and tests: one per score band edge, with and without exclusions; the engine's full answer. */
import type { Decline, Product, ProfileReading } from '../contract';

const base = {
  description: 'Level premiums for the full term, with an option to convert to permanent coverage without a new exam.',
  features: [
    { feature: 'Coverage', value: '$100,000 – $2,000,000' },
    { feature: 'Term lengths', value: '10, 15, 20, 30 years' },
    { feature: 'Issue ages', value: '18 – 75' },
  ],
  qualifications: ['Build within the standard height and weight chart', 'Blood pressure controlled for 12 months'],
};

export const sampleResults: Product[] = [
  {
    ...base,
    id: 'p-01',
    name: 'Term Life Express 20',
    carrierName: 'Mutual of Omaha',
    matchScore: 95,
    exclusions: ['Insulin-treated diabetes diagnosed before age 40', 'Any cancer treatment in the last 5 years'],
    reasons: ['Age 45 is inside issue ages 18–75', 'Hypertension, controlled: accepted at standard rates', 'Build inside the preferred chart'],
  },
  {
    ...base,
    id: 'p-02',
    name: 'Trendsetter Super 30',
    carrierName: 'Transamerica',
    matchScore: 90,
    exclusions: [],
  },
  {
    ...base,
    id: 'p-03',
    name: 'Eagle Select Term',
    carrierName: 'Americo',
    matchScore: 89,
    exclusions: ['COPD or emphysema'],
  },
  {
    ...base,
    id: 'p-04',
    name: 'Senior Choice Graded',
    carrierName: 'American Amicable',
    matchScore: 70,
    exclusions: ['Death from natural causes in the first two years returns premiums plus interest'],
  },
  {
    ...base,
    id: 'p-05',
    name: 'Guaranteed Issue Whole Life',
    carrierName: 'Americo',
    matchScore: 69,
    exclusions: [],
  },
];

/** A filled-in, valid health profile as the form holds it. */
export const sampleProfile = {
  age: '45',
  gender: 'male',
  height: "5'10''",
  weight: '180',
  smoker: false,
  medications: 'Lisinopril 10mg',
  medicalConditions: 'Hypertension, diagnosed 2019, controlled',
  familyHistory: 'Father: heart disease at 62',
};

/** An offer as the full answer carries it: kind, benefit tier, rate class, reasons and a question. */
export const sampleOffer: Product = {
  id: 'sbli-level-term-20',
  name: 'Level Term 20',
  carrierName: 'SBLI',
  matchScore: 96,
  description: 'Level premiums for 20 years, fully underwritten, convertible to permanent coverage without new evidence of health.',
  features: [
    { feature: 'Coverage', value: '$100,000 to $2,000,000' },
    { feature: 'Term lengths', value: '20 years' },
    { feature: 'Issue ages', value: '18 to 60' },
    { feature: 'Underwriting', value: 'Fully underwritten' },
  ],
  qualifications: ['Issue ages 18 to 60', 'Preferred Plus up to BMI 27, no tobacco in 5 years'],
  exclusions: ['Declines serious heart conditions within 5 years'],
  kind: 'term',
  tier: 'level',
  rateClass: 'preferred-plus',
  reasons: ['Age 45 is inside issue ages 18 to 60', 'Build inside the preferred plus chart (BMI 25.1)', 'Rate class Preferred Plus: the best this product offers'],
  questions: ["Ask at what age the father's heart disease was found: before 60 would make the best class Preferred"],
};

/**
 * A 62-year-old woman's profile as the engine reads it: a medication with two possible reasons
 * (a question to ask), a line with a word it does not know, a condition written as absent.
 */
export const readingWithAmbiguity: ProfileReading = {
  conditions: [
    { name: 'Type 2 diabetes', written: 'Type 2 diabetes dx 2016, controlled on tablets', date: '2016 (10 years ago)', grade: 'moderate', source: 'listed' },
    { name: 'Atrial fibrillation', written: 'Eliquis 5mg twice daily', date: 'under treatment now', grade: 'serious', source: 'medication' },
    { name: 'High cholesterol', written: 'Atorvastatin 20mg', date: 'under treatment now', grade: 'minor', source: 'medication' },
  ],
  medications: [
    { written: 'Metformin 500mg twice daily', name: 'metformin', suggests: ['type 2 diabetes'], status: 'confirms' },
    { written: 'Eliquis 5mg twice daily', name: 'apixaban', suggests: ['atrial fibrillation', 'a blood clot (DVT or PE)'], status: 'ambiguous' },
    { written: 'Atorvastatin 20mg', name: 'atorvastatin', suggests: ['high cholesterol'], status: 'suggests' },
    { written: 'Vitamin D 1000 IU', name: 'vitamin D', suggests: [], status: 'no-weight' },
  ],
  ruledOut: [{ written: 'HIV negative', name: 'HIV' }],
  questions: [
    {
      id: 'use:apixaban',
      kind: 'use',
      text: 'What is apixaban taken for?',
      options: [
        { value: 'atrial-fibrillation', label: 'Atrial fibrillation' },
        { value: 'deep-vein-thrombosis', label: 'Deep vein thrombosis' },
      ],
      assumed: 'atrial-fibrillation',
      answer: null,
      reading: 'Until answered, read as atrial fibrillation, its mildest use.',
      evidence: [],
    },
    {
      id: 'month:type-2-diabetes',
      kind: 'month',
      text: 'Which month of 2016 was the type 2 diabetes?',
      options: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'].map((m, i) => ({
        value: String(i + 1),
        label: m,
      })),
      assumed: '12',
      answer: null,
      reading: 'Until answered, counted from the end of 2016: a look-back of 10 years ends inside that year.',
      evidence: [],
    },
  ],
  unrecognised: [
    { field: 'medicalConditions', written: 'Mild osteopenia, scan every 2 years', words: ['osteopenia'] },
    { field: 'medications', written: 'Jardiance 10mg', words: ['Jardiance'] },
  ],
  tobacco: 'No tobacco',
  build: "5'4'', 168 lb: BMI 28.8",
  family: ['Mother: breast cancer at 58 (counts)', 'Grandmother: stroke at 80 (not counted: outside parents and siblings)'],
};

/** A healthy client: nothing to flag, only tobacco and build to report. */
export const clearReading: ProfileReading = {
  conditions: [],
  medications: [],
  ruledOut: [],
  questions: [],
  unrecognised: [],
  tobacco: 'No tobacco',
  build: "5'10'', 175 lb: BMI 25.1",
  family: [],
};

/**
 * A 58-year-old woman whose lines each carry a context (the engine's reading of them, written out):
 * a biopsy still to come, diabetes of pregnancy only, borderline blood pressure, an A1C in control
 * and a psychiatric stay.
 */
export const readingInContext: ProfileReading = {
  conditions: [
    { name: 'Lung nodule', written: 'Lung nodule, biopsy results pending', date: 'current', grade: 'moderate', source: 'listed' },
    { name: 'Prehypertension', written: 'Borderline high blood pressure', date: 'current', grade: 'minor', source: 'listed' },
    { name: 'Type 2 diabetes', written: 'Type 2 diabetes dx 2019, A1C 6.9', date: 'current, dx 2019', grade: 'moderate', source: 'listed' },
    { name: 'Psychiatric hospitalization', written: 'Depression, hospitalized 2024', date: '1.3 years ago', grade: 'serious', source: 'listed' },
  ],
  medications: [{ written: 'Metformin 500mg twice daily', name: 'Metformin', suggests: ['Type 2 diabetes'], status: 'confirms' }],
  ruledOut: [],
  questions: [],
  unrecognised: [],
  tobacco: 'No tobacco',
  build: "5'5'', 160 lb, BMI 26.6",
  family: [],
  context: [
    { kind: 'pending', text: 'lung nodule, results still to come', written: 'biopsy results pending' },
    { kind: 'history', text: 'diabetes (pregnancy only): not rated', written: 'Gestational diabetes 2001' },
    { kind: 'borderline', text: 'high blood pressure: read as prehypertension', written: 'Borderline high blood pressure' },
    { kind: 'evidence', text: 'A1C 6.9: evidence of control of type 2 diabetes', written: 'A1C 6.9' },
    { kind: 'graver', text: 'depression with a hospital stay: read as psychiatric hospitalization', written: 'hospitalized 2024' },
  ],
};

/** Results still to come: the products that would offer wait for them; one is declined all the same. */
export const postponedDeclines: Decline[] = [
  { id: 'americo-final-expense', name: 'Final Expense Plus', carrierName: 'Americo', kind: 'final-expense', reason: 'Postponed until the results are in: lung nodule, results still to come', outcome: 'postponed' },
  { id: 'foresters-simplified-whole-life', name: 'Simplified Whole Life', carrierName: 'Foresters', kind: 'simplified-whole-life', reason: 'Postponed until the results are in: lung nodule, results still to come', outcome: 'postponed' },
  { id: 'sbli-level-term-20', name: 'Level Term 20', carrierName: 'SBLI', kind: 'term', reason: 'Issue ages 18 to 55' },
];

/** What the 62-year-old above is not offered, and why. */
export const sampleDeclines: Decline[] = [
  { id: 'sbli-level-term-20', name: 'Level Term 20', carrierName: 'SBLI', kind: 'term', reason: 'Issue ages 18 to 60' },
  { id: 'foresters-preferred-level-term', name: 'Preferred Level Term', carrierName: 'Foresters', kind: 'term', reason: 'Declined: serious heart conditions within 5 years (atrial fibrillation)' },
  { id: 'transamerica-indexed-ul', name: 'Indexed UL Income Builder', carrierName: 'Transamerica', kind: 'indexed-universal-life', reason: 'Declined: diabetes with a serious heart condition' },
  { id: 'mutual-of-omaha-mortgage', name: 'Mortgage Protection Term', carrierName: 'Mutual of Omaha', kind: 'mortgage-protection', reason: 'Build: BMI 28.8 over the chart for 62 (27.5)' },
];

/** A 91-year-old: every product's issue ages end before that, so nothing is offered. */
export const allDeclinedForAge: Decline[] = [
  { id: 'americo-final-expense', name: 'Final Expense Whole Life', carrierName: 'Americo', kind: 'final-expense', reason: 'Issue ages 50 to 85' },
  { id: 'united-home-life-guaranteed', name: 'Guaranteed Issue Whole Life', carrierName: 'United Home Life', kind: 'guaranteed-issue', reason: 'Issue ages 50 to 85' },
  { id: 'american-amicable-senior', name: 'Senior Whole Life', carrierName: 'American Amicable', kind: 'final-expense', reason: 'Issue ages 50 to 85' },
  { id: 'corebridge-guaranteed-ul', name: 'Guaranteed UL to Age 121', carrierName: 'American General/Corebridge', kind: 'guaranteed-universal-life', reason: 'Issue ages 20 to 80' },
  { id: 'fidelity-guaranteed-final-expense', name: 'Guaranteed Issue Final Expense', carrierName: 'Fidelity and Guaranty', kind: 'guaranteed-issue', reason: 'Issue ages 50 to 80' },
];

export const readingForAge91: ProfileReading = {
  conditions: [{ name: 'Hypertension', written: 'High blood pressure, controlled', date: 'no date given', grade: 'minor', source: 'listed' }],
  medications: [{ written: 'Amlodipine 5mg', name: 'amlodipine', suggests: ['hypertension'], status: 'confirms' }],
  ruledOut: [],
  questions: [],
  unrecognised: [],
  tobacco: 'No tobacco',
  build: "5'6'', 150 lb: BMI 24.2",
  family: [],
};

/**
 * A 62-year-old woman's offers priced for $25,000 (the numbers are the pricing module's for these
 * tiers and classes, written out so a change to the basis does not move the screenshots).
 */
export const quotedResults: Product[] = [
  {
    id: 'americo-final-expense',
    name: 'Final Expense Plus',
    carrierName: 'Americo',
    matchScore: 88,
    description: 'Final expense whole life for seniors who can answer most health questions no.',
    features: [
      { feature: 'Coverage', value: '$5,000 to $50,000' },
      { feature: 'Issue ages', value: '50 to 80' },
      { feature: 'Benefit', value: 'Level: full death benefit from day one' },
    ],
    qualifications: ['Issue ages 50 to 80'],
    exclusions: ['Declines home oxygen use within the last 3 years', 'Declines kidney dialysis ever'],
    kind: 'final-expense',
    tier: 'level',
    rateClass: 'standard',
    reasons: ['Issue ages 45 to 85: 62 is inside them', 'Accepted: Hypertension (−2)'],
    quote: { requested: 25_000, inRange: true, amount: 25_000, minCoverage: 5_000, maxCoverage: 50_000, termYears: null, monthly: 64.82, annual: 740.8 },
  },
  {
    id: 'mutual-of-omaha-final-expense',
    name: 'Living Promise Level',
    carrierName: 'Mutual of Omaha',
    matchScore: 88,
    description: 'Whole life for final expenses with a level benefit from day one for healthy seniors.',
    features: [
      { feature: 'Coverage', value: '$2,000 to $40,000' },
      { feature: 'Issue ages', value: '45 to 85' },
    ],
    qualifications: ['Issue ages 45 to 85'],
    exclusions: ['Declines living in care or needing help with daily living within the last 2 years'],
    kind: 'final-expense',
    tier: 'level',
    rateClass: 'standard',
    reasons: ['Issue ages 45 to 85: 62 is inside them'],
    quote: { requested: 25_000, inRange: true, amount: 25_000, minCoverage: 2_000, maxCoverage: 40_000, termYears: null, monthly: 63.61, annual: 727.02 },
  },
  {
    ...sampleOffer,
    id: 'sbli-level-term-20',
    matchScore: 84,
    questions: [],
    reasons: ['Age 62 is past the best ages for a 20-year term', 'Rate class Preferred'],
    rateClass: 'preferred',
    quote: { requested: 25_000, inRange: false, amount: 100_000, minCoverage: 100_000, maxCoverage: 2_000_000, termYears: 20, monthly: 49.3, annual: 563.43 },
  },
  {
    id: 'fidelity-guaranteed-final-expense',
    name: 'Guaranteed Issue Final Expense',
    carrierName: 'Fidelity and Guaranty',
    matchScore: 19,
    description: 'No health questions; premiums returned with interest in the first two years.',
    features: [
      { feature: 'Coverage', value: '$2,000 to $25,000' },
      { feature: 'Issue ages', value: '50 to 80' },
    ],
    qualifications: ['No health questions and no exam'],
    exclusions: [],
    kind: 'guaranteed-issue',
    tier: 'guaranteed',
    rateClass: 'standard',
    reasons: ['Guaranteed issue benefit: no health questions, limited benefit in the first years; scores 0 to 25, below every level, graded or modified offer'],
    quote: { requested: 25_000, inRange: true, amount: 25_000, minCoverage: 2_000, maxCoverage: 25_000, termYears: null, monthly: 116.11, annual: 1326.95 },
  },
];

/**
 * A 66-year-old on quetiapine 300 mg with a heart attack in March 2025, as the engine answers it:
 * an offer that depends on what the drug is taken for, and one a look-back will make level.
 */
export const dependentOffer: Product = {
  ...sampleOffer,
  id: 'americo-final-expense',
  name: 'Final Expense Whole Life',
  carrierName: 'Americo',
  kind: 'final-expense',
  tier: 'graded',
  rateClass: 'standard',
  matchScore: 55,
  questions: [],
  dependsOn: ['Depends on what quetiapine is taken for: level if insomnia or depression; graded if bipolar disorder or schizophrenia'],
  countdowns: [{ date: '2027-03-31', text: 'The heart attack reaches 2 years on 31 March 2027: then level' }],
};

/**
 * An offer that hangs on several answers and gets better on two dates: the card shows the first of
 * each and how many more; the details show them all.
 */
export const manyNotesOffer: Product = {
  ...dependentOffer,
  id: 'americo-final-expense-many',
  dependsOn: [
    ...dependentOffer.dependsOn!,
    'Depends on what prednisone is taken for: level if seasonal allergies, asthma or rheumatoid arthritis; declined if chronic obstructive pulmonary disease',
  ],
  questions: ['Check height and weight: the build chart could not be checked'],
  countdowns: [...dependentOffer.countdowns!, { date: '2028-03-31', text: 'The heart attack reaches 3 years on 31 March 2028: then Preferred' }],
};

/** The same client's declines: one an answer would turn into an offer, one a date will. */
export const dependentDeclines: Decline[] = [
  {
    id: 'american-amicable-simplified-term',
    name: 'Simplified Term',
    carrierName: 'American Amicable',
    kind: 'simplified-term',
    reason: 'Declined: Bipolar disorder (current)',
    dependsOn: ['Depends on what quetiapine is taken for: level if insomnia or depression; declined if bipolar disorder or schizophrenia'],
    countdowns: [],
  },
  {
    id: 'foresters-plan-right',
    name: 'PlanRight Whole Life',
    carrierName: 'Foresters',
    kind: 'final-expense',
    reason: 'Declined: Heart attack (1.1 years ago; declines within the last 2 years)',
    dependsOn: [],
    countdowns: [{ date: '2027-03-31', text: 'The heart attack reaches 2 years on 31 March 2027: then graded' }],
  },
];

/** The 62-year-old's reading once the agent answered what apixaban is for, with the day a look-back runs out. */
export const readingAnswered: ProfileReading = {
  ...readingWithAmbiguity,
  questions: readingWithAmbiguity.questions.map((q, i) =>
    i === 0 ? { ...q, answer: 'deep-vein-thrombosis', reading: 'Answered: deep vein thrombosis.' } : q,
  ),
  callBacks: [{ date: '2027-03-31', text: 'The heart attack reaches 2 years on 31 March 2027: 6 products get better' }],
};

/** What quetiapine is taken for, asked of "Seroquel 300 mg": read by its dose until answered. */
export const quetiapineQuestion: ProfileReading['questions'][number] = {
  id: 'use:quetiapine',
  kind: 'use',
  text: 'What is quetiapine taken for?',
  options: [
    { value: 'insomnia', label: 'Insomnia' },
    { value: 'depression', label: 'Depression' },
    { value: 'bipolar-disorder', label: 'Bipolar disorder' },
    { value: 'schizophrenia', label: 'Schizophrenia' },
  ],
  assumed: 'bipolar-disorder',
  answer: null,
  reading: 'Until answered, read as bipolar disorder, as the evidence points to.',
  evidence: ['300 mg: an antipsychotic dose, used for bipolar disorder or schizophrenia'],
};

/**
 * A 72-year-old woman's offers quoted for a monthly budget of $50 (the engine's numbers, written out
 * so a change to the pricing basis does not move the screenshots): each product at the largest amount
 * it writes within the budget; the whole life and the ten-year term start at a minimum the budget does
 * not reach, priced there. Two products share a name ("Final Expense Plus") from two carriers.
 */
export const budgetResults: Product[] = [
  {
    id: 'americo-final-expense-plus',
    name: 'Final Expense Plus',
    carrierName: 'Americo',
    matchScore: 88,
    description: 'Final expense whole life with higher face amounts for seniors who can answer most health questions no.',
    features: [
      { feature: 'Coverage', value: '$5,000 to $50,000' },
      { feature: 'Issue ages', value: '50 to 80' },
      { feature: 'Benefit', value: 'Level: full death benefit from day one' },
    ],
    qualifications: ['Issue ages 50 to 80', 'Otherwise accepts: diabetes, high blood pressure, high cholesterol'],
    exclusions: ['Declines ever: terminal illness', 'Declines within the last 3 years: home oxygen use'],
    kind: 'final-expense',
    tier: 'level',
    rateClass: 'standard',
    reasons: ['Issue ages 45 to 85: 72 is inside them', 'Accepted: Hypertension (−2)'],
    quote: { requested: 10_000, inRange: true, amount: 10_000, minCoverage: 5_000, maxCoverage: 50_000, termYears: null, monthly: 48.24, annual: 551.32, monthlyBudget: 50, rates: 'female' },
  },
  {
    id: 'united-home-life-final-expense-plus',
    name: 'Final Expense Plus',
    carrierName: 'United Home Life',
    matchScore: 87,
    description: 'Final expense whole life with higher face amounts for healthier seniors.',
    features: [
      { feature: 'Coverage', value: '$5,000 to $40,000' },
      { feature: 'Issue ages', value: '50 to 80' },
      { feature: 'Benefit', value: 'Level: full death benefit from day one' },
    ],
    qualifications: ['Issue ages 50 to 80', 'Otherwise accepts: diabetes, high blood pressure, high cholesterol'],
    exclusions: ['Declines ever: terminal illness'],
    kind: 'final-expense',
    tier: 'level',
    rateClass: 'standard',
    reasons: ['Issue ages 45 to 85: 72 is inside them', 'Accepted: Hypertension (−2)'],
    quote: { requested: 10_000, inRange: true, amount: 10_000, minCoverage: 5_000, maxCoverage: 40_000, termYears: null, monthly: 49.59, annual: 566.78, monthlyBudget: 50, rates: 'female' },
  },
  {
    id: 'americo-level-term',
    name: 'Level Term 10-30',
    carrierName: 'Americo',
    matchScore: 79,
    description: 'Level term in five lengths for working families. Fully underwritten, with an exam above the non-medical limits.',
    features: [
      { feature: 'Coverage', value: '$50,000 to $2,000,000' },
      { feature: 'Issue ages', value: '20 to 75' },
      { feature: 'Term lengths', value: '10 years' },
    ],
    qualifications: ['Issue ages 20 to 75', 'Term lengths: 10 years to issue age 75'],
    exclusions: ['Declines within the last 5 years: serious conditions of any kind'],
    kind: 'term',
    tier: 'level',
    rateClass: 'preferred',
    reasons: ['Issue ages 18 to 80: 72 is inside them, above the 18 to 50 term life suits best (−11)', 'Longest term open at age 72 is 10 years (−4.5)'],
    quote: { requested: 77_000, inRange: true, amount: 77_000, minCoverage: 50_000, maxCoverage: 2_000_000, termYears: 10, monthly: 49.58, annual: 566.66, monthlyBudget: 50, rates: 'female' },
  },
  {
    id: 'mutual-of-omaha-guaranteed-issue',
    name: 'Guaranteed Acceptance Whole Life',
    carrierName: 'Mutual of Omaha',
    matchScore: 18,
    description: 'Guaranteed acceptance with no health questions. Premiums returned with interest if death is not accidental in the first two years.',
    features: [
      { feature: 'Coverage', value: '$2,000 to $25,000' },
      { feature: 'Issue ages', value: '45 to 85' },
    ],
    qualifications: ['Issue ages 45 to 85', 'No health questions and no exam'],
    exclusions: [],
    kind: 'guaranteed-issue',
    tier: 'guaranteed',
    rateClass: 'standard',
    reasons: ['Guaranteed issue benefit: no health questions, limited benefit in the first years; scores 0 to 25, below every level, graded or modified offer'],
    quote: { requested: 5_000, inRange: true, amount: 5_000, minCoverage: 2_000, maxCoverage: 25_000, termYears: null, monthly: 44.02, annual: 503.13, monthlyBudget: 50, rates: 'female' },
  },
  {
    id: 'sbli-whole-life',
    name: 'Participating Whole Life',
    carrierName: 'SBLI',
    matchScore: 85,
    description: 'Dividend-paying whole life with guaranteed cash value, for clients wanting lifelong coverage. Fully underwritten.',
    features: [
      { feature: 'Coverage', value: '$25,000 to $1,000,000' },
      { feature: 'Issue ages', value: '18 to 75' },
    ],
    qualifications: ['Issue ages 18 to 75', 'Otherwise accepts: high blood pressure, high cholesterol'],
    exclusions: ['Declines within the last 5 years: serious conditions of any kind'],
    kind: 'whole-life',
    tier: 'level',
    rateClass: 'preferred',
    reasons: ['Issue ages 18 to 75: 72 is inside them, above the 30 to 65 whole life suits best (−3.5)', 'Accepted: Hypertension (−2)'],
    quote: { requested: 24_000, inRange: false, amount: 25_000, minCoverage: 25_000, maxCoverage: 1_000_000, termYears: null, monthly: 50.91, annual: 581.85, monthlyBudget: 50, rates: 'female' },
  },
  {
    id: 'sbli-term-10',
    name: 'Level Term 10',
    carrierName: 'SBLI',
    matchScore: 81,
    description: 'Ten-year level term at low rates for healthy applicants. Fully underwritten.',
    features: [
      { feature: 'Coverage', value: '$100,000 to $2,000,000' },
      { feature: 'Issue ages', value: '18 to 74' },
      { feature: 'Term lengths', value: '10 years' },
    ],
    qualifications: ['Issue ages 18 to 74', 'Term lengths: 10 years to issue age 74'],
    exclusions: ['Declines within the last 5 years: serious conditions of any kind'],
    kind: 'term',
    tier: 'level',
    rateClass: 'preferred',
    reasons: ['Issue ages 18 to 80: 72 is inside them, above the 18 to 50 term life suits best (−11)', 'Longest term open at age 72 is 10 years (−4.5)'],
    quote: { requested: 81_000, inRange: false, amount: 100_000, minCoverage: 100_000, maxCoverage: 2_000_000, termYears: 10, monthly: 59.95, annual: 685.1, monthlyBudget: 50, rates: 'female' },
  },
];

/** The engine's quotes for the same products and budget when the client's sex is Other: priced on blended rates. */
const blendedQuotes: Record<string, Pick<NonNullable<Product['quote']>, 'requested' | 'amount' | 'monthly' | 'annual'>> = {
  'americo-final-expense-plus': { requested: 9_000, amount: 9_000, monthly: 48.81, annual: 557.81 },
  'united-home-life-final-expense-plus': { requested: 8_000, amount: 8_000, monthly: 44.95, annual: 513.74 },
  'americo-level-term': { requested: 64_000, amount: 64_000, monthly: 49.96, annual: 570.96 },
  'mutual-of-omaha-guaranteed-issue': { requested: 5_000, amount: 5_000, monthly: 49.14, annual: 561.57 },
  'sbli-whole-life': { requested: 21_000, amount: 25_000, monthly: 56.13, annual: 641.48 },
  'sbli-term-10': { requested: 67_000, amount: 100_000, monthly: 71.61, annual: 818.46 },
};

/** The budget's offers for a 72-year-old whose sex is given as Other: blended rates (the average of male and female). */
export const blendedBudgetResults: Product[] = budgetResults.map((product) => ({
  ...product,
  quote: { ...product.quote!, ...blendedQuotes[product.id], rates: 'blended' },
}));

/**
 * A final expense offer as the engine answers a 68-year-old woman with type 2 diabetes and high
 * blood pressure asking for $15,000: every list as long as the engine writes it (six features, five
 * qualifications, four exclusions, seven reasons), for the card's summary.
 */
export const finalExpenseOffer: Product = {
  id: 'mutual-of-omaha-senior-whole-life',
  name: 'Senior Whole Life',
  carrierName: 'Mutual of Omaha',
  matchScore: 86,
  description: 'Final expense whole life for seniors that pays the full benefit from day one when health questions are answered no. Graded benefit for recent serious history.',
  features: [
    { feature: 'Coverage', value: '$2,000 to $40,000' },
    { feature: 'Issue ages', value: '45 to 85' },
    { feature: 'Underwriting', value: 'Simplified issue: health questions, no exam' },
    { feature: 'Benefit', value: 'Level: full death benefit from day one' },
    { feature: 'Rate class', value: 'Standard' },
    { feature: 'Riders', value: 'Accidental death benefit, Terminal illness rider' },
  ],
  qualifications: [
    'Issue ages 45 to 85',
    'Height and weight inside the final expense build chart (level BMI 16 to 43, graded BMI 15.5 to 46, modified BMI 15 to 50)',
    'Graded benefit within the last 3 years: serious heart conditions, serious stroke or TIA, critical heart conditions, serious cancer, serious lung conditions, diabetic neuropathy, diabetes with complications, diabetic retinopathy, amputation caused by diabetes, insulin shock or diabetic coma, critical liver conditions, serious alcohol or drug use, serious mental health conditions, serious circulation problems or blood clots, serious organ transplants',
    'Graded benefit within the last 2 years: cancer hormone therapy (ongoing)',
    'Otherwise accepts: diabetes, high blood pressure, high cholesterol',
  ],
  exclusions: [
    'Declines ever: terminal illness',
    'Declines within the last 3 years: awaiting organ transplant, home oxygen use, critical kidney conditions, serious HIV or other chronic infections, serious memory or cognitive conditions, critical neurological conditions, critical lung conditions, metastatic cancer',
    'Declines within the last 2 years: cancer treatment (chemotherapy or radiation), critical cancer, serious cancer',
    'Declines within the last year: living in care or needing help with daily living, serious heart conditions, serious stroke or TIA',
  ],
  kind: 'final-expense',
  tier: 'level',
  rateClass: 'standard',
  reasons: [
    'Issue ages 45 to 85: 68 is inside them',
    'Accepted: Type 2 diabetes, Hypertension (−4)',
    'Weight 190 lb is 60 lb under the level limit of 250 lb for 5\'4" (−0.01)',
    'Rate class Standard: BMI 32.6 over 32, type 2 diabetes, hypertension (−5)',
    'Mutual of Omaha prices about 3 % above the lowest-priced carrier (−0.8)',
    'Metformin confirms type 2 diabetes',
    'Lisinopril confirms hypertension',
  ],
  questions: [],
  dependsOn: [],
  countdowns: [],
  quote: { requested: 15000, inRange: true, amount: 15000, minCoverage: 2000, maxCoverage: 40000, termYears: null, annual: 653.66, monthly: 57.2, rates: 'female' },
};
