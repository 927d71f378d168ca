/**
 * Reads a health profile into the facts the engine decides on: every condition on every line
 * (negations skipped, dates and severity words read per clause), what each medication proves or
 * leaves open, tobacco with its quit date, the build, and what was not understood.
 */
import { clip, lines, normalize, tokens } from '../text';
import { PhraseIndex, type PhraseMatch, type TypoBudget } from '../phraseIndex';
import type { Catalog, ClientProfile, Condition, Medication, Severity } from '../types';
import { readFamilyHistory, type FamilyHistory } from './familyHistory';
import { readLineDetails, severityShift, type LineDetails } from './lineDetails';
import { bodyMassIndex, parseHeight, parseWeight } from './measurements';
import { AGAIN, canEnd, compositeFacts, EPISODE, FINISHED, HORMONE_DRUGS, HORMONE_THERAPY, inClause, isFiller, isGrammar, meantHere, METASTATIC, negatedSpans, NOW, OVER, RELATIVE, RESOLVED, someoneElse, notADiagnosis, SEVERE_LUNG_IDS, SEVERE_LUNG_STAY, SEVERE_LUNG_USE, SEVERE_LUNG_YEARS, splitClauses, TEMPORARY, FINDING, nextToEvidence, refines } from './clauses';
import { readTobacco, type Tobacco } from './tobacco';
import { evidenceRows, shownByRows, type EvidenceRow } from '../data/evidence';
import { BORDERLINE, CHILDHOOD, contextWordSpans, GRAVER, labsIn, MILDER, NONE_SINCE, PENDING, PENDING_NEGATED, PREGNANCY, STATED_USES, STAY, STAY_YEARS, STILL, HISTORY_YEARS, OUTGREW, PREGNANCY_ONLY, PSYCH_STAY, ROUTINE } from './context';
import type { ConditionGroup, ReadContext } from '../types';

/** For each use, the listed facts that show a drug is taken for it. */
const shownBy = new Map(shownByRows.map((r) => [r.use, r.shownBy]));
import { indexEvidence, weighEvidence } from './evidence';

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

/** Events whose look-back runs from the end of treatment: a drug for one means it is treated now. */
const TREATED_NOW_GROUPS: ReadonlySet<string> = new Set(['cancer', 'substance-use']);

/** The most recent date written anywhere on a line, as its clause reads it; null when none. */
function latestDate(line: string, now: Date, age: number | undefined): LineDetails | null {
  let latest: LineDetails | null = null;
  for (const clause of splitClauses(line)) {
    const details = readLineDetails(clause, now, age);
    if (details.yearsAgo !== null && (latest?.yearsAgo == null || details.yearsAgo < latest.yearsAgo)) latest = details;
  }
  return latest;
}

/** Years since the date written after "none since" / "no attacks since" (not the clause's other dates); null when none is written. */
function noneSinceYears(clause: string, now: Date, age: number | undefined): number | null {
  const match = /\b(?:since|in|for)\b(.*)$/i.exec(clause.slice(NONE_SINCE.exec(clause)?.index ?? 0));
  if (!match) return null;
  const tail = readLineDetails(`since${match[1] ?? ''}`, now, age);
  const later = readLineDetails(match[1] ?? '', now, age);
  return tail.yearsAgo ?? later.yearsAgo;
}

/** A test booked for a later year than now ("next colonoscopy scheduled 2028"): surveillance. */
function laterYear(clause: string, now: Date): boolean {
  return [...clause.matchAll(/\b(20\d{2})\b/g)].some((m) => Number(m[1]) > now.getUTCFullYear());
}

/** Kinds of fact with a borderline form, read as the milder one. */
const BORDERLINE_GROUPS: ReadonlySet<ConditionGroup> = new Set(['hypertension', 'diabetes', 'cholesterol']);

/** The facts that are a hospital stay itself: a stay word beside one still belongs to the fact before. */
const STAYS: ReadonlySet<string> = new Set(['hospitalised-now', 'past-hospital-stay', 'psychiatric-hospitalization']);

/** The conditions a childhood, or "none since" long ago, can leave behind: never a chronic disease of an organ (COPD, Crohn's). */
const OUTGROWN: ReadonlySet<string> = new Set(['asthma', 'epilepsy', 'migraine', 'eczema', 'anxiety', 'adhd', 'seasonal-allergies', 'bronchitis']);

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

/** Words named as not understood on one line; past them, how many more ("and 4 more"), so none is dropped unsaid. */
const NAMED_WORDS = 8;
const namedWords = (unknown: readonly string[]) => [
  ...unknown.slice(0, NAMED_WORDS).map((w) => clip(w, 30)),
  ...(unknown.length > NAMED_WORDS ? [`and ${unknown.length - NAMED_WORDS} more`] : []),
];

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
  /** Who else a clause was about (a husband, a son, a mother-in-law, a friend): read, and not counted. */
  readonly others: string[] = [];
  /** One budget per field, so a long conditions box cannot leave the medications unread. */
  readonly conditionBudget: TypoBudget = { windows: TYPO_WINDOWS };
  readonly medicationBudget: TypoBudget = { windows: TYPO_WINDOWS };

  constructor(
    private readonly index: ProfileIndex,
    private readonly now: Date,
  ) {}

  /** Adds a fact, merging with the same condition; `dating` replaces a missing date instead. */
  add(found: ClientCondition, dating = false) {
    const existing = this.byId.get(found.condition.id);
    if (existing && dating) {
      if (existing.yearsAgo === null) Object.assign(existing, { yearsAgo: found.yearsAgo, dateText: found.dateText });
    } else if (existing) merge(existing, found);
    else this.byId.set(found.condition.id, found);
  }

  /** The client's age, for "diagnosed at 45" (set by readProfile). */
  clientAge: number | undefined = undefined;
  /** Lines naming a hormone therapy drug taken now (tamoxifen), and lines with hormone therapy words (beside a cancer). */
  readonly hormoneDrugs: string[] = [];
  readonly hormoneWords: string[] = [];
  /** Lines with evidence that COPD or emphysema is severe now (a nebulizer, oral steroids). */
  readonly severeLung: string[] = [];
  /** Facts read in their context (context.ts), in the order written. */
  readonly context: ReadContext[] = [];

  private note(kind: ReadContext['kind'], text: string, written: string) {
    if (!this.context.some((c) => c.kind === kind && c.text === text)) this.context.push({ kind, text, written: clip(written) });
  }

  /**
   * The context rules that bind to the facts of a clause, or of the clause before when it names none
   * (context.ts): results still to come, a hospital stay, "none since", a lab value.
   */
  private inContextOf(clause: string, line: string, details: LineDetails, read: ClientCondition[], subject: ClientCondition[], denied: boolean, unknown: string[]): boolean {
    // A stay named in its own words ("inpatient psych stay 2025") is about the fact before it.
    const named = read.filter((f) => !STAYS.has(f.condition.id));
    const bound = named.length > 0 ? named : subject;
    const names = (facts: readonly ClientCondition[]) => [...new Set(facts.map((f) => f.condition.name.toLowerCase()))].join(' and ');
    let understood = false;
    // A transplant awaited is the part 1 knock-out ("on the list for a liver transplant, awaiting a donor"), not a result to come.
    // Surveillance, not a result to come: a routine or yearly test, or one booked for a later year ("next colonoscopy 2028").
    const routine = (ROUTINE.test(clause) && !FINDING.test(clause)) || laterYear(clause, this.now);
    if (PENDING.test(clause) && !PENDING_NEGATED.test(clause) && !routine && !bound.some((f) => f.condition.id === 'awaiting-transplant')) {
      const about = bound;
      this.note('pending', about.length > 0 ? `${names(about)}, results still to come` : 'a test or its results still to come', clause);
      understood = true;
    }
    if (STAY.test(clause) && !denied) {
      // A stay is dated by the latest date on its line ("psych hospitalizations 2012 & 2026": 2026).
      const latest = latestDate(line, this.now, this.clientAge) ?? details;
      for (const fact of bound) {
        const row = GRAVER.find((g) => g.groups.includes(fact.condition.group));
        if (!row) continue;
        const to = row.to === null || !PSYCH_STAY.test(clause) ? undefined : this.index.conditionById.get(row.to);
        // An ER visit for panic is not a psychiatric stay; a one-off episode (a kidney stone, pneumonia) is not graver for its stay.
        if (row.to !== null && !to) continue;
        if (!to && (fact.condition.severity < 2 || fact.condition.course === 'event')) continue;
        if (to && to.id !== fact.condition.id) {
          // "depression - hospitalized 2024": a psychiatric stay, dated by its line's latest date.
          this.add({ ...fact, condition: to, severity: to.severity, yearsAgo: latest.yearsAgo, dateText: latest.dateText, severityWords: [] });
          this.note('graver', `${fact.condition.name.toLowerCase()} with a hospital stay: read as ${to.name.toLowerCase()}`, clause);
        } else if (!to && (latest.yearsAgo === null || latest.yearsAgo < STAY_YEARS)) {
          const stored = this.byId.get(fact.condition.id);
          if (stored && stored.severity < 3) {
            stored.severity = 3;
            this.note('graver', `${fact.condition.name.toLowerCase()} with a hospital stay in the last ${STAY_YEARS} years: read as serious`, clause);
          }
        } else if (!to) {
          // Read, and judged: a stay long past leaves the fact as it is.
          this.note('history', `${fact.condition.name.toLowerCase()} with a hospital stay ${latest.dateText ?? ''} (over ${STAY_YEARS} years ago): not graver`.replace('  ', ' '), clause);
        }
        understood = true;
      }
    }
    if (NONE_SINCE.test(clause) && named.length === 0 && !STILL.test(line) && (noneSinceYears(clause, this.now, this.clientAge) ?? 0) >= HISTORY_YEARS) {
      // "asthma, none since 2010": not seen since; history that rates nothing.
      for (const fact of subject) {
        if (!OUTGROWN.has(fact.condition.id) || fact.severity > 2 || this.byId.get(fact.condition.id) !== fact) continue;
        this.byId.delete(fact.condition.id);
        this.note('history', `${fact.condition.name.toLowerCase()}, not since: not rated`, clause);
        understood = true;
      }
    }
    for (const { lab, text, reads } of labsIn(clause)) {
      const about = bound.filter((f) => lab.about.includes(f.condition.group));
      understood = true;
      if (about.length === 0) {
        // In range, it says nothing to rate; out of range with no fact of its kind, it is not understood
        // ("A1C 9.8, not on meds"): named, so the offers carry a check.
        if (reads === 'good') this.note('evidence', `${clip(text, 40)}: a lab value in range, not a diagnosis`, clause);
        else unknown.push(clip(text, 30));
        continue;
      }
      for (const fact of about) {
        const stored = this.byId.get(fact.condition.id) ?? fact;
        if (reads === 'good') {
          stored.evidence = [...(stored.evidence ?? []), clip(text, 40)];
          this.note('evidence', `${clip(text, 40)}: evidence of control of ${stored.condition.name.toLowerCase()}`, clause);
        } else if (reads === 'poor') {
          stored.severity = Math.min(4, stored.severity + 1) as Severity;
          this.note('evidence', `${clip(text, 40)}: poor control of ${stored.condition.name.toLowerCase()}, read one grade worse`, clause);
        } else this.note('evidence', `${clip(text, 40)}: noted with ${stored.condition.name.toLowerCase()}`, clause);
      }
    }
    return understood;
  }

  /** One line of the conditions field: every clause, every condition in it. */
  conditionLine(line: string, aboutTobacco = false) {
    const source = clip(line);
    const clauses = splitClauses(line).map((clause) => ({ clause, details: readLineDetails(clause, this.now, this.clientAge) }));
    const unknown: string[] = [];
    let understood = false;
    let previous: { found: ClientCondition[]; dated: boolean } = { found: [], dated: false };
    // The facts of the last clause that named any, and a date written after them on its own: what a status word binds to.
    let subject: { found: ClientCondition[]; date: LineDetails | null } = { found: [], date: null };
    for (const { clause, details } of clauses) {
      const other = someoneElse(clause);
      if (other !== null) {
        // "husband has diabetes": someone else's condition, neither the client's nor family history.
        if (!this.others.includes(other)) this.others.push(other);
        understood = true;
        continue;
      }
      if (RELATIVE.test(clause)) {
        // "mother had breast cancer": family history written in the wrong box, not the client's condition.
        this.familyLines.push(clause);
        understood = true;
        continue;
      }
      const read = this.clause(clause, details, source, unknown, line);
      understood ||= read.understood;
      const denied = /\b(?:no|not|never|denies|denied|without|none)\b/i.test(clause);
      understood = this.inContextOf(clause, line, details, read.found, subject.found, denied, unknown) || understood;
      // A status word in a clause naming no other kind of fact ("hepatitis C, cured 2018 after Harvoni";
      // "breast cancer, completed chemo 2016, in remission") ends the fact before it, dated by its own clause
      // (or a date written between them); it never reaches a fact of another clause ("diabetes, hep C cured").
      if (OVER.test(clause)) {
        const date = details.yearsAgo !== null ? details : subject.date;
        for (const c of subject.found) {
          const ownFacts = read.found.every((f) => f.condition.id === 'cancer-treatment' && c.condition.group === 'cancer');
          // Only a condition that can end takes the word from another clause, and not an episode's
          // ("COPD, exacerbation resolved" is still COPD; "bipolar, completed therapy" still bipolar).
          if (!canEnd(c.condition) || EPISODE.test(clause)) continue;
          if (!ownFacts || c.yearsAgo !== 0 || this.byId.get(c.condition.id) !== c) continue;
          Object.assign(c, { yearsAgo: date?.yearsAgo ?? null, dateText: date?.dateText ?? null });
        }
        understood = true;
      }
      // COPD or emphysema with a hospital stay in the last 2 years, a nebulizer or oral steroids is severe.
      const lungStay = !denied && SEVERE_LUNG_STAY.test(clause) && (details.yearsAgo === null || details.yearsAgo < SEVERE_LUNG_YEARS);
      const lungUse = !denied && SEVERE_LUNG_USE.test(clause) && !FINISHED.test(clause);
      if (lungStay || lungUse) {
        const otherKind = read.found.some((f) => !['respiratory', 'care', 'other'].includes(f.condition.group));
        const lungs = [...read.found, ...(otherKind ? [] : subject.found)].filter((f) => SEVERE_LUNG_IDS.has(f.condition.id));
        for (const f of lungs) {
          const stored = this.byId.get(f.condition.id);
          if (stored) stored.severity = Math.max(stored.severity, 3) as Severity;
        }
      }
      // Hormone therapy words beside a cancer (this line or another): ongoing treatment of that cancer.
      if (HORMONE_THERAPY.test(clause) && !FINISHED.test(clause) && !denied) {
        this.hormoneWords.push(source);
        understood = true;
      }
      if (read.found.length > 0) subject = { found: read.found, date: null };
      else if (details.yearsAgo !== null) subject.date = details;
      // A date on its own ("heart attack, 2019"), or with a fact of the same kind ("alcoholism, sober
      // 10 years"; "colon cancer, chemo 2019"), dates the clause before it; "and again in 2025" repeats it.
      // A date beside another kind of fact ("TIA, knee replacement 2010") stays with that fact.
      const sameKind = read.found.every((f) => previous.found.some((p) => p.condition.group === f.condition.group));
      if (details.yearsAgo !== null && sameKind) {
        if (read.found.length === 0 && AGAIN.test(clause)) {
          for (const c of previous.found) this.add({ ...c, yearsAgo: c.condition.course === 'event' ? details.yearsAgo : 0, dateText: details.dateText });
        } else if (!previous.dated) {
          for (const c of previous.found) if (c.yearsAgo === null) this.add({ ...c, yearsAgo: details.yearsAgo, dateText: details.dateText }, true);
        }
        understood = true;
      }
      previous = { found: read.found, dated: details.yearsAgo !== null };
    }
    // A line about tobacco is read by the tobacco reader; only its other words could be unknown here.
    understood ||= aboutTobacco;
    if (!understood) this.unrecognised.push({ field: 'medicalConditions', written: source, words: namedWords(unknown), whole: true });
    else if (unknown.length > 0) this.unrecognised.push({ field: 'medicalConditions', written: source, words: namedWords(unknown), whole: false });
  }

  /**
   * One clause: names read with every word ("end stage renal disease", "currently hospitalized";
   * date and severity words no name took are known filler), facts made of several words, negation,
   * and medications named in passing. Returns what it added.
   */
  private clause(clause: string, details: LineDetails, source: string, unknown: string[], line = clause): { found: ClientCondition[]; understood: boolean } {
    const { words, written } = tokens(clause);
    const used = new Array<boolean>(words.length).fill(false);
    const matches: PhraseMatch<Condition>[] = this.index.conditions.findExact(words, written, used);
    const medicines = this.index.medications.findExact(words, written, used);
    matches.push(...this.index.conditions.findTypos(words, used, this.conditionBudget, isGrammar));
    for (const { id, start, end } of compositeFacts(words, used)) {
      const condition = this.index.conditionById.get(id);
      if (condition) matches.push({ value: condition, text: condition.name, typos: 0, start, end });
    }
    const metastatic = this.index.conditionById.get('metastatic-cancer');
    const cancer = matches.find((m) => m.value.group === 'cancer' && m.value !== metastatic);
    if (metastatic && cancer && METASTATIC.test(clause) && !matches.some((m) => m.value === metastatic)) {
      matches.push({ value: metastatic, text: metastatic.name, typos: 0, start: cancer.start, end: cancer.end });
    }
    // Words a context rule reads (context.ts): a lab's name is not a diagnosis ("PSA undetectable" is no psoriatic arthritis).
    const contextual = contextWordSpans(clause, words);
    const labs = labsIn(clause);
    if (labs.length > 0) {
      const labWords = contextWordSpans(labs.map((l) => l.text).join(' '), words);
      for (let m = matches.length - 1; m >= 0; m--) {
        const match = matches[m] as PhraseMatch<Condition>;
        let inLab = true;
        for (let i = match.start; i < match.end; i++) inLab &&= labWords.has(i);
        if (inLab) matches.splice(m, 1);
      }
    }
    const negated = negatedSpans(words, used, [...matches, ...medicines]);
    const evidence = notADiagnosis(clause);
    // Of pregnancy only: "gestational", or "during pregnancy" with no word that it began then and went on ("type 2 diabetes diagnosed during pregnancy").
    const pregnancy = PREGNANCY.test(clause) && !STILL.test(clause) && (/\bgestational\b|pregnancy[- ]induced|pregnancy only/i.test(clause) || !/\b(?:diagnosed|dx|developed|started|began|type [12])\b/i.test(clause));
    // "Still", "now", "daily" anywhere on the line: the fact goes on ("asthma as a child, now on a daily inhaler").
    // "Childhood" says when it began; it is history only when the line says it ended ("outgrew it", "none since 12").
    const ended = OUTGREW.test(line) || NONE_SINCE.test(line);
    const childhood = ((CHILDHOOD.test(clause) && ended) || (NONE_SINCE.test(clause) && (noneSinceYears(clause, this.now, this.clientAge) ?? 0) >= HISTORY_YEARS)) && !STILL.test(line);
    const resolved = RESOLVED.test(clause);
    const now = NOW.test(clause);
    const ongoing = !resolved && /^(?:since|from)\b/i.test(details.dateText ?? '');
    const named = ` ${matches.map((m) => m.text.toLowerCase()).join(' ')} `;
    const severityWords = details.severity.filter((w) => !named.includes(` ${w.word} `));
    const shift = severityShift(severityWords);
    const found: ClientCondition[] = [];
    for (const match of matches) {
      // "rehab for knee replacement", "hearing aids": words that are a condition only in context.
      if (!meantHere(match.value.id, match.text, words, match.start, match.end, clause, line)) continue;
      let condition = inClause(match.value, clause, this.index.conditionById);
      if (negated(match.start, match.end)) {
        this.ruledOut.push({ written: clip(clause), name: condition.name });
        continue;
      }
      if (evidence !== null && nextToEvidence(words, match.start, match.end)) {
        // "hepatitis B vaccine series completed 2019": the disease named is one the client does not have.
        this.ruledOut.push({ written: clip(clause), name: `${condition.name}: ${evidence}` });
        continue;
      }
      // Only what a pregnancy or a childhood can leave behind for good, and never a serious condition
      // ("stroke while pregnant", "bipolar dx as a teenager" are today's facts).
      const overNow = condition.severity <= 2 && ((pregnancy && PREGNANCY_ONLY.includes(condition.group)) || (childhood && OUTGROWN.has(condition.id)));
      if (overNow) {
        // "gestational diabetes 2015", "childhood asthma, none since age 12": history, not rated.
        const why = pregnancy ? 'pregnancy only' : 'in childhood, not since';
        this.note('history', `${match.text.toLowerCase()} (${why}): not rated`, clause);
        continue;
      }
      // "borderline high blood pressure", "pre-diabetic": the milder condition of its kind, at its mildest grade.
      // Only a kind that has a borderline form (blood pressure, sugar, cholesterol), not a serious one, and only
      // the word or two right before it: "pre-existing heart disease", "borderline personality disorder" are not.
      const leading = written.slice(Math.max(0, match.start - 2), match.start).join(' ');
      if (BORDERLINE_GROUPS.has(condition.group) && condition.severity <= 2 && BORDERLINE.test(leading)) {
        const milder = this.index.conditionById.get(MILDER[condition.id] ?? '') ?? condition;
        this.note('borderline', `borderline ${match.text.toLowerCase()}: read as ${milder === condition ? `${condition.name.toLowerCase()}, minor` : milder.name.toLowerCase()}`, clause);
        const fact: ClientCondition = { condition: milder, severity: 1, yearsAgo: 0, dateText: details.dateText, source, origin: 'listed', severityWords: [] };
        this.add(fact);
        found.push(fact);
        continue;
      }
      if (TEMPORARY.test(clause) && condition.group === 'care') {
        // "wheelchair for 6 weeks after knee replacement": not the chronic-illness knock-out.
        this.ruledOut.push({ written: clip(clause), name: `${condition.name} (temporary)` });
        continue;
      }
      // A chronic condition is present now whatever year it began, unless the clause says it is over.
      // A treatment or a stay said to be happening now ("currently", "since 2019") is now.
      const status = condition.group === 'care' || condition.id === 'cancer-treatment';
      const event = (condition.course === 'event' || resolved) && !((now || ongoing) && status);
      // "was in the hospital in 2019": a stay that is over is not the "in hospital now" knock-out.
      const past = condition.id === 'hospitalised-now' && event && details.yearsAgo !== null && details.yearsAgo > 0;
      if (past) condition = this.index.conditionById.get('past-hospital-stay') ?? condition;
      // Words can grade a moderate condition down, never a serious one: "mild heart attack" is still one.
      const severity = clampSeverity(condition.severity + (shift < 0 && condition.severity >= 3 ? 0 : shift));
      const fact: ClientCondition = {
        condition,
        severity,
        yearsAgo: event ? details.yearsAgo : 0,
        dateText: details.dateText,
        source,
        origin: 'listed',
        severityWords: severityWords.map((w) => w.word),
        ...(match.typos > 0 ? { matchedText: match.text } : {}),
      };
      this.add(fact);
      found.push(fact);
    }
    for (const medicine of medicines) {
      if (negated(medicine.start, medicine.end)) continue;
      this.pendingMedications.push({ written: source, medication: medicine.value, purpose: [] });
      if (HORMONE_DRUGS.has(medicine.value.id) && !FINISHED.test(clause)) this.hormoneDrugs.push(source);
    }
    // Every word no name, context rule or filler took is named as not understood: none is dropped unsaid.
    const before = unknown.length;
    words.forEach((word, i) => {
      if (!used[i] && !isFiller(word) && !contextual.has(i)) unknown.push(written[i] ?? word);
    });
    // A clause of harmless words and grammar only ("uses hearing aids", "left knee") is understood: nothing to underwrite.
    const harmless = unknown.length === before && words.some((w) => isFiller(w) && !isGrammar(w));
    return { found, understood: matches.length > 0 || medicines.length > 0 || harmless };
  }

  /** `statedFor`: the line is one drug "for" its use ("metformin 500mg for PCOS"): an off-label use can be its own. */
  readonly pendingMedications: { written: string; medication: Medication; purpose: Condition[]; statedFor?: boolean }[] = [];

  /**
   * One line of the medications field: the drugs on it, and every condition the line names (after
   * "for", in brackets, after a dash): what the drugs are for, and facts in their own right.
   */
  medicationLine(line: string, aboutTobacco = false) {
    const source = clip(line);
    const { words, written } = tokens(line);
    const used = new Array<boolean>(words.length).fill(false);
    const medicines = this.index.medications.findExact(words, written, used);
    medicines.push(...this.index.medications.findTypos(words, used, this.medicationBudget, isGrammar));
    const named = this.index.conditions.findExact(words, written, used);
    const negated = negatedSpans(words, used, [...medicines, ...named]);
    // "stopped insulin 2019", "no longer taking Biktarvy", "not on insulin": not taken now.
    const stopped = /\b(?:stopped|discontinued|no longer|quit|off of|used to take)\b/i.test(line);
    // A drug named twice on its line ("methadone 80mg from the methadone clinic") is one drug taken.
    const taken = medicines.filter((m, i) => !stopped && !negated(m.start, m.end) && medicines.findIndex((o) => o.value === m.value) === i);
    const details = readLineDetails(line, this.now, this.clientAge);
    if (taken.some((m) => HORMONE_DRUGS.has(m.value.id))) this.hormoneDrugs.push(source);
    if (SEVERE_LUNG_USE.test(line) && !stopped) this.severeLung.push(source);
    const purpose: Condition[] = [];
    // A use stated in words that name no condition ("from the methadone clinic"): a fact, and what the drugs are for.
    // It is the treatment the drugs on the line are taken in now.
    const statedNow = new Set<Condition>();
    for (const { words: stated, use } of STATED_USES) {
      const condition = stated.test(line) && !stopped ? this.index.conditionById.get(use) : undefined;
      if (condition && !named.some((m) => m.value === condition)) {
        named.push({ value: condition, text: condition.name, typos: 0, start: 0, end: 0 });
        statedNow.add(condition);
      }
    }
    for (const match of named) {
      if (negated(match.start, match.end)) continue;
      purpose.push(match.value);
      this.add({
        condition: match.value,
        severity: match.value.severity,
        yearsAgo: match.value.course === 'event' && !statedNow.has(match.value) ? details.yearsAgo : 0,
        dateText: details.dateText,
        source,
        origin: 'listed',
        severityWords: [],
      });
    }
    const contextual = contextWordSpans(line, words);
    const unknown = words.flatMap((word, i) => (!used[i] && !isFiller(word) && !contextual.has(i) ? [written[i] ?? word] : []));
    if (medicines.length === 0 && named.length === 0) {
      if ((aboutTobacco || words.some((w) => isFiller(w) && !isGrammar(w))) && unknown.length === 0) return;
      this.unrecognised.push({ field: 'medications', written: source, words: namedWords(unknown), whole: true });
      return;
    }
    if (unknown.length > 0) this.unrecognised.push({ field: 'medications', written: source, words: namedWords(unknown), whole: false });
    const statedFor = taken.length === 1 && /\bfor\b/i.test(line);
    for (const medicine of taken) this.pendingMedications.push({ written: source, medication: medicine.value, purpose, statedFor });
  }

  private implied(condition: Condition, written: string, medication: string, medicationId: string) {
    const listed = this.byId.get(condition.id);
    if (listed) {
      // A drug proves the condition exists; it does not move an event's date. Treated, it is at least
      // as grave as the drug alone would make it: "controlled" beside metformin is still treated
      // diabetes, never milder than metformin without the line.
      listed.confirmedBy ??= medication;
      if (listed.severity < condition.severity) listed.severity = condition.severity;
      // A drug that treats an event whose look-back runs from the end of its treatment (a cancer, a
      // substance use disorder) means the treatment goes on now: the event counts as current,
      // whatever date its diagnosis was written with ("NSCLC 10 years ago" beside osimertinib), never
      // older than the drug alone would make it. Not a lifelong drug after an event (a transplant's),
      // nor hormone therapy after a cancer, which is its own condition beside the cancer's date.
      const treatsNow = condition.course === 'event' && TREATED_NOW_GROUPS.has(condition.group) && !HORMONE_DRUGS.has(medicationId);
      if (treatsNow && listed.yearsAgo !== null && listed.yearsAgo > 0) listed.yearsAgo = 0;
      // Another drug implied it too: answering what one drug is for must not take it from the other.
      if (listed.origin === 'medication' && listed.impliedBy !== medication && !(listed.alsoImpliedBy ?? []).includes(medication)) {
        listed.alsoImpliedBy = [...(listed.alsoImpliedBy ?? []), medication];
      }
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

  /**
   * A condition read in the light of the others: neuropathy with diabetes is diabetic neuropathy;
   * COPD with tobacco, a nebulizer or oral steroids is severe; hormone therapy beside a cancer (or a
   * hormone therapy drug) is ongoing treatment of it.
   */
  inContext(smoker = false) {
    for (const found of this.byId.values()) {
      if (SEVERE_LUNG_IDS.has(found.condition.id) && (smoker || this.severeLung.length > 0)) found.severity = Math.max(found.severity, 3) as Severity;
    }
    const hormone = this.index.conditionById.get('cancer-hormone-therapy');
    const cancer = [...this.byId.values()].some((c) => c.condition.group === 'cancer');
    const hormoneSource = this.hormoneDrugs[0] ?? (cancer ? this.hormoneWords[0] : undefined);
    if (hormone && hormoneSource !== undefined) {
      this.add({ condition: hormone, severity: hormone.severity, yearsAgo: 0, dateText: null, source: hormoneSource, origin: 'listed', severityWords: [] });
    } else {
      // Hormone therapy with no cancer anywhere (menopause? prostate?): not read, so it is named, never silently nothing.
      for (const written of new Set(this.hormoneWords)) this.unrecognised.push({ field: 'medicalConditions', written, words: [], whole: true });
    }
    const groups = new Set([...this.byId.values()].map((c) => c.condition.group));
    for (const found of [...this.byId.values()]) {
      const becomes = found.condition.becomes;
      const condition = becomes && groups.has(becomes.group) ? this.index.conditionById.get(becomes.id) : undefined;
      if (!condition) continue;
      this.byId.delete(found.condition.id);
      this.add({ ...found, condition, severity: Math.max(found.severity, condition.severity) as Severity });
    }
  }

  /**
   * Medications after all conditions are known, so a listed condition settles what a drug is for.
   * Drugs with one use come first, so a drug with several can be read beside them (albuterol beside
   * Spiriva), whatever order the lines were in.
   */
  settleMedications() {
    const pending = [...this.pendingMedications].sort((a, b) => Number(a.medication.implies.some((u) => u.length > 1)) - Number(b.medication.implies.some((u) => u.length > 1)));
    const taken = new Set(this.pendingMedications.map((p) => p.medication.id));
    const reads = new Map<(typeof pending)[number], MedicationRead>();
    for (const item of pending) {
      const { written, medication, purpose } = item;
      const name = medication.names[0] ?? medication.id;
      if (medication.implies.length === 0) {
        reads.set(item, { written, medication, status: 'no-weight', suggests: [], evidence: [] });
        continue;
      }
      let status: MedicationRead['status'] = 'suggests';
      const suggests: string[] = [];
      const evidenceRead: string[] = [];
      for (const alternatives of medication.implies) {
        const options = alternatives.flatMap((id) => this.index.conditionById.get(id) ?? []);
        const listedConditions = [...this.byId.values()].filter((c) => c.origin === 'listed').map((c) => c.condition);
        // A listed condition settles what the drug is for: one of its uses, or a fact that shows one
        // (metoprolol after a heart attack is for the coronary disease it shows; data/evidence.ts).
        // A fact of the same kind that is neither settles nothing: a drug confirms only what it treats.
        const weighed = options.length > 1 ? weighEvidence(medication, written, options, taken, this.index.evidence) : { likely: [], evidence: [] };
        // Evidence for a more serious use outweighs a milder listed one ("high blood pressure" beside
        // Lasix 80 mg and carvedilol): then the drug is asked about, read as the evidence says.
        const candidate =
          options.find((c) => listedConditions.includes(c)) ??
          (options.length > 1 ? listedConditions.find((c) => options.some((o) => shownBy.get(o.id)?.includes(c.id))) : undefined);
        const listed = candidate && !weighed.likely.some((l) => l.severity > candidate.severity) ? candidate : undefined;
        // A stated use settles it ("Farxiga for CKD stage 3": a use of the same kind as one of the drug's
        // counts as that one); of several, the most serious. A use that is none of the drug's
        // ("metformin for PCOS", "spironolactone for acne") is still the use: nothing else is implied.
        const sameUse = (c: Condition) => options.some((o) => o.id === c.id || (o.group === c.group && c.group !== 'other'));
        const named = purpose.filter(sameUse).sort((a, b) => b.severity - a.severity)[0];
        // A drug with one use proves it: a milder name of its kind does not undo that ("Lantus for
        // diabetes" is insulin-treated diabetes; "nitro for chest pain" coronary disease).
        // A name milder than every use of its kind the drug has is read as the mildest of them ("Plavix for
        // chest pain" is coronary disease), unless it is a stage of one ("Farxiga for CKD stage 3").
        const sameKind = named && !options.includes(named) ? options.filter((o) => o.group === named.group) : [];
        const graver =
          named && sameKind.length > 0 && sameKind.every((o) => o.severity > named.severity && !refines(o.id, named.id))
            ? sameKind.reduce((a, b) => (b.severity < a.severity ? b : a))
            : undefined;
        const stated = graver ?? named;
        // An off-label use is the drug's own only on a line of that one drug "for" it, and only for a
        // drug with a usual use no graver than moderate: "Entresto for blood pressure" is still heart failure.
        const offLabel = item.statedFor === true && options.some((o) => o.severity <= 2);
        if (!listed && !stated && purpose.length > 0 && offLabel) {
          suggests.push(...purpose.map((c) => c.name));
          continue;
        }
        if (listed) {
          status = 'confirms';
          suggests.push(listed.name);
          this.implied(listed, written, name, medication.id);
        } else if (stated) {
          suggests.push(stated.name);
          this.implied(stated, written, name, medication.id);
        } else if (options.length === 1 && options[0]) {
          suggests.push(options[0].name);
          this.implied(options[0], written, name, medication.id);
        } else if (options.length > 1) {
          // A use another drug already proves ("albuterol" beside "Spiriva" for COPD) is evidence too.
          const proven = options.filter((o) => this.byId.get(o.id)?.origin === 'medication');
          if (proven.length > 0 && weighed.likely.length === 0) {
            weighed.likely = proven;
            weighed.evidence.push(`${proven.map((c) => c.name.toLowerCase()).join(' or ')} already read from another drug`);
          }
          status = 'ambiguous';
          suggests.push(...options.map((c) => c.name));
          evidenceRead.push(...weighed.evidence);
          // With evidence, the most serious use it points to; without, the mildest (see docs/engine.md).
          const assumed =
            weighed.likely.length > 0
              ? weighed.likely.reduce((worst, c) => (c.severity > worst.severity ? c : worst))
              : options.reduce((mildest, c) => (c.severity < mildest.severity ? c : mildest));
          this.ambiguities.push({ id: medication.id, medication: name, written, options, assumed, evidence: weighed.evidence, likely: weighed.likely });
          this.implied(assumed, written, name, medication.id);
        }
      }
      reads.set(item, { written, medication, status, suggests: [...new Set(suggests)], evidence: evidenceRead });
    }
    // In the order the agent wrote them.
    for (const item of this.pendingMedications) {
      const read = reads.get(item);
      if (read) this.medicationsRead.push(read);
    }
    this.pendingMedications.length = 0;
  }
}

export function readProfile(profile: ClientProfile, index: ProfileIndex, now: Date): ClientFacts {
  const heightInches = parseHeight(profile.height);
  const weightPounds = parseWeight(profile.weight);
  const reader = new Reader(index, now);
  const age = Math.floor(Number(profile.age));
  reader.clientAge = Number.isFinite(age) ? age : undefined;
  const conditionLines = NOTHING.test(profile.medicalConditions) ? [] : lines(profile.medicalConditions);
  const medicationLines = NOTHING.test(profile.medications) ? [] : lines(profile.medications);
  const tobacco = readTobacco(profile.smoker, [...conditionLines, ...medicationLines], now);
  for (const line of conditionLines) {
    if (NOTHING.test(line)) continue;
    reader.conditionLine(line, tobacco.lines.has(line));
  }
  for (const line of medicationLines) {
    if (NOTHING.test(line)) continue;
    reader.medicationLine(line, tobacco.lines.has(line));
  }
  // Lines past the cap are named, so an agent knows they were not read.
  const count = (text: string) => text.split(/\r?\n/).filter((l) => l.trim()).length;
  for (const [field, all, read] of [
    ['medicalConditions', count(profile.medicalConditions), conditionLines.length],
    ['medications', count(profile.medications), medicationLines.length],
  ] as const) {
    if (read > 0 && all > read) reader.unrecognised.push({ field, written: `${all - read} more lines not read`, words: [], whole: true });
  }
  reader.settleMedications();
  reader.inContext(tobacco.current);
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
    others: reader.others,
    ambiguities: reader.ambiguities,
    medicationsRead: reader.medicationsRead,
    unrecognised: reader.unrecognised,
    family,
    heightText: clip(profile.height, 30),
    weightText: clip(profile.weight, 30),
    severeLung: reader.severeLung.length > 0,
    context: reader.context,
    held: [],
  };
}
