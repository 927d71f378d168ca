/**
 * Reads a health profile into the facts the engine scores: age, build, conditions (listed and
 * implied by medications), lines nobody could read, and family history.
 */
import type { HealthProfile } from '../../schema';
import { PhraseIndex } from '../phraseIndex';
import { lines, normalize } from '../text';
import type { Catalog, Condition, Medication, Severity } from '../types';
import { readFamilyHistory, type FamilyHistory } from './familyHistory';
import { readLineDetails, severityShift } from './lineDetails';
import { bodyMassIndex, parseHeight, parseWeight } from './measurements';

export interface ClientCondition {
  condition: Condition;
  severity: Severity;
  /** Years since diagnosis; null when not given (the engine then treats it as recent). */
  yearsAgo: number | null;
  /** The line it came from, or the medication that implied it. */
  source: string;
  severityWords: string[];
  /** Set when a medication implied it. */
  impliedBy?: string;
  /** Alternatives the medication could also mean (Eliquis: atrial fibrillation or a blood clot). */
  alternatives?: string[];
  /** Set when a listed condition is confirmed as current by a medication. */
  treatedBy?: string;
  /** Set when a listed condition matched through a typo or a longer line. */
  matchedText?: string;
}

export interface ClientFacts {
  age: number;
  smoker: boolean;
  heightInches: number | null;
  weightPounds: number | null;
  bmi: number | null;
  conditions: ClientCondition[];
  unrecognisedConditions: string[];
  /** Lines that say there is no condition ("no cancer"): read, and named in the reasons. */
  negatedConditions: string[];
  unrecognisedMedications: string[];
  medicationsRead: { line: string; medication: Medication }[];
  family: FamilyHistory;
  heightText: string;
  weightText: string;
}

export interface ProfileIndex {
  conditions: PhraseIndex<Condition>;
  medications: PhraseIndex<Medication>;
  conditionById: Map<string, Condition>;
  /** Phrases that two records both claim (a data problem the tests report). */
  clashes: string[];
}

export function indexProfileVocabulary(catalog: Catalog): ProfileIndex {
  const conditions = new PhraseIndex<Condition>();
  const medications = new PhraseIndex<Medication>();
  const clashes: string[] = [];
  const note = (clash: string | null) => clash && clashes.push(clash);
  for (const condition of catalog.conditions) {
    note(conditions.add(condition.name, condition));
    for (const alias of condition.aliases) note(conditions.add(alias, condition));
    for (const abbreviation of condition.abbreviations) note(conditions.add(abbreviation, condition, true));
    for (const word of condition.capitalsOnly) conditions.addCapitals(word, condition);
  }
  for (const medication of catalog.medications) {
    for (const name of medication.names) note(medications.add(name, medication, name.length < 5));
  }
  return { conditions, medications, conditionById: new Map(catalog.conditions.map((c) => [c.id, c])), clashes };
}

/** A line that says there is nothing: "no cancer", "none", "denies heart disease". */
const NEGATED = /^\s*(?:no|none|nil|denies|denied|never had|negative for|n\/?a)\b/i;

const clampSeverity = (value: number) => Math.min(4, Math.max(1, value)) as Severity;

/** Merging the same condition twice keeps the worse grade and the more recent date. */
function merge(into: ClientCondition, other: Pick<ClientCondition, 'severity' | 'yearsAgo'>) {
  into.severity = Math.max(into.severity, other.severity) as Severity;
  if (into.yearsAgo !== null) into.yearsAgo = other.yearsAgo === null ? null : Math.min(into.yearsAgo, other.yearsAgo);
}

export function readProfile(profile: HealthProfile, index: ProfileIndex, now: Date): ClientFacts {
  const heightInches = parseHeight(profile.height);
  const weightPounds = parseWeight(profile.weight);
  const byId = new Map<string, ClientCondition>();
  const unrecognisedConditions: string[] = [];
  const negatedConditions: string[] = [];
  for (const line of lines(profile.medicalConditions)) {
    if (NEGATED.test(line)) {
      negatedConditions.push(line);
      continue;
    }
    const details = readLineDetails(line, now);
    // Names first, with their own words ("end stage renal disease"); then without the severity words.
    let matches = index.conditions.find(details.undated, { typos: false });
    let severity = details.severity;
    if (matches.length > 0) {
      const named = ` ${matches.map((m) => m.text).join(' ')} `;
      severity = severity.filter((s) => !named.includes(` ${normalize(s.word)} `));
    } else matches = index.conditions.find(details.rest);
    if (matches.length === 0) {
      unrecognisedConditions.push(line);
      continue;
    }
    const lineShift = severityShift(severity);
    for (const { value: condition, typos, text } of matches) {
      // Words can grade a moderate condition down, never a serious one: "mild heart attack" is still one.
      const shift = lineShift < 0 && condition.severity >= 3 ? 0 : lineShift;
      const found: ClientCondition = {
        condition,
        severity: clampSeverity(condition.severity + shift),
        yearsAgo: details.yearsAgo,
        source: line,
        severityWords: severity.map((s) => s.word),
        ...(typos > 0 ? { matchedText: text } : {}),
      };
      const existing = byId.get(condition.id);
      if (existing) merge(existing, found);
      else byId.set(condition.id, found);
    }
  }
  const unrecognisedMedications: string[] = [];
  const medicationsRead: ClientFacts['medicationsRead'] = [];
  for (const line of lines(profile.medications)) {
    const matches = index.medications.find(line);
    if (matches.length === 0) unrecognisedMedications.push(line);
    for (const { value: medication } of matches) {
      medicationsRead.push({ line, medication });
      for (const alternatives of medication.implies) {
        // A medication taken today means the condition is under treatment now.
        const listed = alternatives.map((id) => byId.get(id)).find(Boolean);
        if (listed) {
          merge(listed, { severity: listed.condition.severity, yearsAgo: 0 });
          listed.yearsAgo = 0;
          listed.treatedBy ??= medication.names[0];
          continue;
        }
        const condition = index.conditionById.get(alternatives[0] ?? '');
        if (!condition) continue;
        byId.set(condition.id, {
          condition,
          severity: condition.severity,
          yearsAgo: 0,
          source: line,
          severityWords: [],
          impliedBy: medication.names[0],
          alternatives: alternatives.slice(1).flatMap((id) => index.conditionById.get(id)?.name ?? []),
        });
      }
    }
  }
  return {
    age: Math.floor(Number(profile.age)),
    smoker: profile.smoker,
    heightInches,
    weightPounds,
    bmi: heightInches !== null && weightPounds !== null ? bodyMassIndex(heightInches, weightPounds) : null,
    conditions: [...byId.values()],
    unrecognisedConditions,
    negatedConditions,
    unrecognisedMedications,
    medicationsRead,
    family: readFamilyHistory(profile.familyHistory),
    heightText: profile.height,
    weightText: profile.weight,
  };
}
