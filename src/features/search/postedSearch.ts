/**
 * A health profile posted by the prerendered search form: pressed before the app owned the page, or
 * in a browser without JavaScript. The server answers it with the search page itself, rendered from
 * the same React tree (src/app/prerender.tsx) after the same steps as the screen: the form's
 * validation, then the same client (with the server's own search handler as its fetch, fallbacks
 * included). The page carries this state as data, and the browser seeds its store with it before
 * hydrating, so the page it hydrates is the page it got.
 */
import type { createStore } from 'jotai';
import { asQuoted, profileValuesFromFields, type HealthProfileErrors, type HealthProfileValues } from '../../components/HealthProfileForm/HealthProfileForm';
import type { SearchResultsState } from '../../components/SearchResults/SearchResults';
import { toast, type ToastMessage } from '../../components/Toast/toastQueue';
import { healthProfileSchema, validateHealthProfile, type HealthProfile } from '../../contract';
import { searchProducts } from './api';
import { SEARCH_ERROR_MESSAGE, answerState, initialFormErrorsAtom, profileAtom, resultsAtom, resultsViewAtom, searchedProfileAtom, searchedValuesAtom } from './atoms';

export interface PostedSearch {
  /** The form as it was sent. */
  values: HealthProfileValues;
  /** A message per invalid field; none when the profile was searched. */
  errors: HealthProfileErrors;
  results: SearchResultsState;
  /** The profile the results answer (for the printed summary). */
  searched: HealthProfile | null;
  /** What the screen would have said in toasts: raised once the app runs. */
  toasts: ToastMessage[];
}

/** Validates and searches a posted form: what the screen does for a submit, as data. */
export async function answerPostedForm(fields: URLSearchParams, fetchImpl: typeof fetch): Promise<PostedSearch> {
  const values = profileValuesFromFields(fields);
  const errors = validateHealthProfile(asQuoted(values));
  if (Object.keys(errors).length > 0) return { values, errors, results: { status: 'ready' }, searched: null, toasts: [] };
  const profile = healthProfileSchema.parse(asQuoted(values));
  try {
    const { results, toasts } = answerState(await searchProducts(profile, { fetchImpl }));
    return { values, errors, results: results.status === 'results' ? { ...results, isWhole: true } : results, searched: profile, toasts };
  } catch {
    return { values, errors, results: { status: 'error', message: SEARCH_ERROR_MESSAGE }, searched: null, toasts: [{ tone: 'error', title: 'Search failed. Please try again later.' }] };
  }
}

type Store = ReturnType<typeof createStore>;

/** Puts a posted search into a store: the server's before it renders, the browser's before it hydrates. */
export function seedPostedSearch(store: Store, posted: PostedSearch) {
  store.set(profileAtom, posted.values);
  store.set(initialFormErrorsAtom, posted.errors);
  store.set(resultsAtom, posted.results);
  store.set(searchedProfileAtom, posted.searched);
  store.set(searchedValuesAtom, posted.searched ? asQuoted(posted.values) : null);
  // The results as the compact list, every product one row: the page a server renders for each
  // posted form costs a fraction of the cards (docs/production.md), and the agent switches to cards
  // in place once the app runs.
  if (posted.results.status === 'results') store.set(resultsViewAtom, { ...store.get(resultsViewAtom), layout: 'list' });
}

/** The id of the data a posted search's page carries for the browser (src/app/prerender.tsx writes it). */
export const POSTED_SEARCH_ID = 'posted-search';

/**
 * In the browser, before the screen first renders: if the page is the server's answer to a posted
 * search, the store starts from that answer (so the page hydrates as it was sent) and its toasts are
 * raised. The data is taken once.
 */
export function takePostedSearch(store: Store) {
  const element = typeof document === 'undefined' ? null : document.getElementById(POSTED_SEARCH_ID);
  if (!element?.textContent) return;
  element.remove();
  const posted = JSON.parse(element.textContent) as PostedSearch;
  seedPostedSearch(store, posted);
  for (const message of posted.toasts) toast[message.tone](message.title);
}
