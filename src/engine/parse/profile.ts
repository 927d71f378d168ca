/**
 * Reads a health profile into the facts the engine decides on: every condition on every line
 * (negations skipped, dates and severity words read per clause), what each medication proves or
 * leaves open, tobacco with its quit date, the build, and what was not understood.
 */
import { clip, lines, normalize, tokens } from '../text';
import { PhraseIndex, type PhraseMatch, type TypoBudget } from '../phraseIndex';
import type { Catalog, ClientProfile, Condition, Medication, Severity } from '../types';
import { readFamilyHistory, type FamilyHistory } from './familyHistory';
import { readLineDetails, severityShift } from './lineDetails';
import { bodyMassIndex, parseHeight, parseWeight } from './measurements';
import { compositeFacts, inClause, isFiller, negatedSpans, RELATIVE, RESOLVED, splitClauses, TEMPORARY } from './clauses';
import { readTobacco, type Tobacco } from './tobacco';

export interface ClientCondition {
  condition: Condition;
  severity: Severity;
  /** Years since the event; 0 for a condition present now; null when an event has no date (counted as recent). */
  yearsAgo: number | null;
  /** The date as written ("2015", "6 months ago"), or null. */
  dateText: string | null;
  /** The line it came from (clipped). */
  source: string;
  origin: 'listed' | 'medication';
  severityWords: string[];
  /** The medication that implied it. */
  impliedBy?: string;
  /** A medication that confirms a listed condition. */
  confirmedBy?: string;
  /** The words read through a typo. */
  matchedText?: string;
}

/** A medication with several common uses and nothing on the profile to say which. */
export interface Ambiguity {
  medication: string;
  written: string;
  options: Condition[];
  /** The use the ranking assumes: the mildest. The others are asked about on each product they would change. */
  assumed: Condition;
}

export interface MedicationRead {
  written: string;
  medication: Medication;
  status: 'confirms' | 'suggests' | 'ambiguous' | 'no-weight';
  suggests: string[];
}

export interface Unrecognised {
  field: 'medicalConditions' | 'medications' | 'familyHistory';
  written: string;
  /** The words not understood; every word when nothing on the line was. */
  words: string[];
  /** Nothing on the line was understood. */
  whole: boolean;
}

export interface ClientFacts {
  age: number;
  /** Tobacco rates apply (the form's box, tobacco named in the text, or a quit under 12 months ago). */
  smoker: boolean;
  tobacco: Tobacco;
  heightInches: number | null;
  weightPounds: number | null;
  bmi: number | null;
  conditions: ClientCondition[];
  ruledOut: { written: string; name: string }[];
  ambiguities: Ambiguity[];
  medicationsRead: MedicationRead[];
  unrecognised: Unrecognised[];
  family: FamilyHistory;
  heightText: string;
  weightText: string;
}

export interface ProfileIndex {
  conditions: PhraseIndex<Condition>;
  medications: PhraseIndex<Medication>;
  conditionById: Map<string, Condition>;
  /** Condition names by id, for card texts of rules that name one condition. */
  names: Map<string, string>;
  /** Phrases that two records both claim (a data problem the tests report). */
  clashes: string[];
}

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
  };
}

/** A whole field that says there is nothing: "none", "n/a", "no meds". */
const NOTHING = /^\s*(?:none|nil|n\/?a|no|nothing|no (?:meds|medications?|conditions?|known conditions|health (?:issues|problems)|history)|healthy)\s*\.?\s*$/i;

/** At most this many typo lookups per field: beyond it, words are named as not understood. */
const TYPO_WINDOWS = 30;

const clampSeverity = (value: number) => Math.min(4, Math.max(1, value)) as Severity;

/** Keeps the worse grade and the more recent date (null, "no date", counts as most recent). */
function merge(into: ClientCondition, other: ClientCondition) {
  into.severity = Math.max(into.severity, other.severity) as Severity;
  if (into.yearsAgo !== null && (other.yearsAgo === null || other.yearsAgo < into.yearsAgo)) {
    into.yearsAgo = other.yearsAgo;
    into.dateText = other.dateText;
  }
}

class Reader {
  readonly byId = new Map<string, ClientCondition>();
  readonly ruledOut: ClientFacts['ruledOut'] = [];
  readonly unrecognised: Unrecognised[] = [];
  readonly medicationsRead: MedicationRead[] = [];
  readonly ambiguities: Ambiguity[] = [];
  readonly familyLines: string[] = [];
  /** One budget per field, so a long conditions box cannot leave the medications unread. */
  readonly conditionBudget: TypoBudget = { windows: TYPO_WINDOWS };
  readonly medicationBudget: TypoBudget = { windows: TYPO_WINDOWS };

  constructor(
    private readonly index: ProfileIndex,
    private readonly now: Date,
  ) {}

  add(found: ClientCondition) {
    const existing = this.byId.get(found.condition.id);
    if (existing) merge(existing, found);
    else this.byId.set(found.condition.id, found);
  }

  /** One line of the conditions field: every clause, every condition in it. */
  conditionLine(line: string) {
    const source = clip(line);
    const clauses = splitClauses(line).map((clause) => ({ clause, details: readLineDetails(clause, this.now) }));
    // A clause with no date of its own takes the line's most recent ("colon cancer, currently in chemotherapy").
    const dated = clauses.filter((c) => c.details.yearsAgo !== null);
    const lineDate = dated.reduce<(typeof dated)[number] | null>((best, c) => (best && (best.details.yearsAgo ?? 0) <= (c.details.yearsAgo ?? 0) ? best : c), null);
    const unknown: string[] = [];
    let understood = false;
    for (const { clause, details } of clauses) {
      if (RELATIVE.test(clause)) {
        // "mother had breast cancer": family history written in the wrong box, not the client's condition.
        this.familyLines.push(clause);
        understood = true;
        continue;
      }
      // Names are read with every word of the clause ("end stage renal disease", "currently
      // hospitalized"); date and severity words no name took are known filler.
      const { words, written } = tokens(clause);
      const used = new Array<boolean>(words.length).fill(false);
      const matches: PhraseMatch<Condition>[] = this.index.conditions.findExact(words, written, used);
      const medicines = this.index.medications.findExact(words, written, used);
      matches.push(...this.index.conditions.findTypos(words, used, this.conditionBudget, isFiller));
      for (const id of compositeFacts(words, used)) {
        const condition = this.index.conditionById.get(id);
        if (condition) matches.push({ value: condition, text: condition.name, typos: 0, start: 0, end: 0 });
      }
      const negated = negatedSpans(words, used);
      const resolved = RESOLVED.test(clause);
      const named = ` ${matches.map((m) => m.text.toLowerCase()).join(' ')} `;
      const severityWords = details.severity.filter((w) => !named.includes(` ${w.word} `));
      const shift = severityShift(severityWords);
      const yearsAgo = details.yearsAgo ?? lineDate?.details.yearsAgo ?? null;
      const dateText = details.dateText ?? lineDate?.details.dateText ?? null;
      for (const match of matches) {
        understood = true;
        const condition = inClause(match.value, clause, this.index.conditionById);
        if (match.end > 0 && negated(match.start, match.end)) {
          this.ruledOut.push({ written: clip(clause), name: condition.name });
          continue;
        }
        if (TEMPORARY.test(clause) && condition.group === 'care') {
          // "wheelchair for 6 weeks after knee replacement": not the chronic-illness knock-out.
          this.ruledOut.push({ written: clip(clause), name: `${condition.name} (temporary)` });
          continue;
        }
        // Words can grade a moderate condition down, never a serious one: "mild heart attack" is still one.
        const severity = clampSeverity(condition.severity + (shift < 0 && condition.severity >= 3 ? 0 : shift));
        // A chronic condition is present now whatever year it began, unless the line says it is over.
        const event = condition.course === 'event' || resolved;
        this.add({
          condition,
          severity,
          yearsAgo: event ? yearsAgo : 0,
          dateText,
          source,
          origin: 'listed',
          severityWords: severityWords.map((w) => w.word),
          ...(match.typos > 0 ? { matchedText: match.text } : {}),
        });
      }
      for (const medicine of medicines) {
        understood = true;
        this.pendingMedications.push({ written: source, medication: medicine.value, purpose: [] });
      }
      // Words beside a condition ruled out describe the test that ruled it out: nothing to name.
      const ruledOutHere = matches.some((m) => m.end > 0 && negated(m.start, m.end));
      words.forEach((word, i) => {
        if (!used[i] && !isFiller(word) && !ruledOutHere) unknown.push(written[i] ?? word);
      });
    }
    if (!understood) this.unrecognised.push({ field: 'medicalConditions', written: source, words: unknown.slice(0, 8).map((w) => clip(w, 30)), whole: true });
    else if (unknown.length > 0) this.unrecognised.push({ field: 'medicalConditions', written: source, words: unknown.slice(0, 8).map((w) => clip(w, 30)), whole: false });
  }

  readonly pendingMedications: { written: string; medication: Medication; purpose: Condition[] }[] = [];

  /** One line of the medications field: the drugs on it and, after "for", what they are taken for. */
  medicationLine(line: string) {
    const source = clip(line);
    const { words, written } = tokens(line);
    const used = new Array<boolean>(words.length).fill(false);
    const medicines = this.index.medications.findExact(words, written, used);
    medicines.push(...this.index.medications.findTypos(words, used, this.medicationBudget, isFiller));
    const forAt = words.indexOf('for');
    const purpose: Condition[] = [];
    if (forAt >= 0) {
      const tail = words.slice(forAt + 1);
      const tailUsed = used.slice(forAt + 1);
      for (const match of this.index.conditions.findExact(tail, written.slice(forAt + 1), tailUsed)) purpose.push(match.value);
      tailUsed.forEach((value, i) => (used[forAt + 1 + i] = value));
    }
    const unknown = words.flatMap((word, i) => (!used[i] && !isFiller(word) ? [written[i] ?? word] : []));
    if (medicines.length === 0 && purpose.length === 0) {
      this.unrecognised.push({ field: 'medications', written: source, words: unknown.slice(0, 8).map((w) => clip(w, 30)), whole: true });
      return;
    }
    if (unknown.length > 0) this.unrecognised.push({ field: 'medications', written: source, words: unknown.slice(0, 8).map((w) => clip(w, 30)), whole: false });
    for (const medicine of medicines) this.pendingMedications.push({ written: source, medication: medicine.value, purpose });
    if (medicines.length === 0) {
      // "for high blood pressure" with a drug nobody could read: the purpose is still a fact.
      for (const condition of purpose) this.implied(condition, source, 'a medication');
    }
  }

  private implied(condition: Condition, written: string, medication: string) {
    const listed = this.byId.get(condition.id);
    if (listed) {
      // A drug proves the condition exists; it does not move an event's date.
      listed.confirmedBy ??= medication;
      return;
    }
    this.add({
      condition,
      severity: condition.severity,
      yearsAgo: condition.course === 'event' ? null : 0,
      dateText: null,
      source: written,
      origin: 'medication',
      severityWords: [],
      impliedBy: medication,
    });
  }

  /** A condition read in the light of the others: neuropathy with diabetes is diabetic neuropathy. */
  inContext() {
    const groups = new Set([...this.byId.values()].map((c) => c.condition.group));
    for (const found of [...this.byId.values()]) {
      const becomes = found.condition.becomes;
      const condition = becomes && groups.has(becomes.group) ? this.index.conditionById.get(becomes.id) : undefined;
      if (!condition) continue;
      this.byId.delete(found.condition.id);
      this.add({ ...found, condition, severity: Math.max(found.severity, condition.severity) as Severity });
    }
  }

  /** Medications after all conditions are known, so a listed condition settles what a drug is for. */
  settleMedications() {
    for (const { written, medication, purpose } of this.pendingMedications) {
      const name = medication.names[0] ?? medication.id;
      if (medication.implies.length === 0) {
        this.medicationsRead.push({ written, medication, status: 'no-weight', suggests: [] });
        continue;
      }
      let status: MedicationRead['status'] = 'suggests';
      const suggests: string[] = [];
      for (const alternatives of medication.implies) {
        const options = alternatives.flatMap((id) => this.index.conditionById.get(id) ?? []);
        const listedConditions = [...this.byId.values()].filter((c) => c.origin === 'listed').map((c) => c.condition);
        // A listed condition settles what the drug is for: the same condition, or one of the same group
        // at least as serious as that use (metoprolol after a heart attack is for the heart).
        const listed =
          options.find((c) => listedConditions.includes(c)) ??
          (options.length > 1
            ? listedConditions.find((c) => options.some((o) => o.group === c.group && c.group !== 'other' && c.severity >= o.severity))
            : undefined);
        const stated = purpose.find((c) => options.includes(c)) ?? (options.length > 1 ? purpose[0] : undefined);
        if (listed) {
          status = 'confirms';
          suggests.push(listed.name);
          this.implied(listed, written, name);
        } else if (stated) {
          suggests.push(stated.name);
          this.implied(stated, written, name);
        } else if (options.length === 1 && options[0]) {
          suggests.push(options[0].name);
          this.implied(options[0], written, name);
        } else if (options.length > 1) {
          status = 'ambiguous';
          suggests.push(...options.map((c) => c.name));
          const assumed = options.reduce((mildest, c) => (c.severity < mildest.severity ? c : mildest));
          this.ambiguities.push({ medication: name, written, options, assumed });
          this.implied(assumed, written, name);
        }
      }
      this.medicationsRead.push({ written, medication, status, suggests: [...new Set(suggests)] });
    }
    this.pendingMedications.length = 0;
  }
}

export function readProfile(profile: ClientProfile, index: ProfileIndex, now: Date): ClientFacts {
  const heightInches = parseHeight(profile.height);
  const weightPounds = parseWeight(profile.weight);
  const reader = new Reader(index, now);
  const conditionLines = NOTHING.test(profile.medicalConditions) ? [] : lines(profile.medicalConditions);
  const medicationLines = NOTHING.test(profile.medications) ? [] : lines(profile.medications);
  const tobacco = readTobacco(profile.smoker, [...conditionLines, ...medicationLines], now);
  for (const line of conditionLines) {
    if (tobacco.lines.has(line) || NOTHING.test(line)) continue;
    reader.conditionLine(line);
  }
  for (const line of medicationLines) {
    if (tobacco.lines.has(line) || NOTHING.test(line)) continue;
    reader.medicationLine(line);
  }
  reader.settleMedications();
  reader.inContext();
  const family = readFamilyHistory([profile.familyHistory, ...reader.familyLines].join('\n'));
  return {
    age: Math.floor(Number(profile.age)),
    smoker: tobacco.current,
    tobacco,
    heightInches,
    weightPounds,
    bmi: heightInches !== null && weightPounds !== null ? bodyMassIndex(heightInches, weightPounds) : null,
    conditions: [...reader.byId.values()],
    ruledOut: reader.ruledOut,
    ambiguities: reader.ambiguities,
    medicationsRead: reader.medicationsRead,
    unrecognised: reader.unrecognised,
    family,
    heightText: clip(profile.height, 30),
    weightText: clip(profile.weight, 30),
  };
}
