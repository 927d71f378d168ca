/**
 * Reads a health profile into the facts the engine decides on, in passes (docs/engine.md, Reading
 * the profile):
 *   1. tobacco, from the box and every line (tobacco.ts);
 *   2. each conditions line, clause by clause (conditionLine.ts → conditionClause.ts, contextRules.ts);
 *   3. each medications line: its drugs and the conditions it names (medicationLine.ts);
 *   4. the drugs settled once every condition is known (settle.ts);
 *   5. every fact in the light of the others (inLight.ts);
 *   6. family history, with the relatives' clauses of the conditions box (familyHistory.ts).
 * The passes share one ReadState (facts.ts), where the types below are defined.
 */
import { clip, lines, normalize } from '../text';
import { PhraseIndex } from '../phraseIndex';
import type { Catalog, ClientProfile, Condition, Medication } from '../types';
import { evidenceRows } from '../data/evidence';
import { newReadState, type ClientFacts, type ProfileIndex, type ReadState } from './facts';
import { readFamilyHistory } from './familyHistory';
import { bodyMassIndex, parseHeight, parseWeight } from './measurements';
import { readTobacco } from './tobacco';
import { readConditionLine } from './conditionLine';
import { withOxygenRead } from './clauses';
import { readMedicationLine } from './medicationLine';
import { settleMedications } from './settle';
import { readInLight } from './inLight';
import { indexEvidence } from './evidence';

export type { Ambiguity, ClientCondition, ClientFacts, MedicationRead, ProfileIndex, Unrecognised } from './facts';

export function indexProfileVocabulary(catalog: Catalog): ProfileIndex {
  const conditions = new PhraseIndex<Condition>();
  const medications = new PhraseIndex<Medication>();
  const clashes: string[] = [];
  const note = (clash: string | null) => clash && clashes.push(clash);
  for (const condition of catalog.conditions) {
    note(conditions.add(normalize(condition.name), condition));
    for (const alias of condition.aliases) note(conditions.add(normalize(alias), condition));
    for (const abbreviation of condition.abbreviations) note(conditions.add(normalize(abbreviation), condition, true));
    for (const word of condition.capitalsOnly) conditions.addCapitals(word, condition);
  }
  for (const medication of catalog.medications) {
    for (const name of medication.names) note(medications.add(normalize(name), medication, name.length < 5));
  }
  return {
    conditions,
    medications,
    conditionById: new Map(catalog.conditions.map((c) => [c.id, c])),
    names: new Map(catalog.conditions.map((c) => [c.id, c.name])),
    clashes,
    evidence: indexEvidence(evidenceRows, catalog.medications, new Set(catalog.conditions.map((c) => c.id))),
  };
}

/** A whole field that says there is nothing: "none", "n/a", "no meds". */
const NOTHING = /^\s*(?:none|nil|n\/?a|no|nothing|no (?:meds|medications?|conditions?|known conditions|health (?:issues|problems)|history)|healthy)\s*\.?\s*$/i;

const linesOf = (text: string) => (NOTHING.test(text) ? [] : lines(text).filter((line) => !NOTHING.test(line)));

/** Lines past the cap are named, so an agent knows they were not read. */
function linesPastTheCap(state: ReadState, profile: ClientProfile, conditionLines: number, medicationLines: number) {
  const count = (text: string) => text.split(/\r?\n/).filter((l) => l.trim()).length;
  for (const [field, all, read] of [
    ['medicalConditions', count(profile.medicalConditions), conditionLines],
    ['medications', count(profile.medications), medicationLines],
  ] as const) {
    if (read > 0 && all > read) state.unrecognised.push({ field, written: `${all - read} more lines not read`, words: [], whole: true });
  }
}

export function readProfile(profile: ClientProfile, index: ProfileIndex, now: Date): ClientFacts {
  const heightInches = parseHeight(profile.height);
  const weightPounds = parseWeight(profile.weight);
  const age = Math.floor(Number(profile.age));
  const state = newReadState(index, now, Number.isFinite(age) ? age : undefined);
  const conditionLines = NOTHING.test(profile.medicalConditions) ? [] : lines(profile.medicalConditions);
  const medicationLines = NOTHING.test(profile.medications) ? [] : lines(profile.medications);
  const tobacco = readTobacco(profile.smoker, [...conditionLines, ...medicationLines], now);
  for (const line of linesOf(profile.medicalConditions)) readConditionLine(state, withOxygenRead(line), tobacco.lines.has(line));
  for (const line of linesOf(profile.medications)) readMedicationLine(state, withOxygenRead(line), tobacco.lines.has(line));
  linesPastTheCap(state, profile, conditionLines.length, medicationLines.length);
  settleMedications(state);
  readInLight(state, tobacco.current);
  const family = readFamilyHistory([profile.familyHistory, ...state.familyLines].join('\n'));
  return {
    age,
    smoker: tobacco.current,
    tobacco,
    heightInches,
    weightPounds,
    bmi: heightInches !== null && weightPounds !== null ? bodyMassIndex(heightInches, weightPounds) : null,
    conditions: [...state.byId.values()],
    ruledOut: state.ruledOut,
    others: state.others,
    ambiguities: state.ambiguities,
    medicationsRead: state.medicationsRead,
    unrecognised: state.unrecognised,
    family,
    heightText: clip(profile.height, 30),
    weightText: clip(profile.weight, 30),
    severeLung: state.severeLung.length > 0,
    context: state.context,
    held: [],
    inDenial: [...state.inDenial],
  };
}
