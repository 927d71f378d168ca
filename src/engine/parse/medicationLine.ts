/**
 * One line of the medications box: the drugs on it, and every condition the line names (after
 * "for", in brackets, after a dash): what the drugs are for, and facts in their own right. The drugs
 * are settled later (settle.ts), once every condition is known.
 */
import { clip, tokens } from '../text';
import type { PhraseMatch } from '../phraseIndex';
import type { Condition } from '../types';
import { addFact, notUnderstood, type ReadState } from './facts';
import { readLineDetails } from './lineDetails';
import { HORMONE_DRUGS, meantHere, SEVERE_LUNG_USE } from './clauses';
import { negatedSpans } from './negation';
import { isFiller, isGrammar, isHarmless } from './filler';
import { contextWordSpans, STATED_USES } from './context';
import { TOBACCO_NAME_WORDS } from '../data/tobacco';
import { isEverydayWord } from '../heldWords';

/** "stopped insulin 2019", "no longer taking Biktarvy": not taken now. */
const STOPPED = /\b(?:stopped|discontinued|no longer|quit|off of|used to take)\b/i;

/**
 * A use stated in words that name no condition ("from the methadone clinic"): a fact, and what the
 * drugs are for. It is the treatment the drugs on the line are taken in now; returns those stated so.
 */
function statedUses(state: ReadState, line: string, stopped: boolean, named: PhraseMatch<Condition>[]): Set<Condition> {
  const statedNow = new Set<Condition>();
  for (const { words: stated, use } of STATED_USES) {
    const condition = stated.test(line) && !stopped ? state.index.conditionById.get(use) : undefined;
    if (condition && !named.some((m) => m.value === condition)) {
      named.push({ value: condition, text: condition.name, typos: 0, start: 0, end: 0 });
      statedNow.add(condition);
    }
  }
  return statedNow;
}

export function readMedicationLine(state: ReadState, line: string, aboutTobacco = false) {
  const source = clip(line);
  const { words, written } = tokens(line);
  const used = new Array<boolean>(words.length).fill(false);
  const medicines = state.index.medications.findExact(words, written, used);
  medicines.push(...state.index.medications.findTypos(words, used, state.medicationBudget, (word) => isGrammar(word) || isEverydayWord(word)));
  // "hearing aids", "rehab after knee surgery": words that are a condition only in context, read as the conditions line reads them.
  const named = state.index.conditions.findExact(words, written, used).filter((m) => meantHere(m.value.id, m.text, words, m.start, m.end, line, line));
  const negated = negatedSpans(words, used, [...medicines, ...named]);
  const stopped = STOPPED.test(line);
  // A drug named twice on its line ("methadone 80mg from the methadone clinic") is one drug taken.
  const taken = medicines.filter((m, i) => !stopped && !negated(m.start, m.end) && medicines.findIndex((o) => o.value === m.value) === i);
  const details = readLineDetails(line, state.now, state.clientAge);
  if (taken.some((m) => HORMONE_DRUGS.has(m.value.id))) state.hormoneDrugs.push(source);
  if (SEVERE_LUNG_USE.test(line) && !stopped) state.severeLung.push(source);
  const statedNow = statedUses(state, line, stopped, named);
  const purpose: Condition[] = [];
  for (const match of named) {
    if (negated(match.start, match.end)) continue;
    purpose.push(match.value);
    const event = match.value.course === 'event' && !statedNow.has(match.value);
    addFact(state, { condition: match.value, severity: match.value.severity, yearsAgo: event ? details.yearsAgo : 0, dateText: details.dateText, source, origin: 'listed', severityWords: [] });
  }
  const contextual = contextWordSpans(line, words);
  // A tobacco product's name on a line about tobacco ("Zyn 6 mg pouches") is the tobacco reader's.
  const known = (word: string, i: number) => used[i] || isFiller(word) || contextual.has(i) || (aboutTobacco && TOBACCO_NAME_WORDS.has(word));
  const unknown = words.flatMap((word, i) => (known(word, i) ? [] : [written[i] ?? word]));
  words.forEach((word, i) => {
    if (!known(word, i) && negated(i, i + 1)) state.inDenial.add(word);
  });
  if (medicines.length === 0 && named.length === 0) {
    // A line of harmless devices or body parts ("glucometer", "knee brace") says nothing; a word
    // known only beside a fact ("opioids", "sleep") says a drug is taken that is not named.
    if ((aboutTobacco || (words.some(isHarmless) && words.every((w) => isGrammar(w) || isHarmless(w)))) && unknown.length === 0) return;
    notUnderstood(state, 'medications', source, unknown, true);
    return;
  }
  if (unknown.length > 0) notUnderstood(state, 'medications', source, unknown, false);
  const statedFor = taken.length === 1 && /\bfor\b/i.test(line);
  for (const medicine of taken) state.pendingMedications.push({ written: source, medication: medicine.value, purpose, statedFor });
}
