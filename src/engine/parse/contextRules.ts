/**
 * The context rules that bind to the facts of a clause, or of the clause before when it names none
 * (the trigger words are rows in context.ts): results still to come, a hospital stay, "none since",
 * a lab value, a stage or a measure (stages.ts), a status that ended (status.ts). Each rule is one function; `readInContext` runs them all on a clause.
 */
import { clip } from '../text';
import type { Severity } from '../types';
import { addFact, noteContext, type ClientCondition, type ReadState } from './facts';
import { readLineDetails, type LineDetails } from './lineDetails';
import { FINDING, OVER, splitClauses } from './clauses';
import { readStages } from './stages';
import { statusEndedAfter } from './status';
import { ABNORMAL_TEST, GRAVER, HISTORY_YEARS, LASTING_CANCER, LASTING_CANCER_IDS, labsIn, NONE_SINCE, PENDING, PENDING_NEGATED, PSYCH_STAY, ROUTINE, SETTLED, STAY, STAY_YEARS, STILL, UNDIAGNOSED, UNDIAGNOSED_YEARS, WATCHED } from './context';

/** The conditions a childhood, or "none since" long ago, can leave behind: never a chronic disease of an organ (COPD, Crohn's). */
export const OUTGROWN: ReadonlySet<string> = new Set(['asthma', 'epilepsy', 'migraine', 'eczema', 'anxiety', 'adhd', 'seasonal-allergies', 'bronchitis']);

/** The facts that are a hospital stay itself: a stay word beside one still belongs to the fact before. */
const STAYS: ReadonlySet<string> = new Set(['hospitalised-now', 'past-hospital-stay', 'psychiatric-hospitalization']);

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
export function noneSinceYears(clause: string, now: Date, age: number | undefined): number | null {
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

/** One clause as the context rules see it. */
export interface ContextClause {
  clause: string;
  line: string;
  details: LineDetails;
  /** The facts this clause named. */
  read: readonly ClientCondition[];
  /** The facts of the last clause that named any, and that clause's date. */
  subject: readonly ClientCondition[];
  subjectDetails: LineDetails | null;
  /** The line, clipped: where a fact a measure shows was written. */
  source: string;
  /** The clause says no, not, never… */
  denied: boolean;
}

const names = (facts: readonly ClientCondition[]) => [...new Set(facts.map((f) => f.condition.name.toLowerCase()))].join(' and ');

/** The facts a rule binds to: the clause's own (a stay named in its own words is about the fact before), or the subject's. */
function boundFacts(c: ContextClause): readonly ClientCondition[] {
  const named = c.read.filter((f) => !STAYS.has(f.condition.id));
  return named.length > 0 ? named : c.subject;
}

/**
 * Results still to come postpone. Not a transplant awaited (the part 1 knock-out), nor surveillance:
 * a routine or yearly test with no finding, or one booked for a later year ("next colonoscopy 2028").
 */
function pendingRule(state: ReadState, c: ContextClause, bound: readonly ClientCondition[]): boolean {
  const routine = (ROUTINE.test(c.clause) && !FINDING.test(c.clause)) || laterYear(c.clause, state.now);
  if (!PENDING.test(c.clause) || PENDING_NEGATED.test(c.clause) || routine) return false;
  if (bound.some((f) => f.condition.id === 'awaiting-transplant')) return false;
  noteContext(state, 'pending', bound.length > 0 ? `${names(bound)}, results still to come` : 'a test or its results still to come', c.clause);
  return true;
}

/**
 * A finding whose cause is not known, recent and with no cause on its line ("chest pain", "lump in
 * breast last month"), postpones as results still to come do. Its line naming another condition
 * ("chest pain from GERD") or a word that settles it ("stress test normal", "benign") gives the
 * cause. Reads no words of its own.
 */
function undiagnosedRule(state: ReadState, c: ContextClause): void {
  const recent = (yearsAgo: number | null) => yearsAgo === null || yearsAgo < UNDIAGNOSED_YEARS;
  // A test found something and nothing says what: "abnormal mammogram last week", "EKG abnormal".
  const abnormal = ABNORMAL_TEST.exec(c.clause);
  const findings = c.read.filter(
    // The date written with it (a finding is read as present, whatever its date): none is recent.
    (fact) => UNDIAGNOSED.has(fact.condition.id) && recent(c.details.yearsAgo ?? (fact.condition.course === 'event' ? fact.yearsAgo : null)),
  );
  if (!(abnormal && recent(c.details.yearsAgo)) && findings.length === 0) return;
  // The cause on the line: a word that settles it, or another condition named there.
  if (SETTLED.test(c.line) || [...state.byId.values()].some((f) => f.source === c.source && !UNDIAGNOSED.has(f.condition.id))) return;
  if (abnormal && recent(c.details.yearsAgo)) noteContext(state, 'pending', `${abnormal[0].toLowerCase()}, its cause not yet found`, c.clause);
  // "Chest pain (cause not stated)" is said "chest pain, its cause not yet found".
  for (const fact of findings) noteContext(state, 'pending', `${fact.condition.name.replace(/\s*\(.*\)$/, '').toLowerCase()}, its cause not yet found`, c.clause);
}

/** A hospital stay beside one fact: a psychiatric stay of its own, serious within 2 years, or history. */
function stayOn(state: ReadState, c: ContextClause, fact: ClientCondition, latest: LineDetails): boolean {
  const row = GRAVER.find((g) => g.groups.includes(fact.condition.group));
  if (!row) return false;
  const to = row.to === null || !PSYCH_STAY.test(c.clause) ? undefined : state.index.conditionById.get(row.to);
  // An ER visit for panic is not a psychiatric stay; a one-off episode (a kidney stone, pneumonia) is not graver for its stay.
  if (row.to !== null && !to) return false;
  if (!to && (fact.condition.severity < 2 || fact.condition.course === 'event')) return false;
  const name = fact.condition.name.toLowerCase();
  if (to && to.id !== fact.condition.id) {
    // "depression - hospitalized 2024": a psychiatric stay, dated by its line's latest date.
    addFact(state, { ...fact, condition: to, severity: to.severity, yearsAgo: latest.yearsAgo, dateText: latest.dateText, severityWords: [] });
    noteContext(state, 'graver', `${name} with a hospital stay: read as ${to.name.toLowerCase()}`, c.clause);
  } else if (!to && (latest.yearsAgo === null || latest.yearsAgo < STAY_YEARS)) {
    const stored = state.byId.get(fact.condition.id);
    if (stored && stored.severity < 3) {
      stored.severity = 3;
      noteContext(state, 'graver', `${name} with a hospital stay in the last ${STAY_YEARS} years: read as serious`, c.clause);
    }
  } else if (!to) {
    // Read, and judged: a stay long past leaves the fact as it is.
    noteContext(state, 'history', `${name} with a hospital stay ${latest.dateText ?? ''} (over ${STAY_YEARS} years ago): not graver`.replace('  ', ' '), c.clause);
  }
  return true;
}

/** A stay, dated by the latest date on its line ("psych hospitalizations 2012 & 2026": 2026). */
function stayRule(state: ReadState, c: ContextClause, bound: readonly ClientCondition[]): boolean {
  if (!STAY.test(c.clause) || c.denied) return false;
  const latest = latestDate(c.line, state.now, state.clientAge) ?? c.details;
  let understood = false;
  for (const fact of bound) understood = stayOn(state, c, fact, latest) || understood;
  return understood;
}

/** "asthma, none since 2010": not seen for 10 years or more; history that rates nothing (what can be outgrown only). */
function noneSinceRule(state: ReadState, c: ContextClause): boolean {
  if (!NONE_SINCE.test(c.clause) || c.read.some((f) => !STAYS.has(f.condition.id)) || STILL.test(c.line)) return false;
  if ((noneSinceYears(c.clause, state.now, state.clientAge) ?? 0) < HISTORY_YEARS) return false;
  let understood = false;
  for (const fact of c.subject) {
    if (!OUTGROWN.has(fact.condition.id) || fact.severity > 2 || state.byId.get(fact.condition.id) !== fact) continue;
    state.byId.delete(fact.condition.id);
    noteContext(state, 'history', `${fact.condition.name.toLowerCase()}, not since: not rated`, c.clause);
    understood = true;
  }
  return understood;
}

/** A lab value: evidence of control, of poor control (one grade worse), or, with no fact of its kind, not understood when out of range. */
function labRule(state: ReadState, c: ContextClause, bound: readonly ClientCondition[], unknown: string[]): boolean {
  const labs = labsIn(c.clause);
  for (const { lab, text, reads } of labs) {
    const about = bound.filter((f) => lab.about.includes(f.condition.group));
    const shown = clip(text, 40);
    if (about.length === 0) {
      // In range, it says nothing to rate; out of range with no fact of its kind ("A1C 9.8, not on meds"): named, so the offers carry a check.
      if (reads === 'good') noteContext(state, 'evidence', `${shown}: a lab value in range, not a diagnosis`, c.clause);
      else unknown.push(clip(text, 30));
      continue;
    }
    for (const fact of about) {
      const stored = state.byId.get(fact.condition.id) ?? fact;
      const name = stored.condition.name.toLowerCase();
      if (reads === 'good') {
        stored.evidence = [...(stored.evidence ?? []), shown];
        noteContext(state, 'evidence', `${shown}: evidence of control of ${name}`, c.clause);
      } else if (reads === 'poor') {
        stored.severity = Math.min(4, stored.severity + 1) as Severity;
        noteContext(state, 'evidence', `${shown}: poor control of ${name}, read one grade worse`, c.clause);
      } else noteContext(state, 'evidence', `${shown}: noted with ${name}`, c.clause);
    }
  }
  return labs.length > 0;
}

/**
 * A cancer watched, not treated ("prostate cancer 2015, watchful waiting", "CLL dx 2019, no treatment
 * needed"), or one that does not end without treatment (a myeloma, a chronic leukaemia) and is not
 * said to be over: it is present now, so its look-back runs from now, not from the diagnosis (the
 * look-backs count from the end of treatment, and there was none). Reads no words of its own.
 */
function watchedCancerRule(state: ReadState, c: ContextClause): void {
  const watched = WATCHED.test(c.line);
  const lasting = LASTING_CANCER.test(c.line) && !OVER.test(c.line);
  if (!watched && !lasting) return;
  for (const fact of [...c.read, ...c.subject]) {
    const stored = state.byId.get(fact.condition.id);
    if (!stored || stored.condition.group !== 'cancer' || stored.yearsAgo === 0 || stored.source !== c.source) continue;
    if (!watched && !LASTING_CANCER_IDS.has(fact.condition.id)) continue;
    stored.yearsAgo = 0;
    noteContext(state, 'graver', `${stored.condition.name.toLowerCase()} ${watched ? 'watched, not treated' : 'with no end of treatment written'}: present now`, c.clause);
  }
}

/** Every context rule on one clause; whether any of them read its words. */
export function readInContext(state: ReadState, c: ContextClause, unknown: string[]): boolean {
  const bound = boundFacts(c);
  const pending = pendingRule(state, c, bound);
  undiagnosedRule(state, c);
  watchedCancerRule(state, c);
  const stay = stayRule(state, c, bound);
  const noneSince = noneSinceRule(state, c);
  const lab = labRule(state, c, bound, unknown);
  const stage = readStages(state, c.clause, bound, c.source);
  const ended = statusEndedAfter(state, c.clause, c.details, c.read, { found: c.subject, details: c.subjectDetails });
  return pending || stay || noneSince || lab || stage || ended;
}
