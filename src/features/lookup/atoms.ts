/**
 * Lookup state, in the app's jotai store: the field's line, the client's details, the answer shown
 * and the run. Each change of the field asks again; a newer ask aborts the one in flight, so only
 * the latest keystroke's answer is shown. In memory only: the terms live in the address as well
 * (a link an agent can share); the client's details never do.
 */
import { atom } from 'jotai';
import { emptyLookupProfile, type LookupProfile } from '../../components/LookupField/LookupField';
import type { LookupResultsState } from '../../components/LookupResults/LookupResults';
import { splitLookupTerms, type LookupQuery, type LookupSuggestion } from '../../contract';
import { lookUp, type LookupClient, type LookupOutcome } from './api';
import { shareAnswer } from './shareAnswer';

export const LOOKUP_ERROR_MESSAGE = 'The lookup could not be answered. Please try again.';

/** The field as typed: "Eliquis, stroke 2022". */
export const lookupTextAtom = atom('');

export const lookupProfileAtom = atom<LookupProfile>(emptyLookupProfile);

export const lookupResultsAtom = atom<LookupResultsState>({ status: 'ready' });

/** The endpoint's messages for a refused lookup, by parameter: shown at their fields. */
export const lookupMessagesAtom = atom<Extract<LookupOutcome, { kind: 'invalid' }>['messages']>({});

/** The names to suggest: those for the term being typed (the last), while it is not found yet (one list while it is the same). */
export const lookupSuggestionsAtom = atom((get) => {
  const results = get(lookupResultsAtom);
  const last = results.status === 'answer' ? results.answer.terms[results.answer.terms.length - 1] : undefined;
  return last?.read === 'not-found' ? last.suggestions : noSuggestions;
});

const noSuggestions: readonly LookupSuggestion[] = [];

/** The client the run calls (stories and tests put their own here). */
export const lookupClientAtom = atom<{ lookUp: LookupClient }>({ lookUp });

/** The lookup in flight, to abort when a newer one starts or the screen's store is torn down. */
const inFlightAtom = atom<AbortController | null>(null);

/** The request for the field and the client's details: age, sex and tobacco only when given. */
export function lookupQuery(text: string, profile: LookupProfile): LookupQuery {
  return {
    q: splitLookupTerms(text),
    ...(profile.age.trim() ? { age: profile.age.trim() } : {}),
    ...(profile.sex ? { sex: profile.sex } : {}),
    ...(profile.tobacco ? { tobacco: 'yes' } : {}),
  };
}

/**
 * What a lookup's outcome shows: the answer (sharing every part equal to the shown answer's, so
 * what did not change is not rendered again), or the messages at their fields with the last answer kept.
 */
export function outcomeState(outcome: LookupOutcome, shown: LookupResultsState): { results: LookupResultsState; messages: Extract<LookupOutcome, { kind: 'invalid' }>['messages'] } {
  if (outcome.kind === 'answer') return { results: { status: 'answer', answer: shareAnswer(shown.status === 'answer' ? shown.answer : null, outcome.answer) }, messages: noMessages };
  return { results: shown.status === 'answer' ? { status: 'answer', answer: shown.answer } : { status: 'ready' }, messages: outcome.messages };
}

/** No messages: one object, so the field is not rendered again for a new empty one. */
const noMessages: Extract<LookupOutcome, { kind: 'invalid' }>['messages'] = {};

/** How long a new answer may take before the one shown is marked updating (aria-busy, dimmed). */
export const UPDATING_AFTER_MS = 300;

/**
 * Asks for the field as it is now: nothing typed shows the ready prompt; an answer shown stays until
 * the new one comes, marked updating if that takes longer than `UPDATING_AFTER_MS`.
 */
export const runLookupAtom = atom(null, async (get, set) => {
  get(inFlightAtom)?.abort();
  const query = lookupQuery(get(lookupTextAtom), get(lookupProfileAtom));
  if (query.q.length === 0) {
    set(inFlightAtom, null);
    set(lookupResultsAtom, { status: 'ready' });
    set(lookupMessagesAtom, noMessages);
    return;
  }
  const controller = new AbortController();
  set(inFlightAtom, controller);
  // With nothing shown yet the wait says so at once. An answer shown stays as it is while the next
  // one comes (most come within a frame or two of the keystroke: marking it would paint the whole
  // answer twice for each key); it is marked updating only once the wait is one an agent notices.
  let busyTimer: ReturnType<typeof setTimeout> | undefined;
  if (get(lookupResultsAtom).status !== 'answer') set(lookupResultsAtom, { status: 'loading' });
  else
    busyTimer = setTimeout(() => {
      const shown = get(lookupResultsAtom);
      if (!controller.signal.aborted && get(inFlightAtom) === controller && shown.status === 'answer') set(lookupResultsAtom, { ...shown, isUpdating: true });
    }, UPDATING_AFTER_MS);
  try {
    const outcome = await get(lookupClientAtom).lookUp(query, { signal: controller.signal });
    if (controller.signal.aborted) return;
    const { results, messages } = outcomeState(outcome, get(lookupResultsAtom));
    set(lookupResultsAtom, results);
    set(lookupMessagesAtom, messages);
  } catch {
    if (controller.signal.aborted) return;
    set(lookupResultsAtom, { status: 'error', message: LOOKUP_ERROR_MESSAGE });
  } finally {
    clearTimeout(busyTimer);
    if (get(inFlightAtom) === controller) set(inFlightAtom, null);
  }
});

/** Ends a lookup in flight: the workbench calls it when a story's store is torn down. */
export const stopLookupAtom = atom(null, (get, set) => {
  get(inFlightAtom)?.abort();
  set(inFlightAtom, null);
});
