/**
 * A lookup asked for by its address (`/lookup?q=Eliquis`): a link an agent shared, or the field's
 * plain GET form sent before or without JavaScript. The server answers it with the lookup page
 * itself, rendered from the same React tree (src/app/prerender.tsx) after the same step as the
 * screen: the same client, with the server's own lookup handler as its fetch. The page carries this
 * state as data, and the browser seeds its store with it before hydrating, so the page it hydrates
 * is the page it got. Only the terms are read from the address: the client's details never are.
 */
import type { createStore } from 'jotai';
import type { LookupResultsState } from '../../components/LookupResults/LookupResults';
import { lookupQueryString, readLookupQuery, splitLookupTerms } from '../../contract';
import { lookUp } from './api';
import { LOOKUP_ERROR_MESSAGE, lookupMessagesAtom, lookupResultsAtom, lookupTextAtom, outcomeState } from './atoms';

export interface ServedLookup {
  /** The field as the page shows it: the terms joined by commas. */
  text: string;
  results: LookupResultsState;
  messages: Partial<Record<'q' | 'age' | 'sex' | 'tobacco', string>>;
}

/** The address's query for the field: its terms only (`q`), never the client's details. */
export function addressOfTerms(text: string): string {
  return lookupQueryString({ q: splitLookupTerms(text) });
}

/** The terms of an address as the field writes them. */
export function textOfAddress(params: URLSearchParams): string {
  return readLookupQuery(params).query.q.join(', ');
}

/** Looks up the terms of an address: what the screen does for a keystroke, as data. */
export async function answerServedLookup(params: URLSearchParams, fetchImpl: typeof fetch): Promise<ServedLookup> {
  const q = readLookupQuery(params).query.q;
  const text = q.join(', ');
  if (q.length === 0) return { text, results: { status: 'ready' }, messages: {} };
  try {
    const { results, messages } = outcomeState(await lookUp({ q }, { fetchImpl }), { status: 'ready' });
    return { text, results, messages };
  } catch {
    return { text, results: { status: 'error', message: LOOKUP_ERROR_MESSAGE }, messages: {} };
  }
}

type Store = ReturnType<typeof createStore>;

/** Puts a served lookup into a store: the server's before it renders, the browser's before it hydrates. */
export function seedServedLookup(store: Store, served: ServedLookup) {
  store.set(lookupTextAtom, served.text);
  store.set(lookupResultsAtom, served.results);
  store.set(lookupMessagesAtom, served.messages);
}

/** The id of the data a served lookup's page carries for the browser (src/app/prerender.tsx writes it). */
export const SERVED_LOOKUP_ID = 'served-lookup';

/** In the browser, before the screen first renders: a page the server answered starts the store from its answer. Taken once. */
export function takeServedLookup(store: Store) {
  const element = typeof document === 'undefined' ? null : document.getElementById(SERVED_LOOKUP_ID);
  if (!element?.textContent) return;
  element.remove();
  seedServedLookup(store, JSON.parse(element.textContent) as ServedLookup);
}
