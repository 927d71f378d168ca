/**
 * Part 2 of the final expense application: a "yes" inside the look-back (commonly 2 years, some 3)
 * gives a graded or modified benefit (a decline at strict carriers); beyond the window the same event
 * qualifies for a level benefit. Dates are chosen far from the edges where carriers differ: "inside"
 * is well under 2 years before 2026-05-15, "beyond" is 4 years or more.
 */
import { MILD_COPD, MILD_COPD_SOME, PART2_BEYOND, PART2_INSIDE, PART2_SOME, RATED_DOWN, type Case } from './types';

export const lookbacks: Case[] = [
  // Heart attack, stent, bypass. Source: diversifiedquotes.com/burial-insurance-after-a-heart-attack
  // ("most simplified-issue final expense carriers require more than two years since the most recent
  // cardiac event" for level; inside it graded or guaranteed issue); fexguy.com final expense after a
  // heart attack ("a heart attack in the last two years always leads to a waiting period plan").
  // Fully underwritten carriers postpone a recent heart attack (lifeinsurancehelpdesk.com: 6-12 months).
  {
    name: 'heart attack 14 months ago: inside the window',
    source: 'diversifiedquotes.com: heart attack; fexguy.com: heart attack',
    profile: { medicalConditions: 'heart attack 14 months ago' },
    expect: PART2_INSIDE,
    rateClass: RATED_DOWN,
    some: PART2_SOME,
    declineReason: /heart attack|myocardial/i,
    reading: { conditions: [/heart attack|myocardial/i] },
  },
  {
    name: 'heart attack 5 months ago (NSTEMI)',
    source: 'diversifiedquotes.com: heart attack',
    profile: { medicalConditions: 'NSTEMI 5 months ago' },
    expect: { ...PART2_INSIDE, full: 'decline' },
    declineReason: /heart attack|myocardial|NSTEMI/i,
    reading: { conditions: [/heart attack|myocardial/i] },
  },
  {
    name: 'heart attack 2021: beyond the window',
    source: 'diversifiedquotes.com: heart attack (beyond two years, level re-enters the picture)',
    profile: { medicalConditions: 'heart attack 2021' },
    expect: PART2_BEYOND,
    reading: { conditions: [/heart attack|myocardial/i] },
  },
  {
    name: 'heart attack 10 years ago: beyond the window',
    source: 'diversifiedquotes.com: heart attack',
    profile: { medicalConditions: 'heart attack 10 years ago' },
    expect: PART2_BEYOND,
  },
  {
    name: 'stent 8 months ago: inside the window',
    source: 'diversifiedquotes.com: heart attack (stents and procedures follow the same timing)',
    profile: { medicalConditions: 'stent placed 8 months ago' },
    expect: PART2_INSIDE,
    rateClass: RATED_DOWN,
    some: PART2_SOME,
    declineReason: /stent|angioplasty|coronary/i,
    reading: { conditions: [/stent|angioplasty/i] },
  },
  {
    name: 'stent 2018: beyond the window',
    source: 'diversifiedquotes.com: heart attack',
    profile: { medicalConditions: 'stent 2018' },
    expect: PART2_BEYOND,
  },
  {
    name: 'triple bypass 18 months ago: inside the window',
    source: 'diversifiedquotes.com: heart attack (bypass surgery)',
    profile: { medicalConditions: 'triple bypass surgery 18 months ago' },
    expect: PART2_INSIDE,
    rateClass: RATED_DOWN,
    some: PART2_SOME,
    declineReason: /bypass|CABG/i,
    reading: { conditions: [/bypass/i] },
  },
  {
    name: 'CABG 2015: beyond the window',
    source: 'diversifiedquotes.com: heart attack (bypass surgery)',
    profile: { medicalConditions: 'CABG 2015' },
    expect: PART2_BEYOND,
    reading: { conditions: [/bypass/i] },
  },

  // Stroke and TIA. Source: willamettelifeinsurance.com/burial-insurance-stroke ("If it has been over
  // twelve months since your stroke, no waiting period will be imposed by several final expense
  // providers"); diversifiedquotes.com (stroke timing); docs/underwriting.md (TIA: a cerebrovascular event
  // like a stroke: postponed for months, preferred classes unlikely for years after).
  {
    name: 'stroke 7 months ago: inside every window',
    source: 'willamette life: stroke (under 12 months: a waiting period everywhere)',
    profile: { medicalConditions: 'stroke 7 months ago' },
    expect: { ...PART2_INSIDE, full: 'decline' },
    some: PART2_SOME,
    declineReason: /stroke|cerebrovascular/i,
    reading: { conditions: [/stroke/i] },
  },
  {
    // Between 12 and 24 months carriers differ: several give level (willamette), others grade (2-year
    // window), strict ones decline. Only that it is not a knock-out everywhere is certain.
    name: 'stroke 18 months ago: carriers differ, offered somewhere',
    source: 'willamette life: stroke ("over twelve months ... no waiting period ... by several")',
    profile: { medicalConditions: 'stroke 18 months ago' },
    expect: { guaranteed: 'guaranteed' },
    some: { finalExpense: 'offered' },
  },
  {
    name: 'stroke 2017: beyond the window',
    source: 'willamette life: stroke',
    profile: { medicalConditions: 'stroke 2017' },
    expect: PART2_BEYOND,
    reading: { conditions: [/stroke/i] },
  },
  {
    name: 'TIA 5 months ago: postponed by full underwriting, not level in final expense',
    source: 'docs/underwriting.md (TIA: postponed for months); willamette life: stroke',
    profile: { medicalConditions: 'TIA 5 months ago' },
    expect: { ...PART2_INSIDE, full: 'decline' },
    declineReason: /TIA|transient|mini.?stroke|cerebrovascular/i,
    reading: { conditions: [/transient|TIA|mini/i] },
  },
  {
    name: 'mini stroke 4 years ago: level final expense, no preferred plus',
    source: 'docs/underwriting.md (TIA: preferred classes unlikely for years after)',
    profile: { medicalConditions: 'mini stroke 4 years ago' },
    expect: PART2_BEYOND,
    rateClass: { full: ['preferred', 'standard'] },
    reading: { conditions: [/transient|TIA|mini/i] },
  },
  {
    name: 'TIA 2014: long past, level everywhere it is underwritten by final expense',
    source: 'docs/underwriting.md (TIA); willamette life: stroke',
    profile: { medicalConditions: 'TIA 2014' },
    expect: PART2_BEYOND,
    some: { full: 'level' },
  },

  // Congestive heart failure: chronic, so "since" never puts it beyond the window. Source: jlm2.com
  // (CHF on carvedilol: graded benefit); benefitchoicedirect.com (final expense qualification);
  // docs/underwriting.md (Part 2 questions).
  {
    name: 'CHF: not level in final expense, declined or rated down by full underwriting',
    source: 'jlm2.com: CHF on carvedilol is graded; benefitchoicedirect.com',
    profile: { medicalConditions: 'congestive heart failure' },
    expect: PART2_INSIDE,
    rateClass: RATED_DOWN,
    declineReason: /heart failure|CHF/i,
    reading: { conditions: [/heart failure/i] },
  },
  {
    name: 'CHF since 2018: a chronic condition treated now stays inside the window',
    source: 'jlm2.com: CHF; docs/underwriting.md (Date forms: "since 2012")',
    profile: { medicalConditions: 'CHF since 2018' },
    expect: PART2_INSIDE,
    rateClass: RATED_DOWN,
    declineReason: /heart failure|CHF/i,
    reading: { conditions: [/heart failure/i] },
  },

  // COPD and emphysema without oxygen. Source: willamette life: oxygen (oxygen is the knock-out, not
  // COPD itself); getsure.org (COPD); docs/underwriting.md (Part 2 questions: COPD or emphysema without oxygen).
  {
    name: 'COPD without oxygen: part 2, not part 1',
    source: 'docs/underwriting.md (Part 2 questions); willamette life: oxygen',
    profile: { medicalConditions: 'COPD' },
    // Mild (no oxygen, no hospital stay, no tobacco): level at some final expense carriers, graded at stricter ones.
    expect: MILD_COPD,
    some: MILD_COPD_SOME,
    reading: { conditions: [/copd|chronic obstructive/i], conditionsNot: [/oxygen/i] },
  },
  {
    name: 'emphysema, no oxygen: the negation is about oxygen only',
    source: 'docs/underwriting.md (Part 2 questions, Words that negate)',
    profile: { medicalConditions: 'emphysema, no oxygen' },
    expect: MILD_COPD,
    some: MILD_COPD_SOME,
    reading: { conditions: [/emphysema/i], conditionsNot: [/oxygen/i], ruledOutNot: [/emphysema/i] },
  },
  {
    name: 'COPD since 2012: "since" means it is still treated',
    source: 'docs/underwriting.md (Date forms: "since 2012"; Part 2 questions: COPD)',
    profile: { medicalConditions: 'COPD since 2012' },
    expect: MILD_COPD,
    some: MILD_COPD_SOME,
  },
  {
    name: 'chronic bronchitis with Spiriva and albuterol',
    source: "Americo's public prescription drug list (tiotropium: COPD); docs/underwriting.md (Part 2 questions)",
    profile: { medicalConditions: 'chronic bronchitis', medications: 'Spiriva\nalbuterol inhaler' },
    // Inhalers only: the mild kind (the domain primer: COPD is graded by severity, not by name).
    expect: MILD_COPD,
    some: MILD_COPD_SOME,
  },

  // Cancer by years since treatment. Source: valuepenguin.com (cancer: coverage depends on type and
  // years since treatment; 2-5 years for traditional coverage); insurechance.com ("diagnosed with any
  // type of cancer in the last 12 months"); docs/underwriting.md (Part 1 questions: treated within 1-2 years,
  // decline; Part 2 questions: cancer beyond the part 1 window).
  {
    name: 'cancer 8 months ago: inside every part 1 window',
    source: 'insurechance.com: cancer in the last 12 months; valuepenguin: cancer',
    profile: { gender: 'female', medicalConditions: 'breast cancer, last treatment 8 months ago' },
    expect: { full: 'decline', simplified: 'decline', finalExpense: 'decline', guaranteed: 'guaranteed' },
    declineReason: /cancer/i,
    reading: { conditions: [/breast/i] },
  },
  {
    name: 'cancer 2 years ago: not level in final expense',
    source: 'valuepenguin: cancer; docs/underwriting.md (Part 1 questions, Part 2 questions: 1-2 year decline, then graded)',
    profile: { gender: 'female', medicalConditions: 'breast cancer 2 years ago' },
    expect: { simplified: 'not-level', finalExpense: 'not-level', guaranteed: 'guaranteed' },
  },
  {
    name: 'cancer 3 years ago: past part 1, at least one level final expense',
    source: 'valuepenguin: cancer; benefitchoicedirect.com (final expense qualification)',
    profile: { medicalConditions: 'colon cancer 3 years ago' },
    expect: { finalExpense: 'offered', guaranteed: 'guaranteed' },
    some: { finalExpense: 'level' },
    reading: { conditions: [/colo(n|rectal)/i] },
  },
  {
    name: 'cancer 5 years ago: level final expense',
    source: 'valuepenguin: cancer',
    profile: { medicalConditions: 'prostate cancer 5 years ago' },
    expect: PART2_BEYOND,
    reading: { conditions: [/prostate/i] },
  },
  {
    name: 'cancer 10 years ago: level final expense',
    source: 'valuepenguin: cancer',
    profile: { medicalConditions: 'melanoma 10 years ago' },
    expect: PART2_BEYOND,
    reading: { conditions: [/melanoma/i] },
  },
  {
    name: 'breast cancer 2014, no recurrence: the cancer is present, the recurrence is what is denied',
    source: 'valuepenguin: cancer (long remission: traditional coverage possible)',
    profile: { gender: 'female', medicalConditions: 'breast cancer 2014, no recurrence' },
    expect: PART2_BEYOND,
    some: { full: 'level' },
    reading: { conditions: [/breast/i], ruledOutNot: [/breast/i] },
  },

  // Diabetes: level without complications; complications (neuropathy, retinopathy, amputation, insulin
  // shock) are part 2. Source: newhorizonsmktg.com ("diabetes with minimal insulin" a minor condition);
  // willamette life: wheelchair (diabetic amputation); docs/underwriting.md (Part 2 questions); fexguy.com.
  {
    name: 'type 2 diabetes without complications: level final expense',
    source: 'newhorizonsmktg.com: diabetes a minor condition; docs/underwriting.md (Part 2 questions: complications only)',
    profile: { medicalConditions: 'type 2 diabetes' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    some: { full: 'level', simplified: 'level' },
    reading: { conditions: [/diabet/i] },
  },
  {
    name: 'diabetes with neuropathy',
    source: 'docs/underwriting.md (Part 2 questions: diabetes with neuropathy)',
    profile: { medicalConditions: 'diabetes with neuropathy' },
    expect: PART2_INSIDE,
    some: PART2_SOME,
    reading: { conditions: [/neuropathy/i] },
  },
  {
    name: 'diabetes with neuropathy and retinopathy on one line',
    source: 'docs/underwriting.md (Part 2 questions: neuropathy, retinopathy)',
    profile: { medicalConditions: 'diabetes with neuropathy and retinopathy' },
    expect: PART2_INSIDE,
    some: PART2_SOME,
    reading: { conditions: [/neuropathy/i, /retinopathy/i] },
  },
  {
    name: 'diabetes, toe amputation 8 months ago',
    source: 'willamette life: wheelchair (diabetic amputation); docs/underwriting.md (Part 2 questions)',
    profile: { medicalConditions: 'type 2 diabetes, toe amputation 8 months ago' },
    expect: PART2_INSIDE,
    reading: { conditions: [/diabet/i, /amputat/i] },
  },
  {
    name: 'insulin shock 10 months ago',
    source: 'docs/underwriting.md (Part 2 questions: insulin shock)',
    profile: { medicalConditions: 'diabetic, insulin shock 10 months ago' },
    expect: PART2_INSIDE,
  },
  {
    name: 'diabetes on insulin, no complications: at least one level final expense',
    source: 'newhorizonsmktg.com ("diabetes with minimal insulin" minor); fexguy.com',
    profile: { medicalConditions: 'diabetes on insulin' },
    expect: { finalExpense: 'offered', guaranteed: 'guaranteed' },
    some: { finalExpense: 'level' },
    reading: { conditions: [/insulin|diabet/i] },
  },

  // Liver. Source: docs/underwriting.md (Part 2 questions: liver cirrhosis); lastchancelifeinsurance.com (serious
  // organ disease: traditional carriers decline).
  {
    name: 'cirrhosis of the liver',
    source: 'docs/underwriting.md (Part 2 questions)',
    profile: { medicalConditions: 'cirrhosis of the liver' },
    expect: { ...PART2_INSIDE, full: 'decline' },
    declineReason: /cirrhosis|liver/i,
    reading: { conditions: [/cirrhosis/i] },
  },
  {
    name: 'alcoholic cirrhosis diagnosed 2023 stays current',
    source: 'docs/underwriting.md (Part 2 questions: cirrhosis, alcohol)',
    profile: { medicalConditions: 'alcoholic cirrhosis diagnosed 2023' },
    expect: { ...PART2_INSIDE, full: 'decline' },
    declineReason: /cirrhosis|liver|alcohol/i,
  },

  // Alcohol and drug treatment. Source: insurechance.com ("treated for drug abuse? (12 months)";
  // part 2 in the past 2 years); docs/underwriting.md (Part 2 questions; Date forms: "sober 10 years").
  {
    name: 'alcohol rehab 10 months ago',
    source: 'insurechance.com: part 1-2 questions; docs/underwriting.md (Part 2 questions)',
    profile: { medicalConditions: 'alcohol rehab 10 months ago' },
    expect: { ...PART2_INSIDE, full: 'decline' },
    declineReason: /alcohol|rehab|substance|treatment/i,
  },
  {
    name: 'alcoholism, sober 10 years: beyond the window',
    source: 'docs/underwriting.md (Date forms: "sober 10 years")',
    profile: { medicalConditions: 'alcoholism, sober 10 years' },
    expect: PART2_BEYOND,
    reading: { conditions: [/alcohol/i] },
  },
  {
    name: 'drug rehab 2013, clean since',
    source: 'insurechance.com; docs/underwriting.md (Part 2 questions)',
    profile: { medicalConditions: 'drug rehab 2013, clean since' },
    expect: PART2_BEYOND,
  },
  {
    name: 'opioid addiction, in treatment now',
    source: 'insurechance.com ("treated for drug abuse" in the last 12 months)',
    profile: { medicalConditions: 'opioid addiction, in treatment now' },
    expect: { ...PART2_INSIDE, full: 'decline' },
  },
  {
    name: 'psychiatric hospitalization 6 months ago',
    source: 'docs/underwriting.md (Part 2 questions: some mental illnesses); insurechance.com (hospital confinement)',
    profile: { medicalConditions: 'psychiatric hospitalization 6 months ago' },
    expect: PART2_INSIDE,
  },
];
