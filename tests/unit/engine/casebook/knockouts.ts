/**
 * Part 1 of the final expense application: a "yes" declines every underwritten final expense product
 * (guaranteed issue is what is left), and every stricter product declines too.
 */
import { KNOCKOUT, PROVES, type Case } from './types';

export const knockouts: Case[] = [
  // Oxygen. Source: willamettelifeinsurance.com/burial-insurance-oxygen ("Are you currently receiving
  // oxygen equipment to assist breathing?" — a yes is denied); insurechance.com sample questions
  // ("Do you currently receive kidney dialysis or require oxygen use?").
  {
    name: 'oxygen: "on oxygen"',
    source: 'willamette life: oxygen',
    profile: { medicalConditions: 'on oxygen' },
    expect: KNOCKOUT,
    declineReason: /oxygen/i,
    reading: { conditions: [/oxygen/i] },
  },
  {
    name: 'oxygen: "copd w/ oxygen" on one line',
    source: 'willamette life: oxygen',
    profile: { medicalConditions: 'copd w/ oxygen' },
    expect: KNOCKOUT,
    declineReason: { finalExpense: /oxygen/i, simplified: /oxygen|copd|chronic obstructive/i, full: /oxygen|copd|chronic obstructive/i },
    reading: { conditions: [/oxygen/i, /copd|chronic obstructive/i] },
  },
  {
    name: 'oxygen: "COPD on 2 L O2" (the domain reference\'s own example)',
    source: 'willamette life: oxygen; docs/underwriting.md (Part 1 questions)',
    profile: { medicalConditions: 'COPD on 2 L O2' },
    expect: KNOCKOUT,
    declineReason: { finalExpense: /oxygen/i },
    reading: { conditions: [/oxygen/i, /copd|chronic obstructive/i] },
  },
  {
    name: 'oxygen: "emphysema, uses home oxygen 24/7"',
    source: 'willamette life: oxygen',
    profile: { medicalConditions: 'emphysema, uses home oxygen 24/7' },
    expect: KNOCKOUT,
    declineReason: { finalExpense: /oxygen/i },
    reading: { conditions: [/oxygen/i, /emphysema/i] },
  },
  {
    name: 'oxygen: "oxygen tank at home since 2023"',
    source: 'willamette life: oxygen',
    profile: { medicalConditions: 'oxygen tank at home since 2023' },
    expect: KNOCKOUT,
    declineReason: /oxygen/i,
    reading: { conditions: [/oxygen/i] },
  },

  // Kidney dialysis and kidney failure. Source: lastchancelifeinsurance.com/post/end-state-renal-failure-and-life-insurance
  // (ESRD, stage 5 CKD, dialysis: declined by traditional carriers, guaranteed issue is the path);
  // insurechance.com sample questions (kidney dialysis).
  {
    name: 'kidney: "kidney dialysis 3x a week"',
    source: 'lastchancelifeinsurance.com: ESRD',
    profile: { medicalConditions: 'kidney dialysis 3x a week' },
    expect: KNOCKOUT,
    declineReason: /dialysis|kidney|renal/i,
    reading: { conditions: [/renal|kidney|dialysis/i] },
  },
  {
    name: 'kidney: "kidney failure"',
    source: 'lastchancelifeinsurance.com: ESRD',
    profile: { medicalConditions: 'kidney failure' },
    expect: KNOCKOUT,
    declineReason: /kidney|renal|dialysis/i,
    reading: { conditions: [/renal|kidney/i] },
  },
  {
    name: 'kidney: "ESRD on hemodialysis"',
    source: 'lastchancelifeinsurance.com: ESRD',
    profile: { medicalConditions: 'ESRD on hemodialysis' },
    expect: KNOCKOUT,
    declineReason: /kidney|renal|dialysis/i,
    reading: { conditions: [/end.stage renal|kidney|dialysis/i] },
  },
  {
    name: 'kidney: "CKD stage 5" is end-stage',
    source: 'lastchancelifeinsurance.com: ESRD ("Stage 5 chronic kidney disease (GFR less than 15)")',
    profile: { medicalConditions: 'CKD stage 5' },
    expect: KNOCKOUT,
    declineReason: /kidney|renal/i,
    reading: { conditions: [/kidney|renal/i] },
  },
  {
    // Stage 2 is mild CKD (GFR 60-89): not kidney failure. Carriers differ on kidney disease in part 2,
    // but it is not the part 1 knock-out, so at least one final expense product gives a level benefit.
    name: 'kidney: "CKD stage 2" is not kidney failure',
    source: 'lastchancelifeinsurance.com: ESRD (stage 5 is the knock-out); docs/underwriting.md (Part 1 questions)',
    profile: { medicalConditions: 'CKD stage 2' },
    expect: { guaranteed: 'guaranteed' },
    some: { finalExpense: 'level' },
    reading: { conditions: [/kidney/i], conditionsNot: [/end.stage|failure|dialysis/i] },
  },
  {
    name: 'kidney: "on peritoneal dialysis"',
    source: 'lastchancelifeinsurance.com: ESRD (peritoneal dialysis)',
    profile: { medicalConditions: 'on peritoneal dialysis' },
    expect: KNOCKOUT,
    declineReason: /dialysis|kidney|renal/i,
  },

  // Residence and care: nursing home, assisted living, hospice, hospital now, home health care.
  // Source: insurechance.com sample questions ("Are you currently confined to a hospital or medical
  // facility?"); docs/underwriting.md (Part 1 questions); fexguy.com (ADL knock-outs).
  {
    name: 'care: "lives in a nursing home"',
    source: 'insurechance.com: part 1 questions',
    profile: { medicalConditions: 'lives in a nursing home' },
    expect: KNOCKOUT,
    declineReason: /nursing/i,
    reading: { conditions: [/nursing/i] },
  },
  {
    name: 'care: "resident of an assisted living facility"',
    source: 'insurechance.com: part 1 questions; docs/underwriting.md (Part 1 questions: assisted living)',
    profile: { medicalConditions: 'resident of an assisted living facility' },
    expect: KNOCKOUT,
    declineReason: /assisted living|facility|care/i,
  },
  {
    name: 'care: "in hospice"',
    source: 'funeralfunds.com: terminally ill (only guaranteed issue); docs/underwriting.md (Part 1 questions)',
    profile: { medicalConditions: 'in hospice' },
    expect: KNOCKOUT,
    declineReason: /hospice/i,
    reading: { conditions: [/hospice/i] },
  },
  {
    name: 'care: "currently hospitalized for pneumonia"',
    source: 'insurechance.com: "currently confined to a hospital"',
    profile: { medicalConditions: 'currently hospitalized for pneumonia' },
    expect: KNOCKOUT,
    declineReason: /hospital/i,
  },
  {
    name: 'care: "in the hospital now"',
    source: 'insurechance.com: "currently confined to a hospital"',
    profile: { medicalConditions: 'in the hospital now' },
    expect: KNOCKOUT,
    declineReason: /hospital/i,
  },
  {
    name: 'care: "receives home health care"',
    source: 'docs/underwriting.md (Part 1 questions: receiving home health care); fexguy.com ADL knock-outs',
    profile: { medicalConditions: 'receives home health care' },
    expect: KNOCKOUT,
    declineReason: /home health|care|daily living/i,
  },

  // Activities of daily living, bedridden, wheelchair. Source: fexguy.com (ADL knock-outs);
  // insurechance.com ("Do you require assistance to feed, dress, bathe, or take medication?");
  // willamettelifeinsurance.com/funeral-insurance-wheelchair (permanently confined: no level benefit;
  // temporary use: no waiting period).
  {
    name: 'ADL: "needs help with bathing and dressing"',
    source: 'fexguy.com: ADL knock-outs; insurechance.com',
    profile: { medicalConditions: 'needs help with bathing and dressing' },
    expect: KNOCKOUT,
    declineReason: /daily living|bathing|dressing|help/i,
    reading: { conditions: [/daily living|help/i] },
  },
  {
    name: 'ADL: "needs assistance with ADLs"',
    source: 'fexguy.com: ADL knock-outs',
    profile: { medicalConditions: 'needs assistance with ADLs' },
    expect: KNOCKOUT,
    declineReason: /daily living|ADL|help/i,
  },
  {
    name: 'ADL: "daughter helps him eat and use the toilet"',
    source: 'fexguy.com: ADL knock-outs (eating, toileting)',
    profile: { medicalConditions: 'daughter helps him eat and use the toilet' },
    expect: KNOCKOUT,
    declineReason: /daily living|help|eat|toilet/i,
  },
  {
    name: 'ADL: "bedridden"',
    source: 'fexguy.com: ADL knock-outs; docs/underwriting.md (Part 1 questions)',
    profile: { medicalConditions: 'bedridden' },
    expect: KNOCKOUT,
    declineReason: /bed/i,
    reading: { conditions: [/bed/i] },
  },
  {
    name: 'ADL: "bed bound after hip fracture"',
    source: 'fexguy.com: ADL knock-outs',
    profile: { medicalConditions: 'bed bound after hip fracture' },
    expect: KNOCKOUT,
    declineReason: /bed/i,
  },
  {
    name: 'wheelchair: "in a wheelchair due to multiple sclerosis"',
    source: 'willamette life: wheelchair (MS among the causes; permanently confined: no level benefit)',
    profile: { medicalConditions: 'in a wheelchair due to multiple sclerosis' },
    expect: KNOCKOUT,
    declineReason: { finalExpense: /wheelchair/i },
    reading: { conditions: [/multiple sclerosis/i] },
  },
  {
    name: 'wheelchair: "wheelchair bound from Parkinson\'s"',
    source: 'willamette life: wheelchair',
    profile: { medicalConditions: "wheelchair bound from Parkinson's" },
    expect: KNOCKOUT,
    declineReason: { finalExpense: /wheelchair/i },
  },
  {
    // Temporary mobility aid after an operation that is fully recovered: no waiting period.
    name: 'wheelchair: temporary after knee replacement is not the knock-out',
    source: 'willamette life: wheelchair ("If your use of mobility assistance is temporary ... no waiting period")',
    profile: { medicalConditions: 'knee replacement 2024, used a wheelchair for 3 weeks after' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
  },

  // HIV and AIDS. Source: getsure.org/life-insurance-hiv-aids (every company has its own rules;
  // traditional coverage only at a few carriers for well-controlled HIV); docs/underwriting.md (Part 1
  // questions: AIDS or HIV at most carriers); hinermangroup.com (fully underwritten HIV+ offers, rated, at a few carriers).
  // So: simplified and final expense decline HIV at (nearly) every carrier; fully underwritten varies.
  {
    name: 'HIV: "HIV"',
    source: 'getsure.org: HIV',
    profile: { medicalConditions: 'HIV' },
    expect: { simplified: 'decline', finalExpense: 'not-level', guaranteed: 'guaranteed' },
    some: { finalExpense: 'decline' },
    declineReason: /HIV/i,
    reading: { conditions: [/HIV/i] },
  },
  {
    name: 'HIV: "HIV positive, undetectable" with Biktarvy',
    source: 'getsure.org: HIV (undetectable viral load helps only at fully underwritten carriers)',
    profile: { medicalConditions: 'HIV positive, undetectable', medications: 'Biktarvy' },
    expect: { simplified: 'decline', finalExpense: 'not-level', guaranteed: 'guaranteed' },
    some: { finalExpense: 'decline' },
    declineReason: /HIV/i,
    reading: { conditions: [/HIV/i], ruledOutNot: [/HIV/i], medications: [{ written: /biktarvy/i, status: PROVES }] },
  },
  {
    // "undetectable" describes the viral load, not an absent infection: never a negation.
    name: 'HIV: "HIV+ with undetectable viral load since 2015" is not ruled out',
    source: 'getsure.org: HIV',
    profile: { medicalConditions: 'HIV+ with undetectable viral load since 2015' },
    expect: { simplified: 'decline', finalExpense: 'not-level', guaranteed: 'guaranteed' },
    some: { finalExpense: 'decline' },
    declineReason: /HIV/i,
    reading: { conditions: [/HIV/i], ruledOutNot: [/HIV/i] },
  },
  {
    name: 'HIV: Biktarvy alone proves HIV on the Rx check',
    source: "getsure.org: HIV; Americo's public prescription drug list (antiretrovirals: decline)",
    profile: { medications: 'Biktarvy 1 tab daily' },
    expect: { simplified: 'decline', finalExpense: 'not-level', guaranteed: 'guaranteed' },
    some: { finalExpense: 'decline' },
    declineReason: /HIV|biktarvy|bictegravir/i,
    reading: { conditions: [{ name: /HIV/i, source: 'medication' }], medications: [{ written: /biktarvy/i, status: PROVES }] },
  },
  {
    name: 'AIDS: "AIDS" declines everywhere but guaranteed issue',
    source: 'getsure.org: HIV/AIDS; newhorizonsmktg.com (AIDS a serious condition)',
    profile: { medicalConditions: 'AIDS' },
    expect: KNOCKOUT,
    declineReason: /AIDS|immunodeficiency/i,
    reading: { conditions: [/AIDS|immunodeficiency/i] },
  },

  // Alzheimer's, dementia, memory loss. Source: docs/underwriting.md (Part 1 questions); newhorizonsmktg.com
  // (Alzheimer's a serious condition); Americo's public prescription drug list (donepezil/Aricept: decline).
  {
    name: 'cognitive: "Alzheimer\'s"',
    source: 'docs/underwriting.md (Part 1 questions); newhorizonsmktg.com',
    profile: { medicalConditions: "Alzheimer's" },
    expect: KNOCKOUT,
    declineReason: /alzheimer/i,
    reading: { conditions: [/alzheimer/i] },
  },
  {
    name: 'cognitive: "early dementia diagnosed 2025"',
    source: 'docs/underwriting.md (Part 1 questions)',
    profile: { medicalConditions: 'early dementia diagnosed 2025' },
    expect: KNOCKOUT,
    declineReason: /dementia/i,
    reading: { conditions: [/dementia/i] },
  },
  {
    name: 'cognitive: "memory loss"',
    source: 'docs/underwriting.md (Part 1 questions: memory loss is asked with dementia)',
    profile: { medicalConditions: 'memory loss' },
    expect: KNOCKOUT,
    declineReason: /memory|cognitive/i,
  },
  {
    name: 'cognitive: donepezil alone proves dementia on the Rx check',
    source: "Americo's public prescription drug list (Aricept: decline)",
    profile: { medications: 'donepezil 10 mg' },
    expect: KNOCKOUT,
    declineReason: /alzheimer|dementia|donepezil/i,
    reading: { conditions: [{ name: /alzheimer|dementia/i, source: 'medication' }] },
  },

  // Terminal illness. Source: funeralfunds.com burial insurance for terminally ill (death expected within
  // 12-24 months: only guaranteed issue); docs/underwriting.md (Part 1 questions).
  {
    name: 'terminal: "terminally ill, given 6 months"',
    source: 'funeralfunds.com: terminally ill',
    profile: { medicalConditions: 'terminally ill, given 6 months' },
    expect: KNOCKOUT,
    declineReason: /terminal/i,
    reading: { conditions: [/terminal/i] },
  },
  {
    name: 'terminal: "end stage liver disease, less than a year to live"',
    source: 'funeralfunds.com: terminally ill',
    profile: { medicalConditions: 'end stage liver disease, less than a year to live' },
    expect: KNOCKOUT,
    declineReason: /terminal|liver|life expectancy|to live/i,
  },

  // Organ transplant. Source: fexguy.com (organ transplant: advised or waiting is a knock-out);
  // lastchancelifeinsurance.com (ESRD awaiting kidney transplant).
  {
    name: 'transplant: "on the waiting list for a kidney transplant"',
    source: 'fexguy.com: organ transplant; lastchancelifeinsurance.com',
    profile: { medicalConditions: 'on the waiting list for a kidney transplant' },
    expect: KNOCKOUT,
    declineReason: /transplant/i,
    reading: { conditions: [/transplant/i] },
  },
  {
    name: 'transplant: "advised to have a liver transplant"',
    source: 'fexguy.com: organ transplant',
    profile: { medicalConditions: 'advised to have a liver transplant' },
    expect: KNOCKOUT,
    declineReason: /transplant/i,
  },

  // Cancer treated now, chemotherapy, radiation, metastatic or stage IV. Source: valuepenguin.com
  // (cancer: no coverage while in treatment; metastatic hardest); insurechance.com ("diagnosed with any
  // type of cancer in the last 12 months"); docs/underwriting.md (Part 1 questions).
  {
    name: 'cancer now: "colon cancer, currently in chemotherapy"',
    source: 'valuepenguin: cancer; docs/underwriting.md (Part 1 questions)',
    profile: { medicalConditions: 'colon cancer, currently in chemotherapy' },
    expect: KNOCKOUT,
    declineReason: /cancer|chemo/i,
    reading: { conditions: [/colo(n|rectal)/i] },
  },
  {
    name: 'cancer now: "breast cancer, in treatment now"',
    source: 'valuepenguin: cancer',
    profile: { medicalConditions: 'breast cancer, in treatment now' },
    expect: KNOCKOUT,
    declineReason: /cancer/i,
    reading: { conditions: [/breast/i] },
  },
  {
    name: 'cancer now: "prostate cancer, radiation started March 2026"',
    source: 'valuepenguin: cancer',
    profile: { medicalConditions: 'prostate cancer, radiation started March 2026' },
    expect: KNOCKOUT,
    declineReason: /cancer|radiation/i,
    reading: { conditions: [/prostate/i] },
  },
  {
    name: 'cancer now: "lymphoma diagnosed 4 months ago"',
    source: 'insurechance.com: cancer in the last 12 months',
    profile: { medicalConditions: 'lymphoma diagnosed 4 months ago' },
    expect: KNOCKOUT,
    declineReason: /lymphoma|cancer/i,
  },
  {
    name: 'cancer now: "receiving chemo" on its own',
    source: 'valuepenguin: cancer; docs/underwriting.md (Part 1 questions: chemotherapy)',
    profile: { medicalConditions: 'receiving chemo' },
    expect: KNOCKOUT,
    declineReason: /cancer|chemo/i,
  },
  {
    name: 'cancer spread: "metastatic breast cancer"',
    source: 'valuepenguin: cancer (metastatic); docs/underwriting.md (Part 1 questions)',
    profile: { medicalConditions: 'metastatic breast cancer' },
    expect: KNOCKOUT,
    declineReason: /metasta|cancer/i,
    reading: { conditions: [/metasta/i] },
  },
  {
    name: 'cancer spread: "stage IV lung cancer"',
    source: 'valuepenguin: cancer; docs/underwriting.md (Part 1 questions: stage IV)',
    profile: { medicalConditions: 'stage IV lung cancer' },
    expect: KNOCKOUT,
    declineReason: /cancer|metasta|stage/i,
    reading: { conditions: [/lung/i] },
  },
  {
    name: 'cancer spread: "prostate cancer that has spread to the bones"',
    source: 'valuepenguin: cancer (metastatic)',
    profile: { medicalConditions: 'prostate cancer that has spread to the bones' },
    expect: KNOCKOUT,
    declineReason: /cancer|metasta|spread/i,
  },
  {
    // The one cancer the part 1 question excepts.
    name: 'cancer: basal cell skin cancer removed 2025 is excepted',
    source: 'docs/underwriting.md (Part 1 questions: "other than basal or squamous cell skin cancer"); valuepenguin: cancer (skin)',
    profile: { medicalConditions: 'basal cell skin cancer removed 2025' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    some: { full: 'level', simplified: 'level' },
    reading: { conditions: [/skin|basal/i], conditionsNot: [/metasta/i] },
  },
];
