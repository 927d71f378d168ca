/**
 * The Rx check. Source: Americo's public prescription drug list (drug -> what it usually treats ->
 * decision and look-back) and docs/underwriting.md (Rx check):
 *   - a drug proves the condition exists, it does not date the event: clopidogrel or a statin years after
 *     a stroke or heart attack is maintenance, judged on the event's own date;
 *   - some drugs have several common uses: agents want the question asked, not the worst use assumed;
 *   - over-the-counter and everyday products carry no underwriting weight.
 */
import { MILD_COPD, PART2_BEYOND, PART2_INSIDE, PROVES, SAME_AS_BASE, RATED_DOWN, type Case } from './types';

const RX = "Americo's public prescription drug list; docs/underwriting.md (Rx check)";

/** A drug with several uses and no use written: the question is asked, naming the drug. */
const ambiguous = (line: string, drug: RegExp): Case => ({
  name: `ambiguous drug: "${line}" asks what it is for`,
  source: RX,
  profile: { medications: line },
  expect: { guaranteed: 'guaranteed' },
  reading: { questions: [drug], medications: [{ written: drug, status: 'ambiguous' }] },
});

/** An everyday product: no weight at all. */
const everyday = (line: string): Case => ({
  name: `everyday product: "${line.replace(/\n/g, ' + ')}" carries no weight`,
  source: 'docs/underwriting.md (Over-the-counter products)',
  profile: { medications: line },
  expect: { full: 'level', simplified: 'level', finalExpense: 'level', guaranteed: 'guaranteed' },
  sameAs: SAME_AS_BASE('vitamins, fish oil, low-dose aspirin, acetaminophen and ibuprofen carry no underwriting weight'),
  reading: { noConditions: true, medications: line.split('\n').map((l) => ({ written: new RegExp(escapeRegExp(l.split(' ')[0] ?? l), 'i'), status: 'no-weight' as const })) },
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export const medications: Case[] = [
  // Maintenance after an old event: judged on the event's date, as without the drug.
  {
    name: 'maintenance: "stroke 2015" + Plavix is judged on 2015',
    source: RX,
    profile: { medicalConditions: 'stroke 2015', medications: 'Plavix 75 mg' },
    expect: PART2_BEYOND,
    sameAs: { profile: { medicalConditions: 'stroke 2015' }, compare: 'outcomes', why: 'clopidogrel years after a stroke is maintenance' },
    reading: { conditions: [/stroke/i], medications: [{ written: /plavix/i, status: PROVES }] },
  },
  {
    name: 'maintenance: "heart attack 2016" + atorvastatin + clopidogrel',
    source: RX,
    profile: { medicalConditions: 'heart attack 2016', medications: 'atorvastatin 40 mg\nclopidogrel 75 mg' },
    expect: PART2_BEYOND,
    sameAs: { profile: { medicalConditions: 'heart attack 2016' }, compare: 'outcomes', why: 'a statin and clopidogrel after an old heart attack are maintenance' },
  },
  {
    name: 'maintenance: "stent 2017" + Brilinta + baby aspirin',
    source: RX,
    profile: { medicalConditions: 'stent 2017', medications: 'Brilinta 90 mg\nbaby aspirin 81 mg' },
    expect: PART2_BEYOND,
    sameAs: { profile: { medicalConditions: 'stent 2017' }, compare: 'outcomes', why: 'antiplatelets after an old stent are maintenance' },
  },
  {
    name: 'maintenance: "heart attack 2018" + metoprolol (its use is explained by the listed event)',
    source: RX,
    profile: { medicalConditions: 'heart attack 2018', medications: 'metoprolol succinate 50 mg' },
    expect: PART2_BEYOND,
    sameAs: { profile: { medicalConditions: 'heart attack 2018' }, compare: 'outcomes', why: 'metoprolol after a heart attack is maintenance' },
  },
  {
    name: 'maintenance: drug never dates the event, "stroke 3 months ago" + Plavix stays recent',
    source: RX,
    profile: { medicalConditions: 'stroke 3 months ago', medications: 'Plavix' },
    expect: { ...PART2_INSIDE, full: 'decline' },
    sameAs: { profile: { medicalConditions: 'stroke 3 months ago' }, compare: 'outcomes', why: 'the event date governs, with or without the drug' },
  },

  // Maintenance covers only the listed event: a drug that proves a different, worse condition still counts.
  {
    name: 'not maintenance: "heart attack 2016" + Entresto is heart failure now',
    source: RX,
    profile: { medicalConditions: 'heart attack 2016', medications: 'Entresto 49/51 mg' },
    expect: PART2_INSIDE,
    rateClass: RATED_DOWN,
    reading: { conditions: [/heart attack|myocardial/i, { name: /heart failure/i, source: 'medication' }] },
  },
  {
    name: 'not maintenance: "type 2 diabetes" + Lantus is insulin-treated diabetes',
    source: RX,
    profile: { medicalConditions: 'type 2 diabetes', medications: 'Lantus 30 units' },
    expect: { finalExpense: 'offered', guaranteed: 'guaranteed' },
    some: { finalExpense: 'level' },
    reading: { conditions: [/insulin/i] },
  },

  // Drugs that prove a condition now.
  {
    name: 'proves: metformin alone means type 2 diabetes (level final expense)',
    source: RX,
    profile: { medications: 'metformin 500 mg twice daily' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    reading: { conditions: [{ name: /diabet/i, source: 'medication' }], medications: [{ written: /metformin/i, status: PROVES }] },
  },
  {
    name: 'proves: metformin with diabetes listed is judged as the diabetes',
    source: RX,
    profile: { medicalConditions: 'type 2 diabetes', medications: 'metformin 1000 mg' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    sameAs: { profile: { medicalConditions: 'type 2 diabetes' }, compare: 'outcomes', why: 'metformin confirms what is listed' },
    reading: { conditions: [/diabet/i], medications: [{ written: /metformin/i, status: PROVES }] },
  },
  {
    name: 'proves: Lantus alone means insulin-treated diabetes',
    source: RX,
    profile: { medications: 'Lantus 20 units at night' },
    expect: { finalExpense: 'offered', guaranteed: 'guaranteed' },
    some: { finalExpense: 'level' },
    reading: { conditions: [{ name: /insulin|diabet/i, source: 'medication' }], medications: [{ written: /lantus/i, status: PROVES }] },
  },
  {
    name: 'proves: "insulin" alone',
    source: RX,
    profile: { medications: 'insulin' },
    expect: { finalExpense: 'offered', guaranteed: 'guaranteed' },
    some: { finalExpense: 'level' },
    reading: { conditions: [{ name: /insulin|diabet/i, source: 'medication' }] },
  },
  {
    name: 'proves: Spiriva alone means COPD (part 2)',
    source: RX,
    profile: { medications: 'Spiriva 18 mcg' },
    // An inhaler alone is the mild kind: level at some final expense carriers, never at simplified issue.
    expect: MILD_COPD,
    reading: { conditions: [{ name: /copd|chronic obstructive/i, source: 'medication' }] },
  },
  {
    name: 'proves: Entresto alone means heart failure',
    source: RX,
    profile: { medications: 'Entresto 49/51 mg' },
    expect: PART2_INSIDE,
    rateClass: RATED_DOWN,
    reading: { conditions: [{ name: /heart failure/i, source: 'medication' }] },
  },
  {
    name: 'proves: Xtandi alone means prostate cancer in treatment now',
    source: RX,
    profile: { medications: 'Xtandi 160 mg' },
    expect: { full: 'decline', simplified: 'decline', finalExpense: 'decline', guaranteed: 'guaranteed' },
    reading: { conditions: [{ name: /prostate/i, source: 'medication' }] },
  },

  // Several uses, none written: the question, naming the drug.
  ambiguous('furosemide 40 mg', /furosemide/i),
  ambiguous('Lasix', /lasix|furosemide/i),
  ambiguous('gabapentin 300 mg three times a day', /gabapentin/i),
  ambiguous('metoprolol tartrate 25 mg', /metoprolol/i),
  ambiguous('quetiapine 50 mg', /quetiapine/i),
  ambiguous('Seroquel', /seroquel|quetiapine/i),
  ambiguous('prednisone 10 mg', /prednisone/i),
  ambiguous('methotrexate weekly', /methotrexate/i),

  // Several uses, and the line says which: not the worst use.
  {
    name: 'use written: "Lasix 20mg for ankle swelling" is not heart failure',
    source: RX,
    profile: { medications: 'Lasix 20mg for ankle swelling' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    reading: { conditionsNot: [/heart failure/i] },
  },
  {
    name: 'use written: "Lasix for CHF" is heart failure',
    source: RX,
    profile: { medications: 'Lasix 40 mg for CHF' },
    expect: PART2_INSIDE,
    rateClass: RATED_DOWN,
    reading: { conditions: [/heart failure/i] },
  },
  {
    name: 'use written: "gabapentin for shingles pain" is not epilepsy',
    source: RX,
    profile: { medications: 'gabapentin for shingles pain' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    reading: { conditionsNot: [/epilep|seizure/i] },
  },
  {
    name: 'use written: "metoprolol for high blood pressure" is not heart disease',
    source: RX,
    profile: { medications: 'metoprolol 25 mg for high blood pressure' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    some: { full: 'level', simplified: 'level' },
    reading: { conditionsNot: [/coronary|atrial|heart attack|myocardial|heart failure/i] },
  },
  {
    name: 'use written: "quetiapine 25mg at bedtime for sleep" is not bipolar or schizophrenia',
    source: RX,
    profile: { medications: 'quetiapine 25mg at bedtime for sleep' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    reading: { conditionsNot: [/bipolar|schizo/i] },
  },
  {
    name: 'use written: "prednisone taper for poison ivy"',
    source: RX,
    profile: { medications: 'prednisone taper for poison ivy' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
  },
  {
    name: 'use written: "methotrexate for rheumatoid arthritis" is not cancer',
    source: RX,
    profile: { medications: 'methotrexate 15 mg weekly for rheumatoid arthritis' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    reading: { conditions: [/rheumatoid/i], conditionsNot: [/cancer|leuk|lymph/i] },
  },
  {
    name: 'use written in conditions: "psoriasis" + methotrexate',
    source: RX,
    profile: { medicalConditions: 'psoriasis', medications: 'methotrexate' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    reading: { conditionsNot: [/cancer|leuk|lymph/i] },
  },

  // Everyday and over-the-counter products.
  everyday('vitamin D 2000 IU'),
  everyday('fish oil 1000 mg'),
  everyday('baby aspirin 81 mg'),
  everyday('Tylenol as needed'),
  everyday('ibuprofen 200 mg'),
  everyday('multivitamin'),
  everyday('vitamin D\nfish oil\naspirin 81 mg\nTylenol\nAdvil'),

  // A drug nobody knows: reported, not silently ignored.
  {
    name: 'unknown drug: "zorblatinib 10 mg" is reported as not understood',
    source: 'Compulife Health Analyzer (GO / NO GO per product needs every answer read)',
    profile: { medications: 'zorblatinib 10 mg' },
    expect: { guaranteed: 'guaranteed' },
    reading: { unrecognisedWords: [/zorblatinib/i] },
  },

  // A drug confirms only a condition it treats; drugs read together point to one use; a dose is evidence.
  {
    name: 'treats only its own: "heart attack 2018" beside Eliquis still asks what apixaban is for',
    source: `${RX}; docs/underwriting.md (Rx check: a drug proves the condition it treats)`,
    profile: { medicalConditions: 'heart attack 2018', medications: 'Eliquis 5 mg twice daily' },
    expect: { guaranteed: 'guaranteed' },
    reading: { questions: [/apixaban/i], medications: [{ written: /eliquis/i, status: 'ambiguous' }] },
  },
  {
    name: 'treats only its own: digoxin beside a heart attack is asked about (atrial fibrillation or heart failure)',
    source: RX,
    profile: { medicalConditions: 'MI 2019', medications: 'digoxin 0.125 mg' },
    expect: { guaranteed: 'guaranteed' },
    reading: { questions: [/digoxin/i] },
  },
  {
    name: 'shown by a listed fact: Plavix after a TIA is its stroke-prevention use, no question',
    source: `${RX}; docs/underwriting.md (Rx check: clopidogrel after a stroke is maintenance)`,
    profile: { medicalConditions: 'TIA 2019', medications: 'Plavix 75 mg' },
    expect: { guaranteed: 'guaranteed' },
    reading: { questionsNot: [/clopidogrel/i], medications: [{ written: /plavix/i, status: 'confirms' }] },
  },
  {
    name: 'drugs read together: Eliquis with metoprolol is read as atrial fibrillation, and still asked',
    source: `${RX}; docs/underwriting.md (Rx check: metoprolol for atrial fibrillation)`,
    profile: { medications: 'Eliquis 5 mg\nmetoprolol 25 mg' },
    expect: { guaranteed: 'guaranteed' },
    reading: { conditions: [{ name: /atrial fibrillation/i, source: 'medication' }], conditionsNot: [/blood clot/i], questions: [/apixaban/i] },
  },
  {
    name: 'drugs read together: Lasix with Coreg is read as heart failure',
    source: `${RX}; docs/underwriting.md (Rx check: furosemide for heart failure)`,
    profile: { medications: 'Lasix 40 mg\nCoreg 12.5 mg' },
    expect: { finalExpense: 'not-level', guaranteed: 'guaranteed' },
    reading: { conditions: [/heart failure/i] },
  },
  {
    name: 'dose as evidence: "Seroquel 300 mg" is read as bipolar disorder or schizophrenia until asked',
    source: `${RX}; docs/underwriting.md (Rx check: quetiapine)`,
    profile: { medications: 'Seroquel 300 mg' },
    expect: { simplified: 'decline', guaranteed: 'guaranteed' },
    reading: { conditions: [/bipolar|schizophrenia/i], conditionsNot: [/insomnia/i], questions: [/quetiapine/i] },
  },
  {
    name: 'dose as evidence: "quetiapine 25 mg at bedtime" is read as sleep until asked',
    source: `${RX}; docs/underwriting.md (Rx check: quetiapine)`,
    profile: { medications: 'quetiapine 25 mg at bedtime' },
    expect: { finalExpense: 'level', guaranteed: 'guaranteed' },
    reading: { conditions: [/insomnia/i], conditionsNot: [/bipolar|schizophrenia/i], questions: [/quetiapine/i] },
  },
  {
    name: 'dose as evidence: "Lasix 80 mg" is read as heart failure until asked',
    source: RX,
    profile: { medications: 'Lasix 80 mg daily' },
    expect: { finalExpense: 'not-level', guaranteed: 'guaranteed' },
    reading: { conditions: [/heart failure/i], questions: [/furosemide/i] },
  },
];
