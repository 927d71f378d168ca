/**
 * The same facts in the other words agents write: brand names, abbreviations, word order, a clause in
 * parentheses. Each carries the expectation of the fact it restates, from the same sources as the
 * theme files (cited per group below).
 */
import { HEALTHY, KNOCKOUT, MILD_COPD, MILD_COPD_SOME, PART2_BEYOND, PART2_INSIDE, RATED_DOWN, SAME_AS_BASE, nonTobaccoClasses, tobaccoClasses, type Case } from './types';

const knockout = (source: string, line: string, reason: RegExp): Case => ({
  name: `variant, part 1: "${line}"`,
  source,
  profile: { medicalConditions: line },
  expect: KNOCKOUT,
  declineReason: { finalExpense: reason },
});

const inside = (source: string, line: string): Case => ({
  name: `variant, part 2 inside: "${line}"`,
  source,
  profile: { medicalConditions: line },
  expect: PART2_INSIDE,
});

/** Mild COPD or emphysema, no oxygen, no hospital stay, no tobacco: level at some final expense carriers, graded at stricter ones. */
const mildLung = (source: string, line: string): Case => ({
  name: `variant, part 2 inside: "${line}"`,
  source,
  profile: { medicalConditions: line },
  expect: MILD_COPD,
  some: MILD_COPD_SOME,
});

const absent = (source: string, line: string): Case => ({
  name: `variant, negation: "${line}"`,
  source: `docs/underwriting.md (Words that negate); ${source}`,
  profile: { medicalConditions: line },
  expect: HEALTHY,
  sameAs: SAME_AS_BASE('the condition is written as absent'),
  reading: { noConditions: true },
});

export const variants: Case[] = [
  // Part 1. Sources: willamette life (oxygen, wheelchair); lastchancelifeinsurance.com (ESRD); insurechance.com
  // and fexguy.com (confinement, ADLs, transplant); funeralfunds.com (terminal); valuepenguin (cancer).
  knockout('willamette life: oxygen', 'requires oxygen at home', /oxygen/i),
  knockout('willamette life: oxygen', 'O2 2L nasal cannula continuous', /oxygen|O2/i),
  knockout('lastchancelifeinsurance.com: ESRD', 'dialysis patient', /dialysis|kidney|renal/i),
  knockout('lastchancelifeinsurance.com: ESRD', 'renal failure on dialysis', /dialysis|kidney|renal/i),
  knockout('lastchancelifeinsurance.com: ESRD', 'end stage kidney disease', /kidney|renal/i),
  knockout('insurechance.com: confinement', 'stays in a skilled nursing facility', /nursing|facility/i),
  knockout('insurechance.com: confinement; docs/underwriting.md (Part 1 questions: dementia)', 'lives in a memory care unit', /memory|dementia|facility|care|nursing/i),
  knockout('funeralfunds.com: terminally ill', 'hospice care at home', /hospice/i),
  knockout('fexguy.com: ADL knock-outs', 'confined to bed', /bed/i),
  knockout('fexguy.com: ADL knock-outs', 'needs help getting dressed', /daily living|dress|help/i),
  knockout('fexguy.com: ADL knock-outs', 'cannot bathe without help', /daily living|bath|help/i),
  knockout('willamette life: wheelchair', 'uses a power wheelchair due to ALS', /wheelchair|ALS|amyotrophic/i),
  knockout('getsure.org: HIV/AIDS', 'AIDS diagnosed 2010', /AIDS|immunodeficiency/i),
  knockout('docs/underwriting.md (Part 1 questions)', 'Alzheimers disease', /alzheimer/i),
  knockout('docs/underwriting.md (Part 1 questions)', 'diagnosed with dementia last year', /dementia/i),
  knockout('funeralfunds.com: terminally ill', 'given less than 12 months to live', /terminal|life expectancy|to live|months/i),
  knockout('fexguy.com: organ transplant', 'awaiting a heart transplant', /transplant/i),
  knockout('valuepenguin: cancer', 'chemo for lung cancer', /cancer|chemo/i),
  knockout('valuepenguin: cancer', 'undergoing radiation for throat cancer', /cancer|radiation/i),
  knockout('valuepenguin: cancer', 'pancreatic cancer stage 4', /cancer|stage|metasta/i),
  knockout('valuepenguin: cancer', 'colon cancer that spread to the liver', /cancer|metasta|spread/i),
  {
    name: 'variant, part 1: "positive for HIV"',
    source: 'getsure.org: HIV',
    profile: { medicalConditions: 'positive for HIV' },
    expect: { simplified: 'decline', finalExpense: 'not-level', guaranteed: 'guaranteed' },
    some: { finalExpense: 'decline' },
    reading: { conditions: [/HIV/i], ruledOutNot: [/HIV/i] },
  },

  // Part 2 inside the window. Sources: diversifiedquotes.com and fexguy.com (heart attack: 2 years);
  // willamette life (stroke); docs/underwriting.md (Part 2 questions: COPD, diabetic complications, cirrhosis).
  inside('diversifiedquotes.com: heart attack ("2025" is 4 to 16 months before 2026-05-15)', 'had a heart attack in 2025'),
  inside('diversifiedquotes.com: heart attack', 'MI Jan 2025'),
  inside('diversifiedquotes.com: heart attack', 'cardiac stent Feb 2025'),
  inside('diversifiedquotes.com: heart attack', 'stent placed 2/14/2025'),
  inside('willamette life: stroke (under 12 months)', 'CVA 8 months ago'),
  inside('willamette life: stroke (under 12 months)', 'stroke 06/2025'),
  mildLung('docs/underwriting.md (Part 2 questions: COPD or emphysema without oxygen); the domain primer (COPD is graded by severity)', 'emphysema'),
  mildLung('docs/underwriting.md (Part 2 questions: COPD or emphysema without oxygen); the domain primer (COPD is graded by severity)', 'chronic obstructive pulmonary disease'),
  inside('docs/underwriting.md (Part 2 questions: diabetic complications)', 'diabetic neuropathy'),
  inside('docs/underwriting.md (Part 2 questions: diabetic complications)', 'diabetic retinopathy'),
  inside('docs/underwriting.md (Part 2 questions: diabetic complications)', 'neuropathy from diabetes'),
  inside('docs/underwriting.md (Part 2 questions: liver cirrhosis)', 'liver cirrhosis'),
  {
    name: 'variant, part 2 inside: "CHF, EF 35%"',
    source: 'jlm2.com: CHF is graded',
    profile: { medicalConditions: 'CHF, EF 35%' },
    expect: PART2_INSIDE,
    rateClass: RATED_DOWN,
  },

  // Part 2 beyond the window.
  {
    name: 'variant, part 2 beyond: "TIA in 2016"',
    source: 'docs/underwriting.md (TIA); willamette life: stroke',
    profile: { medicalConditions: 'TIA in 2016' },
    expect: PART2_BEYOND,
  },
  {
    name: 'variant, part 2 beyond: "stroke 2/3/2019" (US month first)',
    source: 'willamette life: stroke; docs/underwriting.md (Date forms)',
    profile: { medicalConditions: 'stroke 2/3/2019' },
    expect: PART2_BEYOND,
  },
  {
    name: 'variant, part 2 beyond: "quadruple bypass in 2012"',
    source: 'diversifiedquotes.com: heart attack',
    profile: { medicalConditions: 'quadruple bypass in 2012' },
    expect: PART2_BEYOND,
  },

  // Negations. Sources: getsure.org (HIV), valuepenguin (cancer), diversifiedquotes.com (heart),
  // docs/underwriting.md (Words that negate).
  absent('getsure.org: HIV', 'negative HIV test'),
  absent('getsure.org: HIV', 'tested negative for hepatitis C'),
  absent('valuepenguin: cancer', 'no hx of cancer'),
  absent('diversifiedquotes.com: heart attack', 'MI was ruled out by troponin'),
  absent('diversifiedquotes.com: heart attack', 'denies any heart problems'),
  absent('docs/underwriting.md (Part 2 questions: COPD)', 'no COPD'),
  absent('diversifiedquotes.com: stroke', 'no stroke or TIA'),

  // Medications. Source: Americo's public prescription drug list; docs/underwriting.md (Rx check).
  {
    name: 'variant, drug with its use in parentheses: "Lasix 40mg (swelling in legs)"',
    source: "Americo's public prescription drug list; docs/underwriting.md (Rx check)",
    profile: { medications: 'Lasix 40mg (swelling in legs)' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    reading: { conditionsNot: [/heart failure/i] },
  },
  {
    name: 'variant, drug with its use: "furosemide for edema"',
    source: "Americo's public prescription drug list; docs/underwriting.md (Rx check)",
    profile: { medications: 'furosemide for edema' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    reading: { conditionsNot: [/heart failure/i] },
  },
  {
    name: 'variant, brand of an ambiguous drug: "Neurontin 600 mg"',
    source: 'docs/underwriting.md (Drugs with several uses: gabapentin, nerve pain, shingles, seizures)',
    profile: { medications: 'Neurontin 600 mg' },
    expect: { guaranteed: 'guaranteed' },
    reading: { questions: [/neurontin|gabapentin/i] },
  },
  {
    name: 'variant, brand of an ambiguous drug: "Toprol XL 50"',
    source: 'docs/underwriting.md (Drugs with several uses: metoprolol, blood pressure, atrial fibrillation, after a heart attack)',
    profile: { medications: 'Toprol XL 50' },
    expect: { guaranteed: 'guaranteed' },
    reading: { questions: [/toprol|metoprolol/i] },
  },
  {
    name: 'variant, drug with its use: "prednisone for COPD flare" is COPD',
    source: "Americo's public prescription drug list; docs/underwriting.md (Part 2 questions: COPD)",
    profile: { medications: 'prednisone for COPD flare' },
    expect: PART2_INSIDE,
    reading: { conditions: [/copd|chronic obstructive/i] },
  },
  {
    name: 'variant, brand: "Glucophage 500" is diabetes, level final expense',
    source: "Americo's public prescription drug list",
    profile: { medications: 'Glucophage 500' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    reading: { conditions: [{ name: /diabet/i, source: 'medication' }] },
  },
  {
    name: 'variant, brand: "Humalog sliding scale" is insulin',
    source: "Americo's public prescription drug list",
    profile: { medications: 'Humalog sliding scale' },
    expect: { finalExpense: 'offered', guaranteed: 'guaranteed' },
    reading: { conditions: [{ name: /insulin|diabet/i, source: 'medication' }] },
  },
  {
    name: 'variant, brand: "Aricept 10mg" is dementia',
    source: "Americo's public prescription drug list (Aricept: decline)",
    profile: { medications: 'Aricept 10mg' },
    expect: KNOCKOUT,
  },
  {
    name: 'variant, everyday: "Omega-3\\nVitamin B12\\nBayer aspirin 81\\nacetaminophen 500mg"',
    source: 'docs/underwriting.md (Over-the-counter products)',
    profile: { medications: 'Omega-3\nVitamin B12\nBayer aspirin 81\nacetaminophen 500mg' },
    expect: HEALTHY,
    sameAs: SAME_AS_BASE('everyday products carry no underwriting weight'),
    reading: { noConditions: true },
  },

  // Tobacco. Source: docs/underwriting.md (Tobacco); benefitchoicedirect.com.
  {
    name: 'variant, tobacco: "smokes 1 pack a day" with the box unchecked',
    source: 'docs/underwriting.md (Tobacco)',
    profile: { medicalConditions: 'smokes 1 pack a day' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    rateClass: { full: tobaccoClasses, simplified: tobaccoClasses, finalExpense: tobaccoClasses, guaranteed: tobaccoClasses },
  },
  {
    name: 'variant, tobacco: "quit smoking last month"',
    source: 'docs/underwriting.md (Tobacco: 12 months)',
    profile: { medicalConditions: 'quit smoking last month' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    rateClass: { full: tobaccoClasses, simplified: tobaccoClasses, finalExpense: tobaccoClasses, guaranteed: tobaccoClasses },
  },
  {
    name: 'variant, tobacco: "ex-smoker, quit 2010"',
    source: 'docs/underwriting.md (Tobacco)',
    profile: { medicalConditions: 'ex-smoker, quit 2010' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    rateClass: { full: nonTobaccoClasses, simplified: nonTobaccoClasses, finalExpense: nonTobaccoClasses, guaranteed: nonTobaccoClasses },
  },
];
