/**
 * The vocabulary agents meet: most-prescribed drugs and brands, everyday drugs, application knock-outs and their abbreviations (issue 48).
 * Knock-out wording from the health questions of final expense and simplified issue applications (docs/underwriting.md,
 * Part 1 questions); drugs from ClinCalc DrugStats, Top 300 of 2023 (tests/unit/engine/fixtures/topDrugs.ts).
 */
import { KNOCKOUT, PART2_INSIDE, PROVES, SAME_AS_BASE, type Case, type MedicationStatus } from './types';

const APPS = 'final expense applications, part 1 (docs/underwriting.md: Mutual of Omaha Living Promise, Americo Eagle Select, Foresters PlanRight)';
const CLINCALC = 'ClinCalc DrugStats Top 300 of 2023; the drug label';

/** An application knock-out written the way agents shorten it: declined by every underwritten product, guaranteed issue open. */
const knockout = (medicalConditions: string, condition: RegExp): Case => ({
  name: `knock-out: "${medicalConditions}"`,
  source: APPS,
  profile: { medicalConditions },
  expect: KNOCKOUT,
  reading: { conditions: [condition] },
});

/** Illegal drug use now: no underwritten level offer; simplified and fully underwritten decline; guaranteed issue open. */
const drugsNow = (medicalConditions: string): Case => ({
  name: `illegal drug use now: "${medicalConditions}"`,
  source: 'final expense applications: "used illegal drugs" (Mutual of Omaha Living Promise, Americo Eagle Select); docs/underwriting.md',
  profile: { medicalConditions },
  expect: { full: 'decline', simplified: 'decline', finalExpense: 'not-level', guaranteed: 'guaranteed' },
  reading: { conditions: [/drug|opioid/i] },
});

/** An everyday product: read, no weight, judged exactly as the base profile. */
const everyday = (medications: string, use?: RegExp): Case => ({
  name: `everyday drug carries no weight: "${medications}"`,
  source: CLINCALC,
  profile: { medications },
  expect: { full: 'level', simplified: 'level', finalExpense: 'level', guaranteed: 'guaranteed' },
  sameAs: SAME_AS_BASE('an antibiotic, antihistamine, vitamin or over-the-counter product changes nothing'),
  reading: use ? { medications: [{ written: /./, status: 'no-weight' }], conditions: [use] } : { medications: [{ written: /./, status: 'no-weight' }], noConditions: true },
});

/** A drug the engine did not read before: now read, and it implies what it treats. */
const implies = (medications: string, condition: RegExp, status: MedicationStatus | readonly MedicationStatus[] = PROVES): Case => ({
  name: `drug newly read implies its condition: "${medications}"`,
  source: CLINCALC,
  profile: { medications },
  expect: {},
  reading: { conditions: [{ name: condition, source: 'medication' }], medications: [{ written: /./, status }] },
});

export const vocabulary: Case[] = [
  // Knock-out abbreviations and application wording.
  {
    name: 'part 2, graver: "CHF" is congestive heart failure, never level',
    source: APPS,
    profile: { medicalConditions: 'CHF' },
    expect: { full: 'decline', simplified: 'decline', finalExpense: 'not-level', guaranteed: 'guaranteed' },
    reading: { conditions: [/heart failure/i] },
  },
  knockout('ESRD, dialysis MWF', /renal|kidney/i),
  knockout("Lou Gehrig's disease", /amyotrophic|ALS/i),
  knockout("Alzheimer's disease", /alzheimer/i),
  knockout('ARC', /AIDS/i),
  knockout('organic brain syndrome', /dementia/i),
  knockout('on a respirator at night', /ventilator/i),
  knockout('resides in a nursing home', /nursing home/i),
  knockout('condition expected to result in death within 12 months', /life expectancy/i),
  {
    name: 'part 2: "PAD, claudication in both legs" is peripheral artery disease',
    source: APPS,
    profile: { medicalConditions: 'PAD, claudication in both legs' },
    expect: PART2_INSIDE,
    reading: { conditions: [/peripheral artery/i] },
  },
  {
    name: 'part 2: "aneurysm repaired 2025" is an aneurysm',
    source: APPS,
    profile: { medicalConditions: 'aneurysm repaired 2025' },
    expect: PART2_INSIDE,
    reading: { conditions: [/aneurysm/i] },
  },
  {
    name: 'part 2: "DM2 on metformin, DM since 2015" reads DM as diabetes',
    source: APPS,
    profile: { medicalConditions: 'DM since 2015', medications: 'metformin 500 mg' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    reading: { conditions: [/type 2 diabetes/i] },
  },

  // Illegal drugs now: never an unread word priced as good news.
  drugsNow('uses cocaine on weekends'),
  drugsNow('cocaine use, last used 2 weeks ago'),
  drugsNow('smokes meth'),
  drugsNow('heroin user'),
  drugsNow('methamphetamine'),

  // Everyday products: read, and they change nothing.
  everyday('amoxicillin 500 mg three times a day'),
  everyday('azithromycin Z-Pak'),
  everyday('Bactrim DS for a UTI', /minor infection/i),
  everyday('Cipro 500 for urinary tract infection last month', /minor infection/i),
  everyday('cephalexin 500mg'),
  everyday('Zyrtec 10 mg daily'),
  everyday('Mucinex DM'),
  everyday('Valtrex as needed'),

  // Drugs read now that were not: each implies what it treats.
  implies('Norco 10/325 twice a day', /chronic pain/i),
  implies('hydrocodone-acetaminophen 5/325 as needed', /chronic pain/i),
  implies('Multaq 400 mg twice daily', /atrial fibrillation/i),
  implies('Toprol 50 mg', /hypertension|coronary|atrial/i, ['ambiguous', 'suggests']),
  implies('carbidopa/levodopa 25/100', /parkinson/i),
  implies('fentanyl patch 25 mcg', /chronic pain/i),
  implies('latanoprost eye drops at bedtime', /glaucoma/i),
  implies('Truvada', /HIV/i, ['ambiguous', 'suggests']),
  {
    name: 'memory: "Aricept 10 mg, started last year for memory" is a memory condition',
    source: 'final expense applications: "memory loss", "dementia" (docs/underwriting.md, Part 1 questions); Aricept label',
    profile: { medications: 'Aricept 10 mg, started last year for memory' },
    expect: KNOCKOUT,
    reading: { conditions: [/alzheimer|dementia|cognitive/i] },
  },
  {
    name: 'memory: "memory problems, on donepezil" is a memory condition',
    source: 'final expense applications: "memory loss"; donepezil label',
    profile: { medicalConditions: 'memory problems', medications: 'donepezil 5 mg' },
    expect: KNOCKOUT,
    reading: { conditions: [/alzheimer|dementia|cognitive/i] },
  },
];
