/**
 * Status facts in time. Applications ask about the present ("Do you currently use oxygen?", "Are you
 * now confined to a nursing home?"), so a status word — help with daily living, a nursing home,
 * assisted living, home health care, a wheelchair, being bedridden, a hospital, oxygen — that its
 * line puts in the past or negates is not the present fact:
 *   - denied: "independent in all ADLs", "ADLs intact", "does all ADLs on his own": ruled out;
 *   - oxygen in a hospital ("on oxygen in the hospital only"): never home oxygen, history;
 *   - over: a past stay dated in the past ("short nursing-home rehab stay in 2019") or a word that
 *     it ended ("discharged", "none since", "no longer", "weaned off"), in its clause or the next:
 *     an event dated as written. Past two years it is history, read and not rated; within them (or
 *     with no date) it is the fact at that date, so the look-backs (and the "when?" question) judge it.
 * Each is a row of words; a new phrasing is a word added to a row.
 */
import { clip } from '../text';
import type { Condition } from '../types';
import { noteContext, type ClientCondition, type ReadState } from './facts';
import type { LineDetails } from './lineDetails';

const words = (...alternatives: string[]) => new RegExp(`\\b(?:${alternatives.join('|')})\\b`, 'i');

/** Facts the applications ask about in the present. */
export const isStatus = (condition: { id: string; group: string }) => condition.group === 'care' || condition.id === 'oxygen-use';

/** The status denied in its own clause. */
export const STATUS_DENIED = words(
  'independent(?:ly)?',
  'intact',
  'on (?:his|her|their|my) own',
  'by (?:himself|herself|themselves|myself)',
  'without (?:any )?(?:help|assistance|assist)',
  'needs? no (?:help|assistance)',
  'no (?:help|assistance) (?:needed|required)',
  '(?:does|do) not need',
  "(?:doesn|don)'?t need",
  'self[- ]sufficient',
);

/** Words that say the client cannot do it alone: "cannot bathe without help" is the status, whatever else the clause says. */
const UNABLE = /\b(?:cannot|can'?t|can not|unable to|dependent (?:on|for)|needs? (?:help|assistance)|requires? (?:help|assistance))\b/i;

/** Oxygen given in a hospital, not at home. */
export const IN_HOSPITAL = /\b(?:in|at|during|while in) (?:the )?(?:hospital|icu|er|emergency room)\b|\bwhile (?:hospitali[sz]ed|admitted|inpatient)\b|\bduring (?:a |the |my |his |her )?(?:hospital stay|admission|hospitali[sz]ation|surgery|stay)\b/i;

/** Words of a stay that was (with a past date in its clause, the status is over). */
export const STATUS_PAST = words('was', 'were', 'used(?: to)?', 'had', 'needed', 'required', 'stay(?:ed|s)?', 'short', 'brief', 'temporar\\w*', 'rehab\\w*', 'respite', 'recovered', 'previously', 'formerly', 'in the past');

/** Words that say the status ended, dated or not, in its clause or the next. */
export const STATUS_ENDED = words('none since', 'not since', 'no longer', 'discharged', 'released', 'weaned(?: off)?', 'off (?:it|oxygen|o2) (?:since|now)', '(?:went|sent|came|back|returned) home', 'moved out', 'not anymore', 'no more', 'none after');

/** Past this many years a status that ended is history (the longest care look-back in the catalog is 2 years). */
export const STATUS_YEARS = 2;

/** How a status reads in its clause: present (null), ruled out, history, or over at a date. */
export type StatusReading = { kind: 'denied' } | { kind: 'history'; text: string } | { kind: 'over' } | null;

/** A status fact read in its own clause. `now`, `ongoing`: the clause says it holds now ("currently", "since 2019"). */
export function statusInClause(condition: Condition, clause: string, details: LineDetails, now: boolean, ongoing: boolean): StatusReading {
  if (!isStatus(condition)) return null;
  const name = condition.name.toLowerCase();
  if (STATUS_DENIED.test(clause) && !UNABLE.test(clause)) return { kind: 'denied' };
  if (condition.id === 'oxygen-use' && IN_HOSPITAL.test(clause)) return { kind: 'history', text: `${name}: oxygen in the hospital only, not at home` };
  if (now || ongoing) return null;
  const pastDated = details.yearsAgo !== null && details.yearsAgo > 0 && STATUS_PAST.test(clause);
  if (!pastDated && !STATUS_ENDED.test(clause)) return null;
  if (details.yearsAgo !== null && details.yearsAgo >= STATUS_YEARS) return { kind: 'history', text: `${name} ${details.dateText ?? ''}: in the past, not now`.replace('  ', ' ') };
  return { kind: 'over' };
}

/** The fact a status that is over becomes: a past hospital stay for a hospital, else the status at its date (an event). */
export function overAt(state: ReadState, fact: ClientCondition, date: LineDetails | null): ClientCondition {
  const condition = fact.condition.id === 'hospitalised-now' ? (state.index.conditionById.get('past-hospital-stay') ?? fact.condition) : fact.condition;
  const severity = condition === fact.condition ? fact.severity : condition.severity;
  return { ...fact, condition, severity, yearsAgo: date?.yearsAgo ?? null, dateText: date?.dateText ?? null };
}

/**
 * A clause that ends the status facts of the clause before ("on oxygen in the hospital only, none since";
 * "nursing home after the fall, discharged 2024"), when it names no other fact. Returns whether it did.
 */
export function statusEndedAfter(state: ReadState, clause: string, details: LineDetails, read: readonly ClientCondition[], subject: { found: readonly ClientCondition[]; details: LineDetails | null }): boolean {
  if (!STATUS_ENDED.test(clause) || read.some((f) => !isStatus(f.condition))) return false;
  let ended = false;
  // Dated by its own clause, or by the date the status was written with.
  const date = details.yearsAgo !== null ? details : subject.details?.yearsAgo != null ? subject.details : null;
  for (const fact of subject.found) {
    if (!isStatus(fact.condition) || state.byId.get(fact.condition.id) !== fact || (fact.yearsAgo ?? 0) > 0) continue;
    state.byId.delete(fact.condition.id);
    if (date?.yearsAgo != null && date.yearsAgo >= STATUS_YEARS) {
      noteContext(state, 'history', `${fact.condition.name.toLowerCase()} ${date.dateText ?? ''}: in the past, not now`.replace('  ', ' '), clause);
    } else {
      const over = overAt(state, fact, date);
      state.byId.set(over.condition.id, over);
      noteContext(state, 'history', `${fact.condition.name.toLowerCase()}: over (${clip(clause, 30)}), not now`, clause);
    }
    ended = true;
  }
  return ended;
}
