/**
 * One clause of the conditions box: the names in it (read with every word: "end stage renal
 * disease", "currently hospitalized"), facts made of several words, negation, and medications named
 * in passing; then each name read in its clause's light (ruled out, evidence, history, borderline,
 * temporary, an event or a condition present now).
 */
import { clip, tokens } from '../text';
import type { PhraseMatch } from '../phraseIndex';
import type { Condition, ConditionGroup } from '../types';
import { addFact, clampSeverity, noteContext, type ClientCondition, type ReadState } from './facts';
import { severityShift, type LineDetails } from './lineDetails';
import { compositeFacts, FINISHED, HORMONE_DRUGS, inClause, meantHere, METASTATIC, nextToEvidence, notADiagnosis, NOW, RESOLVED, TEMPORARY } from './clauses';
import { negatedSpans } from './negation';
import { isFiller, isGrammar } from './filler';
import { isEverydayWord } from '../heldWords';
import { BORDERLINE, CHILDHOOD, contextWordSpans, HISTORY_YEARS, labsIn, MILDER, NONE_SINCE, OUTGREW, PREGNANCY, PREGNANCY_ONLY, STILL } from './context';
import { noneSinceYears, OUTGROWN } from './contextRules';
import { overAt, statusInClause } from './status';

/** Kinds of fact with a borderline form, read as the milder one. */
const BORDERLINE_GROUPS: ReadonlySet<ConditionGroup> = new Set(['hypertension', 'diabetes', 'cholesterol']);

/** The clause's words as the phrase index reads them. */
interface Words {
  words: string[];
  written: string[];
  used: boolean[];
}

/** Names a lab reads are not diagnoses ("PSA undetectable" is no psoriatic arthritis). */
function withoutLabNames(matches: PhraseMatch<Condition>[], clause: string, words: readonly string[]) {
  const labs = labsIn(clause);
  if (labs.length === 0) return;
  const labWords = contextWordSpans(labs.map((l) => l.text).join(' '), words);
  for (let m = matches.length - 1; m >= 0; m--) {
    const match = matches[m] as PhraseMatch<Condition>;
    let inLab = true;
    for (let i = match.start; i < match.end; i++) inLab &&= labWords.has(i);
    if (inLab) matches.splice(m, 1);
  }
}

/** Facts no single phrase names: composites ("cannot bathe"), and metastatic cancer beside a cancer at stage IV or spread. */
function addComposites(state: ReadState, matches: PhraseMatch<Condition>[], w: Words, clause: string) {
  for (const { id, start, end } of compositeFacts(w.words, w.used)) {
    const condition = state.index.conditionById.get(id);
    if (condition) matches.push({ value: condition, text: condition.name, typos: 0, start, end });
  }
  const metastatic = state.index.conditionById.get('metastatic-cancer');
  const cancer = matches.find((m) => m.value.group === 'cancer' && m.value !== metastatic);
  if (metastatic && cancer && METASTATIC.test(clause) && !matches.some((m) => m.value === metastatic)) {
    matches.push({ value: metastatic, text: metastatic.name, typos: 0, start: cancer.start, end: cancer.end });
  }
}

/** What the clause as a whole says about its facts: over (pregnancy, childhood, resolved), now, graded by words. */
interface ClauseReading {
  clause: string;
  line: string;
  details: LineDetails;
  source: string;
  written: string[];
  pregnancy: boolean;
  childhood: boolean;
  resolved: boolean;
  now: boolean;
  ongoing: boolean;
  severityWords: string[];
  shift: number;
}

function readClauseWords(state: ReadState, clause: string, line: string, details: LineDetails, source: string, written: string[], matches: readonly PhraseMatch<Condition>[]): ClauseReading {
  // Of pregnancy only: "gestational", or "during pregnancy" with no word that it began then and went on ("type 2 diabetes diagnosed during pregnancy").
  const pregnancy = PREGNANCY.test(clause) && !STILL.test(clause) && (/\bgestational\b|pregnancy[- ]induced|pregnancy only/i.test(clause) || !/\b(?:diagnosed|dx|developed|started|began|type [12])\b/i.test(clause));
  // "Still", "now", "daily" anywhere on the line: the fact goes on ("asthma as a child, now on a daily inhaler").
  // "Childhood" says when it began; it is history only when the line says it ended ("outgrew it", "none since 12").
  const ended = OUTGREW.test(line) || NONE_SINCE.test(line);
  const longSince = NONE_SINCE.test(clause) && (noneSinceYears(clause, state.now, state.clientAge) ?? 0) >= HISTORY_YEARS;
  const childhood = ((CHILDHOOD.test(clause) && ended) || longSince) && !STILL.test(line);
  const resolved = RESOLVED.test(clause);
  const named = ` ${matches.map((m) => m.text.toLowerCase()).join(' ')} `;
  const severityWords = details.severity.filter((w) => !named.includes(` ${w.word} `));
  return {
    clause,
    line,
    details,
    source,
    written,
    pregnancy,
    childhood,
    resolved,
    now: NOW.test(clause),
    ongoing: !resolved && /^(?:since|from)\b/i.test(details.dateText ?? ''),
    severityWords: severityWords.map((w) => w.word),
    shift: severityShift(severityWords),
  };
}

/** "gestational diabetes 2015", "childhood asthma, none since age 12": history, not rated (only what can be outgrown, never a serious condition). */
function overNow(state: ReadState, r: ClauseReading, match: PhraseMatch<Condition>, condition: Condition): boolean {
  const over = condition.severity <= 2 && ((r.pregnancy && PREGNANCY_ONLY.includes(condition.group)) || (r.childhood && OUTGROWN.has(condition.id)));
  if (over) noteContext(state, 'history', `${match.text.toLowerCase()} (${r.pregnancy ? 'pregnancy only' : 'in childhood, not since'}): not rated`, r.clause);
  return over;
}

/**
 * "borderline high blood pressure", "pre-diabetic": the milder condition of its kind, at its mildest grade.
 * Only a kind that has a borderline form (blood pressure, sugar, cholesterol), not a serious one, and only
 * the word or two right before it: "pre-existing heart disease", "borderline personality disorder" are not.
 */
function borderline(state: ReadState, r: ClauseReading, match: PhraseMatch<Condition>, condition: Condition): ClientCondition | null {
  const leading = r.written.slice(Math.max(0, match.start - 2), match.start).join(' ');
  if (!BORDERLINE_GROUPS.has(condition.group) || condition.severity > 2 || !BORDERLINE.test(leading)) return null;
  const milder = state.index.conditionById.get(MILDER[condition.id] ?? '') ?? condition;
  const reads = milder === condition ? `${condition.name.toLowerCase()}, minor` : milder.name.toLowerCase();
  // The kind says "borderline" ("borderline: high blood pressure: read as prehypertension"): the text does not say it again.
  noteContext(state, 'borderline', `${match.text.toLowerCase()}: read as ${reads}`, r.clause);
  return { condition: milder, severity: 1, yearsAgo: 0, dateText: r.details.dateText, source: r.source, origin: 'listed', severityWords: [] };
}

/**
 * A fact as its clause dates and grades it. A chronic condition is present now whatever year it began,
 * unless the clause says it is over; a treatment or a stay said to be happening now ("currently",
 * "since 2019") is now; "was in the hospital in 2019" is a past stay, not the "in hospital now" knock-out.
 */
function datedFact(state: ReadState, r: ClauseReading, match: PhraseMatch<Condition>, written: Condition): ClientCondition {
  let condition = written;
  const status = condition.group === 'care' || condition.id === 'cancer-treatment';
  const event = (condition.course === 'event' || r.resolved) && !((r.now || r.ongoing) && status);
  const past = condition.id === 'hospitalised-now' && event && r.details.yearsAgo !== null && r.details.yearsAgo > 0;
  if (past) condition = state.index.conditionById.get('past-hospital-stay') ?? condition;
  // Words can grade a moderate condition down, never a serious one: "mild heart attack" is still one.
  const severity = clampSeverity(condition.severity + (r.shift < 0 && condition.severity >= 3 ? 0 : r.shift));
  return {
    condition,
    severity,
    yearsAgo: event ? r.details.yearsAgo : 0,
    dateText: r.details.dateText,
    source: r.source,
    origin: 'listed',
    severityWords: r.severityWords,
    ...(match.typos > 0 ? { matchedText: match.text } : {}),
  };
}

/** One name of the clause read in its light; the fact it adds, or null when it adds none. */
function readMatch(state: ReadState, r: ClauseReading, w: Words, match: PhraseMatch<Condition>, negated: (start: number, end: number) => boolean, evidence: string | null): ClientCondition | null {
  // "rehab for knee replacement", "hearing aids": words that are a condition only in context.
  if (!meantHere(match.value.id, match.text, w.words, match.start, match.end, r.clause, r.line)) return null;
  const condition = inClause(match.value, r.clause, state.index.conditionById);
  if (negated(match.start, match.end)) {
    state.ruledOut.push({ written: clip(r.clause), name: condition.name });
    return null;
  }
  if (evidence !== null && nextToEvidence(w.words, match.start, match.end)) {
    // "hepatitis B vaccine series completed 2019": the disease named is one the client does not have.
    state.ruledOut.push({ written: clip(r.clause), name: `${condition.name}: ${evidence}` });
    return null;
  }
  if (overNow(state, r, match, condition)) return null;
  const milder = borderline(state, r, match, condition);
  if (milder) return milder;
  const status = statusInClause(condition, r.clause, r.details, r.now, r.ongoing);
  if (status?.kind === 'denied') {
    // "independent in all ADLs": the status is what the clause says the client does not need.
    state.ruledOut.push({ written: clip(r.clause), name: `${condition.name} (not now)` });
    return null;
  }
  if (status?.kind === 'history') {
    noteContext(state, 'history', status.text, r.clause);
    return null;
  }
  if (status?.kind === 'over') return overAt(state, datedFact(state, r, match, condition), r.details);
  if (TEMPORARY.test(r.clause) && condition.group === 'care') {
    // "wheelchair for 6 weeks after knee replacement": not the chronic-illness knock-out.
    state.ruledOut.push({ written: clip(r.clause), name: `${condition.name} (temporary)` });
    return null;
  }
  return datedFact(state, r, match, condition);
}

/**
 * One clause: every condition in it, and the drugs named in passing. Every word no name, context rule
 * or filler took is added to `unknown`: none is dropped unsaid. Returns the facts it added.
 */
export function readConditionClause(state: ReadState, clause: string, details: LineDetails, source: string, unknown: string[], line = clause): { found: ClientCondition[]; understood: boolean } {
  const { words, written } = tokens(clause);
  const w: Words = { words, written, used: new Array<boolean>(words.length).fill(false) };
  // Exact names first (conditions, then drugs), then typos of the words left, then facts of several words.
  const matches = state.index.conditions.findExact(words, written, w.used);
  const medicines = state.index.medications.findExact(words, written, w.used);
  matches.push(...state.index.conditions.findTypos(words, w.used, state.conditionBudget, isGrammar, isEverydayWord));
  addComposites(state, matches, w, clause);
  // Words a context rule reads (context.ts) are understood.
  const contextual = contextWordSpans(clause, words);
  withoutLabNames(matches, clause, words);
  const negated = negatedSpans(words, w.used, [...matches, ...medicines]);
  const evidence = notADiagnosis(clause);
  const r = readClauseWords(state, clause, line, details, source, written, matches);
  const found: ClientCondition[] = [];
  for (const match of matches) {
    const fact = readMatch(state, r, w, match, negated, evidence);
    if (!fact) continue;
    addFact(state, fact);
    found.push(fact);
  }
  for (const medicine of medicines) {
    if (negated(medicine.start, medicine.end)) continue;
    state.pendingMedications.push({ written: source, medication: medicine.value, purpose: [] });
    if (HORMONE_DRUGS.has(medicine.value.id) && !FINISHED.test(clause)) state.hormoneDrugs.push(source);
  }
  const before = unknown.length;
  words.forEach((word, i) => {
    if (w.used[i] || isFiller(word) || contextual.has(i)) return;
    unknown.push(written[i] ?? word);
    if (negated(i, i + 1)) state.inDenial.add(word);
  });
  // A clause of harmless words and grammar only ("uses hearing aids", "left knee") is understood: nothing to underwrite.
  const harmless = unknown.length === before && words.some((word) => isFiller(word) && !isGrammar(word));
  return { found, understood: matches.length > 0 || medicines.length > 0 || harmless };
}
