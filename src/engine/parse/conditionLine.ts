/**
 * One line of the conditions box, clause by clause: whose fact each clause is, what it names
 * (conditionClause.ts), the context rules on it (contextRules.ts), and what a clause says about the
 * facts of the clause before it — over, severe lungs, hormone therapy, a date on its own.
 */
import { clip } from '../text';
import type { Severity } from '../types';
import { addFact, notUnderstood, type ClientCondition, type ReadState } from './facts';
import { CALENDAR_YEAR, readLineDetails, type LineDetails } from './lineDetails';
import { AGAIN, canEnd, CLIENT_TOO, DIED_OF, EPISODE, FINISHED, HORMONE_THERAPY, OVER, RELATIVE, SEVERE_LUNG_IDS, SEVERE_LUNG_STAY, SEVERE_LUNG_USE, SEVERE_LUNG_YEARS, someoneElse, splitClauses } from './clauses';
import { readConditionClause } from './conditionClause';
import { readInContext } from './contextRules';
import { SINCE_THEN } from './context';
import { CANCER_SURGERY, isGrammar } from './filler';
import { TOBACCO_NAME_WORDS } from '../data/tobacco';

/** The facts of the last clause that named any, its own date, and a date written after them on its own: what a status word binds to. */
interface Subject {
  found: ClientCondition[];
  details: LineDetails | null;
  date: LineDetails | null;
}

/** Dated events read earlier on the line: what an undated fact of their kind after them is dated by. */
type LineDates = { group: string; severity: number; details: LineDetails }[];

/** The facts that are a treatment of the fact before them ("breast cancer 2012, lumpectomy and radiation"), whatever their grade. */
const TREATMENTS: ReadonlySet<string> = new Set(['cancer-treatment', 'coronary-stent', 'heart-bypass-surgery', 'substance-abuse-treatment']);
/** A therapy that can go on for years (targeted, immune, hormone, maintenance): an earlier date does not say it ended. */
const LONG_COURSE = /\b(?:targeted|immuno\w*|maintenance|hormon\w*|endocrine|biologics?|infusions?|ongoing|current\w*|still)\b/i;

/**
 * A line's date reaches every fact and treatment on it: an undated event after a dated one of its kind
 * ("breast cancer 2012, lumpectomy and radiation, no evidence of disease"; "alcohol rehab 2023, sober
 * since"; "heart attack 2016, stent") is dated by it — a treatment whatever its grade, another fact
 * only when no graver than the dated one. Never a fact said to have come back ("again", "another").
 */
function dateReaches(state: ReadState, clause: string, read: readonly ClientCondition[], earlier: LineDates) {
  if (AGAIN.test(clause) || LONG_COURSE.test(clause)) return;
  for (const f of read) {
    const stored = state.byId.get(f.condition.id);
    if (!stored || stored.yearsAgo !== null || stored.condition.course !== 'event') continue;
    const before = earlier.filter((d) => d.group === f.condition.group && (TREATMENTS.has(f.condition.id) || f.severity <= d.severity)).at(-1);
    if (before) Object.assign(stored, { yearsAgo: before.details.yearsAgo, dateText: before.details.dateText });
  }
}

/** The clause's date: "sober since", "in remission since" with no date after it is since the latest date before it on the line. */
function clauseDate(clause: string, own: LineDetails, before: LineDetails | null): LineDetails {
  return own.yearsAgo === null && before && SINCE_THEN.test(clause) ? { ...own, yearsAgo: before.yearsAgo, dateText: `since ${before.dateText ?? ''}`.trim() } : own;
}

/** A clause about someone else ("husband has diabetes") or a relative ("mother had breast cancer"): not the client's; true when it was. */
function someoneElsesClause(state: ReadState, clause: string): boolean {
  if (CLIENT_TOO.test(clause)) return false;
  const other = someoneElse(clause);
  if (other !== null) {
    // Someone else's condition: neither the client's nor family history.
    if (!state.others.includes(other)) state.others.push(other);
    return true;
  }
  if (!RELATIVE.test(clause) && !DIED_OF.test(clause)) return false;
  // Family history written in the wrong box, not the client's condition.
  state.familyLines.push(clause);
  return true;
}

/**
 * A status word in a clause naming no other kind of fact ("hepatitis C, cured 2018 after Harvoni";
 * "breast cancer, completed chemo 2016, in remission") ends the fact before it, dated by its own clause
 * (or a date written between them); it never reaches a fact of another clause ("diabetes, hep C cured").
 */
function endsTheFactBefore(state: ReadState, clause: string, details: LineDetails, read: readonly ClientCondition[], subject: Subject): boolean {
  if (!OVER.test(clause)) return false;
  const date = details.yearsAgo !== null ? details : subject.date;
  for (const c of subject.found) {
    const ownFacts = read.every((f) => f.condition.id === 'cancer-treatment' && c.condition.group === 'cancer');
    // Only a condition that can end takes the word from another clause, and not an episode's
    // ("COPD, exacerbation resolved" is still COPD; "bipolar, completed therapy" still bipolar).
    if (!canEnd(c.condition) || EPISODE.test(clause)) continue;
    if (!ownFacts || c.yearsAgo !== 0 || state.byId.get(c.condition.id) !== c) continue;
    Object.assign(c, { yearsAgo: date?.yearsAgo ?? null, dateText: date?.dateText ?? null });
  }
  return true;
}

/** COPD or emphysema with a hospital stay in the last 2 years, a nebulizer or oral steroids is severe. */
function severeLungs(state: ReadState, clause: string, details: LineDetails, read: readonly ClientCondition[], subject: Subject, denied: boolean) {
  const lungStay = !denied && SEVERE_LUNG_STAY.test(clause) && (details.yearsAgo === null || details.yearsAgo < SEVERE_LUNG_YEARS);
  const lungUse = !denied && SEVERE_LUNG_USE.test(clause) && !FINISHED.test(clause);
  if (!lungStay && !lungUse) return;
  const otherKind = read.some((f) => !['respiratory', 'care', 'other'].includes(f.condition.group));
  const lungs = [...read, ...(otherKind ? [] : subject.found)].filter((f) => SEVERE_LUNG_IDS.has(f.condition.id));
  for (const f of lungs) {
    const stored = state.byId.get(f.condition.id);
    if (stored) stored.severity = Math.max(stored.severity, 3) as Severity;
  }
}

/**
 * A date on its own ("heart attack, 2019"), or with a fact of the same kind ("alcoholism, sober
 * 10 years"; "colon cancer, chemo 2019"), dates the clause before it; "and again in 2025" repeats it.
 * A date beside another kind of fact ("TIA, knee replacement 2010") stays with that fact.
 */
function datesTheClauseBefore(state: ReadState, clause: string, details: LineDetails, read: readonly ClientCondition[], previous: { found: ClientCondition[]; dated: boolean }): boolean {
  const sameKind = read.every((f) => previous.found.some((p) => p.condition.group === f.condition.group));
  // A date with no fact before it or in it dates nothing: "passed out last week" is not understood for its date.
  if (details.yearsAgo === null || !sameKind || (read.length === 0 && previous.found.length === 0)) return false;
  if (read.length === 0 && AGAIN.test(clause)) {
    for (const c of previous.found) addFact(state, { ...c, yearsAgo: c.condition.course === 'event' ? details.yearsAgo : 0, dateText: details.dateText });
  } else if (!previous.dated) {
    for (const c of previous.found) if (c.yearsAgo === null) addFact(state, { ...c, yearsAgo: details.yearsAgo, dateText: details.dateText }, true);
  } else if (read.length === 0 && details.rest.split(' ').every((word) => word === '' || isGrammar(word.toLowerCase())) && CALENDAR_YEAR.test(details.dateText ?? '')) {
    // A clause of only a second date for the fact before ("MI 2019, 2024", "strokes 2015 and 2025"): merged, so the most
    // recent decides, as a look-back counts from the last event; the first would be the kindest reading.
    for (const c of previous.found) addFact(state, { ...c, yearsAgo: details.yearsAgo, dateText: details.dateText });
  }
  return true;
}

/**
 * A test's minus sign after a name ("HIV-", "HIV (-)", "hep C (−)"): read as "negative". Only at the end
 * of a clause, so a dash between words ("diabetes - controlled", "x-ray") is left alone.
 */
const NEGATIVE_SIGN = /(?<=[A-Za-z0-9])\s*(?:\(\s*[-\u2212\u2013]\s*\)|[-\u2212\u2013])(?=\s*(?:$|[,;.]))/g;

/** A past hospital stay: a fact of its own, yet with nothing else named it gives no reason ("in the ICU last week"). */
const PAST_STAY = 'past-hospital-stay';

/** Words that speak of a fact without naming it: a stay, a stage, a course ("hospitalized last week", "stage 4", "relapsed"). */
const ABOUT_A_FACT = /\b(?:hospitali[sz](?:ed|ation)|admitted|admission|inpatient|er|icu|emergency room|stage|remission|relaps\w*|recurr\w*|flare[sd]?|flare-ups?|exacerbations?)\b/i;

/** One line of the conditions field: every clause, every condition in it. `aboutTobacco`: the tobacco reader read it. */
export function readConditionLine(state: ReadState, line: string, aboutTobacco = false) {
  const source = clip(line);
  const clauses = splitClauses(line.replace(NEGATIVE_SIGN, ' negative')).map((clause) => ({ clause, details: readLineDetails(clause, state.now, state.clientAge) }));
  const unknown: string[] = [];
  let understood = false;
  let previous: { found: ClientCondition[]; dated: boolean } = { found: [], dated: false };
  let subject: Subject = { found: [], details: null, date: null };
  const earlier: LineDates = [];
  let lastDated: LineDetails | null = null;
  // Whether the line names any fact (the client's, ruled out, or someone else's): a stay, a stage or
  // a course with none ("hospitalized last week", "stage 4", "in remission") is about a fact not named.
  let named = false;
  const ruledBefore = state.ruledOut.length;
  for (const { clause, details: own } of clauses) {
    if (someoneElsesClause(state, clause)) {
      understood = true;
      named = true;
      continue;
    }
    const details = clauseDate(clause, own, lastDated);
    if (details.yearsAgo !== null) lastDated = details;
    const read = readConditionClause(state, clause, details, source, unknown, line);
    understood ||= read.understood;
    named ||= read.found.some((f) => f.condition.id !== PAST_STAY);
    const denied = /\b(?:no|not|never|denies|denied|without|none)\b/i.test(clause);
    understood = readInContext(state, { clause, line, details, read: read.found, subject: subject.found, subjectDetails: subject.details, denied, source }, unknown) || understood;
    understood = endsTheFactBefore(state, clause, details, read.found, subject) || understood;
    severeLungs(state, clause, details, read.found, subject, denied);
    // Hormone therapy words beside a cancer (this line or another): ongoing treatment of that cancer.
    if (HORMONE_THERAPY.test(clause) && !FINISHED.test(clause) && !denied) {
      state.hormoneWords.push(source);
      understood = true;
    }
    dateReaches(state, clause, read.found, earlier);
    for (const f of read.found) if (f.condition.course === 'event' && details.yearsAgo !== null) earlier.push({ group: f.condition.group, severity: f.severity, details });
    if (read.found.length > 0) subject = { found: read.found, details, date: null };
    else if (details.yearsAgo !== null) subject.date = details;
    understood = datesTheClauseBefore(state, clause, details, read.found, previous) || understood;
    previous = { found: read.found, dated: details.yearsAgo !== null };
  }
  // An operation beside a cancer on its line is that cancer's treatment, understood.
  const cancer = [...state.byId.values()].some((f) => f.source === source && f.condition.group === 'cancer');
  if (cancer) unknown.splice(0, unknown.length, ...unknown.filter((w) => !CANCER_SURGERY.has(w.toLowerCase())));
  // A tobacco product's name on a line about tobacco ("chews Copenhagen daily") is the tobacco reader's.
  if (aboutTobacco) unknown.splice(0, unknown.length, ...unknown.filter((w) => !TOBACCO_NAME_WORDS.has(w.toLowerCase())));
  // A line about tobacco is read by the tobacco reader; only its other words could be unknown here.
  understood ||= aboutTobacco;
  // Words about a fact with no fact named: the line is not understood, and held (heldWords.ts).
  // A past hospital stay is itself such a word: with nothing else named it says no reason ("in the ICU last week").
  named ||= state.ruledOut.length > ruledBefore || [...state.byId.values()].some((f) => f.source === source && f.condition.id !== PAST_STAY);
  if (!named && !aboutTobacco && ABOUT_A_FACT.test(line)) understood = false;
  if (!understood) notUnderstood(state, 'medicalConditions', source, unknown, true);
  else if (unknown.length > 0) notUnderstood(state, 'medicalConditions', source, unknown, false);
}
