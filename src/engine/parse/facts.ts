/**
 * What reading a profile produces (the facts the engine decides on), and the state the passes of
 * the reader share while they read: the facts found so far, what was ruled out or not understood,
 * the medications still to settle and the readings in context. profile.ts runs the passes.
 */
import { clip } from '../text';
import type { PhraseIndex, TypoBudget } from '../phraseIndex';
import type { Condition, Medication, ReadContext, Severity } from '../types';
import type { EvidenceRow } from '../data/evidence';
import type { FamilyHistory } from './familyHistory';
import type { Tobacco } from './tobacco';

export interface ClientCondition {
  condition: Condition;
  severity: Severity;
  /** Years since the event; 0 for a condition present now; null when an event has no date (counted as recent). */
  yearsAgo: number | null;
  /** The date as written ("2015", "6 months ago"), or null. */
  dateText: string | null;
  /**
   * The most recent date another mention gave, kept when an undated mention made the fact undated
   * ("MI 18 months ago" then "heart attack"): a date found later for the undated one never replaces it
   * with an older one ("heart attack, aged 57").
   */
  datedElsewhere?: { yearsAgo: number; dateText: string | null };
  /** The line it came from (clipped). */
  source: string;
  origin: 'listed' | 'medication';
  severityWords: string[];
  /** The medication that implied it. */
  impliedBy?: string;
  /** Other medications that imply it as well (it stays while any of them does). */
  alsoImpliedBy?: string[];
  /** A medication that confirms a listed condition. */
  confirmedBy?: string;
  /** The words read through a typo. */
  matchedText?: string;
  /** Lab values or readings written with it that show control ("A1C 6.8"). */
  evidence?: string[];
  /** The date as the agent answered it in the read-back ("1 to 2 years ago", "March 2016"). */
  answered?: string;
}

/** A medication with several common uses and nothing on the profile to say which. */
export interface Ambiguity {
  /** The drug's id: the question's. */
  id: string;
  medication: string;
  written: string;
  options: Condition[];
  /**
   * The use the ranking assumes until the agent answers: the most serious use the evidence points to,
   * or, with no evidence, the mildest. The others are asked about on each product they would change.
   */
  assumed: Condition;
  /** What was taken as evidence, in words ("300 mg: an antipsychotic dose …"). */
  evidence: string[];
  /** The uses the evidence points to (none: no evidence). */
  likely: Condition[];
}

export interface MedicationRead {
  written: string;
  medication: Medication;
  status: 'confirms' | 'suggests' | 'ambiguous' | 'no-weight';
  suggests: string[];
  /** What was taken as evidence of the drug's use. */
  evidence: string[];
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
  /** Who, other than the client and blood relatives, a clause of the conditions was about ("husband"): not counted. */
  others: string[];
  heightText: string;
  weightText: string;
  /** A nebulizer or oral steroids on the profile: COPD is the severe kind whenever it is read (also from an answer). */
  severeLung: boolean;
  /** Facts read in their context: pending results (which postpone every underwritten product), history, borderline, graver, evidence. */
  context: ReadContext[];
  /**
   * Words the engine could not read, each held as what it could be at worst until the agent answers
   * what it is (questions.ts, 'word'): while any is held, every underwritten product is held too.
   */
  held: string[];
  /** Words not read that stand in a denial ("no zorbatitis", NegEx's scope): they say what the client does not have, so they hold nothing. Normalised. */
  inDenial: string[];
}

export interface ProfileIndex {
  conditions: PhraseIndex<Condition>;
  medications: PhraseIndex<Medication>;
  conditionById: Map<string, Condition>;
  /** Condition names by id, for card texts of rules that name one condition. */
  names: Map<string, string>;
  /** Phrases that two records both claim (a data problem the tests report). */
  clashes: string[];
  /** Evidence of what drugs with several uses are taken for, by drug id. */
  evidence: ReadonlyMap<string, readonly EvidenceRow[]>;
}

/** A drug read on a line, settled once every condition is known. `statedFor`: the line is one drug "for" its use. */
export interface PendingMedication {
  written: string;
  medication: Medication;
  purpose: Condition[];
  statedFor?: boolean;
}

/** At most this many typo lookups per field: beyond it, words are named as not understood. */
const TYPO_WINDOWS = 30;

/** What the passes share while reading one profile. */
export interface ReadState {
  readonly index: ProfileIndex;
  readonly now: Date;
  /** The client's age, for "diagnosed at 45". */
  readonly clientAge: number | undefined;
  readonly byId: Map<string, ClientCondition>;
  readonly ruledOut: ClientFacts['ruledOut'];
  readonly unrecognised: Unrecognised[];
  /** Words not read inside a denial's scope (normalised). */
  readonly inDenial: Set<string>;
  readonly medicationsRead: MedicationRead[];
  readonly ambiguities: Ambiguity[];
  /** Clauses of the conditions box about a relative: family history written in the wrong box. */
  readonly familyLines: string[];
  /** Who else a clause was about (a husband, a son, a mother-in-law, a friend): read, and not counted. */
  readonly others: string[];
  /** One budget per field, so a long conditions box cannot leave the medications unread. */
  readonly conditionBudget: TypoBudget;
  readonly medicationBudget: TypoBudget;
  /** Lines naming a hormone therapy drug taken now (tamoxifen), and lines with hormone therapy words (beside a cancer). */
  readonly hormoneDrugs: string[];
  readonly hormoneWords: string[];
  /** Lines with evidence that COPD or emphysema is severe now (a nebulizer, oral steroids). */
  readonly severeLung: string[];
  /** Facts read in their context (context.ts), in the order written. */
  readonly context: ReadContext[];
  readonly pendingMedications: PendingMedication[];
}

export function newReadState(index: ProfileIndex, now: Date, clientAge: number | undefined): ReadState {
  return {
    index,
    now,
    clientAge,
    byId: new Map(),
    ruledOut: [],
    unrecognised: [],
    inDenial: new Set(),
    medicationsRead: [],
    ambiguities: [],
    familyLines: [],
    others: [],
    conditionBudget: { windows: TYPO_WINDOWS },
    medicationBudget: { windows: TYPO_WINDOWS },
    hormoneDrugs: [],
    hormoneWords: [],
    severeLung: [],
    context: [],
    pendingMedications: [],
  };
}

/** Keeps the worse grade and the more recent date (null, "no date", counts as most recent). */
function merge(into: ClientCondition, other: ClientCondition) {
  into.severity = Math.max(into.severity, other.severity) as Severity;
  if (into.yearsAgo !== null && (other.yearsAgo === null || other.yearsAgo < into.yearsAgo)) {
    if (other.yearsAgo === null && (into.datedElsewhere === undefined || into.yearsAgo < into.datedElsewhere.yearsAgo)) into.datedElsewhere = { yearsAgo: into.yearsAgo, dateText: into.dateText };
    into.yearsAgo = other.yearsAgo;
    into.dateText = other.dateText;
  }
}

/** Adds a fact, merging with the same condition; `dating` replaces a missing date instead (never with one older than another mention's). */
export function addFact(state: ReadState, found: ClientCondition, dating = false) {
  const existing = state.byId.get(found.condition.id);
  if (existing && dating) {
    if (existing.yearsAgo !== null) return;
    const elsewhere = existing.datedElsewhere;
    const date = elsewhere && (found.yearsAgo === null || elsewhere.yearsAgo < found.yearsAgo) ? elsewhere : { yearsAgo: found.yearsAgo, dateText: found.dateText };
    Object.assign(existing, { yearsAgo: date.yearsAgo, dateText: date.dateText });
  } else if (existing) merge(existing, found);
  else state.byId.set(found.condition.id, found);
}

/** A reading in context, once per kind and text. */
export function noteContext(state: ReadState, kind: ReadContext['kind'], text: string, written: string) {
  if (!state.context.some((c) => c.kind === kind && c.text === text)) state.context.push({ kind, text, written: clip(written) });
}

/** Words named as not understood on one line; past them, how many more ("and 4 more"), so none is dropped unsaid. */
const NAMED_WORDS = 8;
export const namedWords = (unknown: readonly string[]) => [
  ...unknown.slice(0, NAMED_WORDS).map((w) => clip(w, 30)),
  ...(unknown.length > NAMED_WORDS ? [`and ${unknown.length - NAMED_WORDS} more`] : []),
];

/** A line, or words of it, not understood. */
export function notUnderstood(state: ReadState, field: Unrecognised['field'], written: string, unknown: readonly string[], whole: boolean) {
  state.unrecognised.push({ field, written, words: namedWords(unknown), whole });
}

export const clampSeverity = (value: number) => Math.min(4, Math.max(1, value)) as Severity;
