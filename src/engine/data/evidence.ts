/**
 * Evidence of what a drug with several uses is taken for: its dose, the words beside it on its line
 * (schedule, route, "for …"), and the drugs taken with it. Illustrative, from common prescribing
 * (a sleep dose of quetiapine is 25–100 mg at night; an antipsychotic dose 300 mg or more; a loop
 * diuretic with a beta-blocker is the shape of a heart-failure regimen). Evidence makes a use the
 * likely one; it never settles the question: the read-back still asks, and says what it took as
 * evidence. A row naming a drug or a use the catalog does not have is skipped (an uploaded catalog
 * need not carry every drug).
 */

export interface EvidenceRow {
  /** The drug's id (data/medications.ts). */
  medication: string;
  /** The uses it points to: condition ids among the drug's own uses. */
  uses: readonly string[];
  /** A dose in mg on the line at least this, or under `doseBelow`. */
  doseAtLeast?: number;
  doseBelow?: number;
  /** Words on the drug's line. */
  words?: RegExp;
  /** Any of these drugs (ids) taken too. */
  withDrugs?: readonly string[];
  /**
   * None of these drugs (ids) taken: the graver use's regimen is missing (heart failure is treated with
   * several drugs together; a lone ACE inhibitor is the shape of blood pressure treatment).
   */
  withoutDrugs?: readonly string[];
  /** Why, in an agent's words, after what was found ("300 mg: an antipsychotic dose"). */
  why: string;
}

/** Dose beats a drug beside it beats words: the strongest evidence found decides; equals add up. */
export const EVIDENCE_STRENGTH = { dose: 3, withDrugs: 2, words: 1, withoutDrugs: 1 } as const;

const NIGHT = /\b(?:at bedtime|bedtime|qhs|hs|at night|nightly|for sleep|to sleep|sleep aid)\b/i;
const BETA_BLOCKERS_AND_HF = ['carvedilol', 'metoprolol', 'bisoprolol', 'spironolactone', 'sacubitril-valsartan', 'digoxin'];
const BLOOD_THINNERS = ['apixaban', 'rivaroxaban', 'warfarin', 'dabigatran', 'edoxaban'];
const RATE_AND_RHYTHM = ['metoprolol', 'diltiazem', 'digoxin', 'amiodarone', 'flecainide', 'sotalol', 'dofetilide'];
const ANTIPSYCHOTICS_AND_MOOD = ['lithium', 'aripiprazole', 'risperidone', 'olanzapine', 'lurasidone', 'cariprazine', 'paliperidone', 'haloperidol', 'clozapine', 'divalproex', 'lamotrigine'];
const DIABETES_DRUGS = ['metformin', 'glipizide', 'glimepiride', 'insulin', 'insulin-glargine', 'insulin-lispro', 'insulin-aspart', 'semaglutide', 'tirzepatide', 'dulaglutide', 'sitagliptin', 'empagliflozin'];
const INHALERS = ['albuterol', 'levalbuterol', 'tiotropium', 'ipratropium-albuterol', 'umeclidinium-vilanterol', 'fluticasone-salmeterol', 'budesonide-formoterol', 'fluticasone-umeclidinium-vilanterol', 'fluticasone-vilanterol'];
/** A heart-failure regimen (guideline-directed therapy: a beta-blocker, a diuretic, an MRA, an ARNI, an SGLT2 inhibitor, digoxin). */
const HEART_FAILURE_REGIMEN = ['furosemide', 'torsemide', 'bumetanide', 'metolazone', 'carvedilol', 'metoprolol', 'bisoprolol', 'spironolactone', 'eplerenone', 'sacubitril-valsartan', 'digoxin', 'ivabradine', 'empagliflozin', 'dapagliflozin', 'hydralazine', 'isosorbide-dinitrate-hydralazine'];
/** Drugs of coronary disease or angina: antiplatelets and nitrates. */
const CORONARY_REGIMEN = ['clopidogrel', 'ticagrelor', 'prasugrel', 'nitroglycerin', 'isosorbide-mononitrate', 'isosorbide-dinitrate', 'ranolazine'];
/** Blood pressure drugs that also treat a graver condition, each with that condition's regimen. */
const ALONE_FOR_BLOOD_PRESSURE: readonly [string, readonly string[]][] = [
  ...['lisinopril', 'enalapril', 'valsartan', 'candesartan', 'quinapril', 'captopril', 'bisoprolol', 'carvedilol', 'spironolactone', 'eplerenone', 'hydralazine'].map(
    (id): [string, readonly string[]] => [id, HEART_FAILURE_REGIMEN],
  ),
  ...['ramipril', 'nifedipine', 'nadolol'].map((id): [string, readonly string[]] => [id, CORONARY_REGIMEN]),
  ['diltiazem', ['apixaban', 'rivaroxaban', 'warfarin', 'dabigatran', 'edoxaban', 'digoxin', 'amiodarone', 'flecainide', 'sotalol', 'dofetilide']],
  ['verapamil', ['apixaban', 'rivaroxaban', 'warfarin', 'dabigatran', 'edoxaban', 'digoxin', 'amiodarone', 'flecainide', 'sotalol', 'dofetilide']],
  ['metoprolol', ['apixaban', 'rivaroxaban', 'warfarin', 'dabigatran', 'edoxaban', 'digoxin', 'amiodarone', ...CORONARY_REGIMEN, ...HEART_FAILURE_REGIMEN]],
];
const COPD_ONLY_INHALERS = ['tiotropium', 'ipratropium-albuterol', 'umeclidinium-vilanterol', 'fluticasone-umeclidinium-vilanterol', 'roflumilast'];

export const evidenceRows: readonly EvidenceRow[] = [
  // quetiapine: sleep at a low dose at night; mood or psychosis at higher doses, or beside other antipsychotics.
  { medication: 'quetiapine', uses: ['insomnia'], doseBelow: 150, why: 'a dose used for sleep' },
  { medication: 'quetiapine', uses: ['depression', 'bipolar-disorder'], doseAtLeast: 150, doseBelow: 300, why: 'a dose used for depression or bipolar disorder' },
  { medication: 'quetiapine', uses: ['bipolar-disorder', 'schizophrenia'], doseAtLeast: 300, why: 'an antipsychotic dose, used for bipolar disorder or schizophrenia' },
  { medication: 'quetiapine', uses: ['insomnia'], words: NIGHT, why: 'taken at night, as for sleep' },
  { medication: 'quetiapine', uses: ['bipolar-disorder', 'schizophrenia'], withDrugs: ANTIPSYCHOTICS_AND_MOOD, why: 'taken with a mood stabiliser or another antipsychotic' },
  // trazodone: sleep at a low dose; depression from 150 mg.
  { medication: 'trazodone', uses: ['insomnia'], doseBelow: 150, why: 'a dose used for sleep' },
  { medication: 'trazodone', uses: ['depression'], doseAtLeast: 150, why: 'an antidepressant dose' },
  { medication: 'trazodone', uses: ['insomnia'], words: NIGHT, why: 'taken at night, as for sleep' },
  // furosemide: a loop diuretic beside a beta-blocker or another heart-failure drug, or a high dose, is heart failure's shape.
  { medication: 'furosemide', uses: ['congestive-heart-failure'], withDrugs: BETA_BLOCKERS_AND_HF, why: 'a loop diuretic with a beta-blocker or heart-failure drug, the shape of a heart-failure regimen' },
  { medication: 'furosemide', uses: ['congestive-heart-failure'], doseAtLeast: 80, why: 'a dose used for heart failure' },
  // metoprolol: beside a blood thinner it is rate control for atrial fibrillation; beside an antiplatelet, after a heart attack or stent.
  { medication: 'metoprolol', uses: ['atrial-fibrillation'], withDrugs: BLOOD_THINNERS, why: 'taken with a blood thinner, as for atrial fibrillation' },
  { medication: 'metoprolol', uses: ['coronary-artery-disease'], withDrugs: ['clopidogrel', 'ticagrelor', 'prasugrel', 'nitroglycerin', 'isosorbide-mononitrate', 'ranolazine'], why: 'taken with an antiplatelet or a nitrate, as for coronary disease' },
  // blood thinners: beside a rate or rhythm drug, atrial fibrillation.
  ...['apixaban', 'rivaroxaban', 'warfarin'].map((medication) => ({
    medication,
    uses: ['atrial-fibrillation'],
    withDrugs: RATE_AND_RHYTHM,
    why: 'taken with a heart rate or rhythm drug, as for atrial fibrillation',
  })),
  // digoxin
  { medication: 'digoxin', uses: ['atrial-fibrillation'], withDrugs: BLOOD_THINNERS, why: 'taken with a blood thinner, as for atrial fibrillation' },
  { medication: 'digoxin', uses: ['congestive-heart-failure'], withDrugs: ['furosemide', 'torsemide', 'bumetanide', 'spironolactone', 'sacubitril-valsartan', 'carvedilol'], why: 'taken with a diuretic or heart-failure drug' },
  // gabapentin: beside a diabetes drug, nerve pain; beside an anti-seizure drug, seizures.
  { medication: 'gabapentin', uses: ['peripheral-neuropathy'], withDrugs: DIABETES_DRUGS, why: 'taken with a diabetes drug, as for nerve pain' },
  { medication: 'gabapentin', uses: ['epilepsy'], withDrugs: ['levetiracetam', 'phenytoin', 'carbamazepine', 'oxcarbazepine', 'lacosamide', 'lamotrigine', 'divalproex'], why: 'taken with an anti-seizure drug' },
  // prednisone: beside inhalers, a lung condition; beside an arthritis drug, arthritis.
  { medication: 'prednisone', uses: ['copd'], withDrugs: COPD_ONLY_INHALERS, why: 'taken with a COPD inhaler' },
  { medication: 'prednisone', uses: ['asthma', 'copd'], withDrugs: INHALERS, why: 'taken with an inhaler' },
  { medication: 'prednisone', uses: ['rheumatoid-arthritis'], withDrugs: ['methotrexate', 'hydroxychloroquine', 'leflunomide', 'adalimumab', 'etanercept'], why: 'taken with an arthritis drug' },
  // methotrexate: a low weekly dose is arthritis or psoriasis; a high dose is chemotherapy.
  { medication: 'methotrexate', uses: ['rheumatoid-arthritis', 'psoriasis', 'psoriatic-arthritis'], words: /\b(?:weekly|once a week|every week|folic)\b/i, why: 'taken weekly, as for arthritis or psoriasis' },
  { medication: 'methotrexate', uses: ['rheumatoid-arthritis', 'psoriasis', 'psoriatic-arthritis'], doseBelow: 30, why: 'a low dose, used for arthritis or psoriasis' },
  { medication: 'methotrexate', uses: ['rheumatoid-arthritis'], withDrugs: ['hydroxychloroquine', 'leflunomide', 'adalimumab', 'etanercept', 'prednisone'], why: 'taken with an arthritis drug' },
  // albuterol beside a COPD maintenance inhaler is COPD.
  { medication: 'albuterol', uses: ['copd'], withDrugs: COPD_ONLY_INHALERS, why: 'a rescue inhaler beside a COPD maintenance inhaler' },
  // lactulose (issue 48): beside rifaximin it is the regimen for hepatic encephalopathy, not constipation; and the other way round.
  { medication: 'lactulose', uses: ['cirrhosis'], withDrugs: ['rifaximin'], why: 'taken with rifaximin (the regimen for hepatic encephalopathy)' },
  { medication: 'rifaximin', uses: ['cirrhosis'], withDrugs: ['lactulose'], why: 'taken with lactulose (the regimen for hepatic encephalopathy)' },
  // A blood pressure drug that also treats a graver condition, taken without that condition's regimen:
  // the shape of blood pressure treatment (issue 48: the graver use is assumed only where no evidence settles it).
  ...ALONE_FOR_BLOOD_PRESSURE.map(([medication, regimen]) => ({
    medication,
    uses: ['essential-hypertension'],
    withoutDrugs: regimen,
    why: 'taken without the other drugs its graver use is treated with, as for blood pressure',
  })),
];

/**
 * What a listed fact shows a drug is for: a drug one of whose uses is `use` is taken for it when the
 * profile lists one of `shownBy` (metoprolol after a heart attack is for the coronary disease the
 * heart attack shows; clopidogrel after a TIA for the stroke risk it shows). The drug then confirms
 * the listed fact and asks nothing. A listed fact of the same kind but not in a row (a heart attack
 * beside Eliquis, which treats atrial fibrillation or clots) settles nothing: the drug confirms only
 * a condition it treats.
 */
export const shownByRows: readonly { use: string; shownBy: readonly string[] }[] = [
  { use: 'coronary-artery-disease', shownBy: ['myocardial-infarction', 'coronary-stent', 'heart-bypass-surgery', 'angina'] },
  { use: 'angina', shownBy: ['coronary-artery-disease', 'myocardial-infarction', 'coronary-stent', 'heart-bypass-surgery'] },
  { use: 'atrial-fibrillation', shownBy: ['arrhythmia'] },
  { use: 'congestive-heart-failure', shownBy: ['cardiomyopathy', 'implanted-defibrillator'] },
  { use: 'stroke', shownBy: ['transient-ischemic-attack', 'carotid-artery-disease', 'brain-hemorrhage'] },
  { use: 'deep-vein-thrombosis', shownBy: ['pulmonary-embolism'] },
  { use: 'peripheral-artery-disease', shownBy: ['aortic-aneurysm'] },
];
