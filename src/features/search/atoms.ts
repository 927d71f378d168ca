/**
 * Search state. It lives in the app's jotai store, so the form and the last results survive a visit
 * to another page, and the form, the results and the view are kept for the tab in sessionStorage
 * (savedSearch.ts), so they survive a reload too; health data never goes into storage that outlives
 * the tab, nor into the address. "New client" clears all of it (its Undo holds the last client in memory only).
 */
import { atom, type Getter, type Setter } from 'jotai';
import { RESET } from 'jotai/utils';
import { asQuoted, emptyHealthProfile, type HealthProfileErrors, type HealthProfileValues } from '../../components/HealthProfileForm/HealthProfileForm';
import type { SearchResultsState } from '../../components/SearchResults/SearchResults';
import { noFilters, type ResultFilters, type ResultLayout, type ResultSort } from '../../components/SearchResults/view';
import { toast, toastQueue, type ToastMessage } from '../../components/Toast/toastQueue';
import { searchProducts, type SearchClient, type SearchOutcome } from './api';
import { healthProfileSchema, type Answers, type HealthProfile } from '../../contract';
import { sessionAtom } from '../sessionAtom';
import { savedKeys } from './savedKeys';
import { clearedMessage, clearedParts, type ClientState } from './clientCleared';
import { formValuesSchema, givenAnswersSchema, resultsStateSchema, resultsViewSchema, searchedProfileSchema, searchedValuesSchema } from './savedSearch';

export const SEARCH_ERROR_MESSAGE = 'An error occurred while processing your search. Please try again.';

export const profileAtom = sessionAtom<HealthProfileValues>(savedKeys.form, formValuesSchema, emptyHealthProfile);

export const resultsAtom = sessionAtom<SearchResultsState>(savedKeys.results, resultsStateSchema, { status: 'ready' });

/** The profile the shown results answer (for the printed summary): kept for the tab, like the form. */
export const searchedProfileAtom = sessionAtom<HealthProfile | null>(savedKeys.searched, searchedProfileSchema, null);

/**
 * The agent's answers to the read-back's questions, by question id, with the health text they
 * answer: in memory only, like the form. They join the profile: sent with every search while the
 * medications and conditions are as they were answered, and printed in the summary. A change to
 * either text (another client, or the same client's profile rewritten) starts the answers afresh,
 * so an answer can never carry over to facts it was not given for.
 */
export interface GivenAnswers {
  answers: Answers;
  /** The medications and conditions as they were when answered (trimmed). */
  for: { medications: string; medicalConditions: string } | null;
}

export const answersAtom = sessionAtom<GivenAnswers>(savedKeys.answers, givenAnswersSchema, { answers: {}, for: null });

const healthText = (values: Pick<HealthProfileValues, 'medications' | 'medicalConditions'>) => ({
  medications: values.medications.trim(),
  medicalConditions: values.medicalConditions.trim(),
});

/** The answers that still belong to these values: none once the health text changed. */
export function answersFor(given: GivenAnswers, values: Pick<HealthProfileValues, 'medications' | 'medicalConditions'>): Answers {
  const text = healthText(values);
  return given.for !== null && given.for.medications === text.medications && given.for.medicalConditions === text.medicalConditions ? given.answers : {};
}

/** The form's values the shown results were searched with (as quoted): the results are out of date once the form differs. */
export const searchedValuesAtom = sessionAtom<HealthProfileValues | null>(savedKeys.searchedValues, searchedValuesSchema, null);

/** The form differs from what the shown results were searched with. */
export const resultsStaleAtom = atom((get) => {
  const searched = get(searchedValuesAtom);
  if (searched === null) return false;
  const results = get(resultsAtom);
  if (results.status !== 'results' && results.status !== 'empty') return false;
  return !sameValues(asQuoted(get(profileAtom)), searched);
});

const sameValues = (a: HealthProfileValues, b: HealthProfileValues) =>
  (Object.keys({ ...a, ...b }) as (keyof HealthProfileValues)[]).every((key) => (typeof a[key] === 'string' ? (a[key] as string).trim() : a[key]) === (typeof b[key] === 'string' ? (b[key] as string).trim() : b[key]));

/** Counts the searches answered: the screen moves focus to the results' heading on each. */
export const searchedAtom = atom(0);

/** The view with only the compare ticks of products still offered. */
function keptFor(view: ResultsView, ids: ReadonlySet<string>): ResultsView {
  const compared = view.compared.filter((c) => ids.has(c));
  return { ...view, compared, message: undefined };
}

/** Results worked out again for an answer are on their way: the shown ones stay until they come. */
export const updatingAtom = atom(false);

/**
 * How the agent is looking at the results: the order, cards or list, the filters, and the products
 * chosen to compare. All of it holds across a new search (the compare ticks for the products still offered).
 */
export interface ResultsView {
  sort: ResultSort;
  compared: readonly string[];
  layout: ResultLayout;
  filters: ResultFilters;
  /** Said when a fourth product to compare is refused. */
  message?: string;
}

export const initialResultsView: ResultsView = { sort: 'score', compared: [], layout: 'cards', filters: noFilters };

export const resultsViewAtom = sessionAtom<ResultsView>(savedKeys.view, resultsViewSchema, initialResultsView);

/** Ticks or unticks a product to compare: two or three at a time, a fourth refused with a message. */
export const toggleCompareAtom = atom(null, (get, set, id: string, isSelected: boolean, max: number) => {
  const view = get(resultsViewAtom);
  const others = view.compared.filter((c) => c !== id);
  if (isSelected && others.length >= max) {
    set(resultsViewAtom, { ...view, message: `You can compare at most ${max} products: untick one to choose another.` });
    return;
  }
  set(resultsViewAtom, { ...view, compared: isSelected ? [...others, id] : others, message: undefined });
});

/** Errors the form shows from its first render: the server's answer to a posted profile (postedSearch.ts). */
export const initialFormErrorsAtom = atom<HealthProfileErrors>({});

/** What a search's outcome shows: the results state and the toasts that say it (docs/product.md §5.3). */
export function answerState(outcome: SearchOutcome): { results: SearchResultsState; toasts: ToastMessage[] } {
  const toasts: ToastMessage[] = [];
  if (outcome.source === 'failed') toasts.push({ tone: 'error', title: 'Failed to process health data. Using fallback results.' });
  // The products not offered and how the profile was read come only with the full answer.
  const details = {
    ...(outcome.declined ? { declined: outcome.declined } : {}),
    ...(outcome.reading ? { reading: outcome.reading } : {}),
  };
  if (outcome.products.length === 0) {
    toasts.push({ tone: 'info', title: 'No matching products found for this health profile' });
    return { results: { status: 'empty', ...details }, toasts };
  }
  // The products found are those that write what was asked (all of them without a quote), as the results' heading counts them.
  const found = outcome.products.filter((p) => !p.quote || p.quote.inRange).length;
  toasts.push({ tone: 'success', title: `Found ${found} matching insurance products` });
  return { results: { status: 'results', products: outcome.products, isSample: outcome.source !== 'api', ...details }, toasts };
}

/** The client the screen uses; stories and tests put a failing one here. */
export const searchClientAtom = atom<{ search: SearchClient }>({ search: searchProducts });

const inflightAtom = atom<AbortController | null>(null);

/** The profile with the agent's answers, when there are any. */
const withAnswers = (values: HealthProfileValues | HealthProfile, answers: Answers) =>
  Object.keys(answers).length > 0 ? { ...values, answers } : { ...values, answers: undefined };

/**
 * An answer given (or cleared, with null) in the read-back: the results are worked out again at once
 * for the profile they answer, with the answer joined to it. The shown results stay, marked as
 * updating, until the new ones come; the order and the products chosen to compare stay as they were.
 * If the search cannot be reached the answer is taken back and the results stay as they were.
 */
export const answerQuestionAtom = atom(null, async (get, set, id: string, value: string | null) => {
  const searched = get(searchedProfileAtom);
  if (searched === null) return;
  const previous = get(answersAtom);
  // Only the questions the shown results ask can be answered: the answers stay few and current.
  const shown = get(resultsAtom);
  const asked = new Set(shown.status === 'results' || shown.status === 'empty' ? (shown.reading?.questions.map((q) => q.id) ?? []) : []);
  const kept = Object.fromEntries(Object.entries(answersFor(previous, searched)).filter(([key]) => key !== id && asked.has(key)));
  const answers: Answers = value === null ? kept : { ...kept, [id]: value };
  set(answersAtom, { answers, for: healthText(searched) });
  get(inflightAtom)?.abort();
  const controller = new AbortController();
  set(inflightAtom, controller);
  set(updatingAtom, true);
  try {
    const profile = healthProfileSchema.parse(withAnswers(searched, answers));
    const outcome = await get(searchClientAtom).search(profile, { signal: controller.signal });
    if (controller.signal.aborted) return;
    if (outcome.source !== 'api') throw new Error('The search answered with its fallback');
    set(searchedProfileAtom, profile);
    const answered = answerState(outcome);
    set(resultsAtom, answered.results);
    // The products chosen to compare that are still offered stay chosen.
    const ids = new Set(outcome.products.map((p) => p.id));
    set(resultsViewAtom, (view) => keptFor(view, ids));
  } catch {
    if (controller.signal.aborted) return;
    set(answersAtom, previous);
    // The same results, their questions as new objects: a choice shown ahead of the answer is taken back.
    set(resultsAtom, (r) => (r.status === 'results' || r.status === 'empty') && r.reading ? { ...r, reading: { ...r.reading, questions: r.reading.questions.map((q) => ({ ...q })) } } : r);
    toast.error('Could not update the results for that answer. Please try again.');
  } finally {
    if (get(inflightAtom) === controller) {
      set(inflightAtom, null);
      set(updatingAtom, false);
    }
  }
});

/**
 * Ends the search work this store has in flight (a search, or the update for an answer): its answer
 * is dropped, and nothing is shown or said for it. The app never needs it (its one store lives as
 * long as the page, and a search started before leaving the screen still lands); the workbench calls
 * it when a story is torn down, so a story's search can never answer into the next story.
 */
export const stopSearchAtom = atom(null, (get, set) => {
  get(inflightAtom)?.abort();
  set(inflightAtom, null);
  set(updatingAtom, false);
});

/**
 * The toasts that said the last search's answer ("Found N matching insurance products"): a newer
 * answer's replace them, as its results replace theirs. Two searches in a row (a submit and then
 * another) showed both, the older telling of results no longer on the screen.
 */
const searchToastsAtom = atom<readonly string[]>([]);

/** Runs one search: the flow of docs/product.md §5.3, where a newer search always wins over an older answer. */
export const runSearchAtom = atom(null, async (get, set, values: HealthProfileValues) => {
  get(inflightAtom)?.abort();
  const controller = new AbortController();
  set(inflightAtom, controller);
  set(updatingAtom, false);
  set(resultsAtom, { status: 'loading' });
  set(searchedProfileAtom, null);
  set(searchedValuesAtom, null);

  try {
    const profile = healthProfileSchema.parse(withAnswers(values, answersFor(get(answersAtom), values)));
    const outcome = await get(searchClientAtom).search(profile, { signal: controller.signal });
    if (controller.signal.aborted) return;
    set(searchedProfileAtom, profile);
    set(searchedValuesAtom, values);
    const answered = answerState(outcome);
    set(resultsAtom, answered.results);
    // The sort, the view and the filters hold; the compare ticks hold for the products still offered.
    set(resultsViewAtom, (view) => keptFor(view, new Set(outcome.products.map((p) => p.id))));
    set(searchedAtom, (n) => n + 1);
    say(get, set, answered.toasts);
  } catch {
    if (controller.signal.aborted) return;
    set(resultsAtom, { status: 'error', message: SEARCH_ERROR_MESSAGE });
    say(get, set, [{ tone: 'error', title: 'Search failed. Please try again later.' }]);
  } finally {
    if (get(inflightAtom) === controller) set(inflightAtom, null);
  }
});

/** Says a search's answer in toasts, in place of what the previous answer said. */
function say(get: Getter, set: Setter, messages: readonly ToastMessage[]) {
  for (const key of get(searchToastsAtom)) toastQueue.close(key);
  set(searchToastsAtom, messages.map((message) => toast[message.tone](message.title)));
}

/** The last client, held in memory only for New client's Undo (never written to storage unless undone), and its toast. */
const heldClientAtom = atom<{ client: ClientState; toast: string } | null>(null);

const clientOf = (get: Getter): ClientState => ({
  profile: get(profileAtom),
  results: get(resultsAtom),
  searchedProfile: get(searchedProfileAtom),
  searchedValues: get(searchedValuesAtom),
  answers: get(answersAtom),
  view: get(resultsViewAtom),
});

const dropInflight = (get: Getter, set: Setter) => {
  get(inflightAtom)?.abort();
  set(inflightAtom, null);
  set(updatingAtom, false);
};

/** Forgets the client held for Undo and closes its toast: the toast's time is up, or the page is left. */
export const forgetHeldClientAtom = atom(null, (get, set) => {
  const held = get(heldClientAtom);
  if (!held) return;
  set(heldClientAtom, null);
  toastQueue.close(held.toast);
});

/**
 * "New client": the form, the results, the answers and the view back to the start, and nothing of
 * the last client left in the tab's storage. A search or an update in flight is dropped. The toast
 * says what was cleared and offers Undo while it shows; the last client waits for it in this
 * page's memory only, and is forgotten when the toast closes or the page is left.
 */
export const newClientAtom = atom(null, (get, set) => {
  dropInflight(get, set);
  set(forgetHeldClientAtom);
  const last = clientOf(get);
  set(profileAtom, RESET);
  set(resultsAtom, RESET);
  set(searchedProfileAtom, RESET);
  set(searchedValuesAtom, RESET);
  set(answersAtom, RESET);
  set(resultsViewAtom, RESET);
  set(initialFormErrorsAtom, {});
  const parts = clearedParts(last);
  if (parts.length === 0) return;
  const forget = () => set(forgetHeldClientAtom);
  const key = toast.info(clearedMessage(parts), { action: { label: 'Undo', onAction: () => set(undoNewClientAtom) }, onClose: forget });
  set(heldClientAtom, { client: last, toast: key });
  // Left, even into the back/forward cache: the Undo goes with the page, and the client with it.
  if (typeof window !== 'undefined') window.addEventListener('pagehide', forget, { once: true });
});

/** New client's Undo: the last client back as it was, and kept for the tab again. */
export const undoNewClientAtom = atom(null, (get, set) => {
  const held = get(heldClientAtom);
  if (!held) return;
  set(forgetHeldClientAtom);
  dropInflight(get, set);
  const { client } = held;
  set(profileAtom, client.profile);
  set(resultsAtom, client.results);
  set(searchedProfileAtom, client.searchedProfile);
  set(searchedValuesAtom, client.searchedValues);
  set(answersAtom, client.answers);
  set(resultsViewAtom, client.view);
});
