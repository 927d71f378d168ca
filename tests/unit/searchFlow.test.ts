import { beforeEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { toastQueue } from '../../src/components/Toast/toastQueue';
import type { SearchClient, SearchOutcome } from '../../src/features/search/api';
import { SEARCH_ERROR_MESSAGE, resultsAtom, runSearchAtom, searchClientAtom } from '../../src/features/search/atoms';
import { allDeclinedForAge, readingForAge91, readingWithAmbiguity, sampleDeclines, sampleOffer, sampleProfile, sampleResults } from '../../src/mocks/fixtures';

const toasts = () => toastQueue.visibleToasts.map((t) => `${t.content.tone}: ${t.content.title}`);

function storeWith(search: SearchClient) {
  const store = createStore();
  store.set(searchClientAtom, { search });
  return store;
}

beforeEach(() => toastQueue.clear());

describe('the search flow', () => {
  it('starts ready, then loading, then results with the success toast', async () => {
    const store = storeWith(async () => ({ products: sampleResults.slice(0, 3), source: 'api' }));
    expect(store.get(resultsAtom)).toEqual({ status: 'ready' });
    const pending = store.set(runSearchAtom, sampleProfile);
    expect(store.get(resultsAtom)).toEqual({ status: 'loading' });
    await pending;
    expect(store.get(resultsAtom)).toMatchObject({ status: 'results', isSample: false });
    expect(toasts()).toEqual(['success: Found 3 matching insurance products']);
  });

  it('shows the empty state with the info toast', async () => {
    const store = storeWith(async () => ({ products: [], source: 'api' }));
    await store.set(runSearchAtom, sampleProfile);
    expect(store.get(resultsAtom)).toEqual({ status: 'empty' });
    expect(toasts()).toEqual(['info: No matching products found for this health profile']);
  });

  it('carries the declines and the reading of the full answer into the results and the empty state', async () => {
    const withOffers = storeWith(async () => ({ products: [sampleOffer], source: 'api', declined: sampleDeclines, reading: readingWithAmbiguity }));
    await withOffers.set(runSearchAtom, sampleProfile);
    expect(withOffers.get(resultsAtom)).toEqual({
      status: 'results',
      products: [sampleOffer],
      isSample: false,
      declined: sampleDeclines,
      reading: readingWithAmbiguity,
    });
    const none = storeWith(async () => ({ products: [], source: 'api', declined: allDeclinedForAge, reading: readingForAge91 }));
    await none.set(runSearchAtom, sampleProfile);
    expect(none.get(resultsAtom)).toEqual({ status: 'empty', declined: allDeclinedForAge, reading: readingForAge91 });
  });

  it('marks fallback products as samples; a failed call also raises its toast', async () => {
    const store = storeWith(async () => ({ products: sampleResults.slice(4), source: 'failed' }));
    await store.set(runSearchAtom, sampleProfile);
    expect(store.get(resultsAtom)).toMatchObject({ status: 'results', isSample: true });
    expect(toasts().sort()).toEqual([
      'error: Failed to process health data. Using fallback results.',
      'success: Found 1 matching insurance products',
    ]);
  });

  it('shows the inline error, clears the results and raises the failure toast when the flow throws', async () => {
    let fail = false;
    const store = storeWith(async () => {
      if (fail) throw new Error('boom');
      return { products: sampleResults, source: 'api' };
    });
    await store.set(runSearchAtom, sampleProfile);
    toastQueue.clear();
    fail = true;
    await store.set(runSearchAtom, sampleProfile);
    expect(store.get(resultsAtom)).toEqual({ status: 'error', message: SEARCH_ERROR_MESSAGE });
    expect(SEARCH_ERROR_MESSAGE).toBe('An error occurred while processing your search. Please try again.');
    expect(toasts()).toEqual(['error: Search failed. Please try again later.']);
  });

  it('lets the newest search win when an older answer arrives later', async () => {
    const answers: Array<(outcome: SearchOutcome) => void> = [];
    const store = storeWith(
      (_profile, options) =>
        new Promise<SearchOutcome>((resolve, reject) => {
          answers.push(resolve);
          options?.signal?.addEventListener('abort', () => reject(new DOMException('replaced', 'AbortError')));
        }),
    );
    const first = store.set(runSearchAtom, sampleProfile);
    const second = store.set(runSearchAtom, { ...sampleProfile, age: '60' });
    answers[1]!({ products: sampleResults.slice(0, 2), source: 'api' });
    await second;
    answers[0]!({ products: sampleResults, source: 'api' });
    await first;
    expect(store.get(resultsAtom)).toMatchObject({ status: 'results', products: sampleResults.slice(0, 2) });
    expect(toasts()).toEqual(['success: Found 2 matching insurance products']);
  });
});
