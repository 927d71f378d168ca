import { beforeEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { toastQueue } from '../../src/components/Toast/toastQueue';
import type { SearchClient, SearchOutcome } from '../../src/features/search/api';
import { SEARCH_ERROR_MESSAGE, answerQuestionAtom, answersAtom, resultsAtom, runSearchAtom, searchClientAtom, stopSearchAtom, updatingAtom } from '../../src/features/search/atoms';
import type { HealthProfile } from '../../src/contract';
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

describe('a store whose search work is stopped (a story torn down)', () => {
  /** A client whose answers come when the test says, and that honours its signal as fetch does. */
  function held() {
    const answers: Array<(outcome: SearchOutcome) => void> = [];
    const search: SearchClient = (_profile, options) =>
      new Promise<SearchOutcome>((resolve, reject) => {
        answers.push(resolve);
        options?.signal?.addEventListener('abort', () => reject(new DOMException('stopped', 'AbortError')));
      });
    return { answers, search };
  }

  it('drops a search in flight: its answer, whatever it is, shows nothing and says nothing', async () => {
    for (const outcome of [
      { products: sampleResults.slice(0, 2), source: 'api' },
      { products: sampleResults.slice(4), source: 'failed' },
      { products: [], source: 'api' },
    ] as SearchOutcome[]) {
      toastQueue.clear();
      const client = held();
      const store = storeWith(client.search);
      const pending = store.set(runSearchAtom, sampleProfile);
      store.set(stopSearchAtom);
      client.answers[0]!(outcome);
      await pending;
      expect(store.get(resultsAtom)).toEqual({ status: 'loading' });
      expect(toasts()).toEqual([]);
    }
  });

  it('drops an answer\'s update in flight: no toast, no longer marked as updating', async () => {
    const client = held();
    const store = storeWith(client.search);
    const first = store.set(runSearchAtom, sampleProfile);
    client.answers[0]!({ products: [sampleOffer], source: 'api', reading: readingWithAmbiguity });
    await first;
    toastQueue.clear();
    const update = store.set(answerQuestionAtom, 'use:apixaban', 'deep-vein-thrombosis');
    expect(store.get(updatingAtom)).toBe(true);
    store.set(stopSearchAtom);
    expect(store.get(updatingAtom)).toBe(false);
    client.answers[1]!({ products: [], source: 'api' });
    await update;
    expect(store.get(resultsAtom)).toMatchObject({ status: 'results', products: [sampleOffer] });
    expect(toasts()).toEqual([]);
  });

  it('is harmless with nothing in flight, and the store searches again afterwards', async () => {
    const store = storeWith(async () => ({ products: sampleResults.slice(0, 3), source: 'api' }));
    store.set(stopSearchAtom);
    await store.set(runSearchAtom, sampleProfile);
    expect(store.get(resultsAtom)).toMatchObject({ status: 'results' });
    expect(toasts()).toEqual(['success: Found 3 matching insurance products']);
  });
});

describe('answers given in the read-back', () => {
  /** A client that records what each search sent, and answers with the ambiguous reading. */
  function recording(fail = () => false) {
    const sent: HealthProfile[] = [];
    const search: SearchClient = async (profile) => {
      sent.push(profile);
      if (fail()) return { products: sampleResults.slice(4), source: 'failed' };
      return { products: [sampleOffer], source: 'api', declined: sampleDeclines, reading: readingWithAmbiguity };
    };
    return { sent, store: storeWith(search) };
  }

  it('re-runs the search at once with the answer, and sends it with the next search of the same profile', async () => {
    const { sent, store } = recording();
    await store.set(runSearchAtom, sampleProfile);
    await store.set(answerQuestionAtom, 'use:apixaban', 'deep-vein-thrombosis');
    expect(sent.at(-1)?.answers).toEqual({ 'use:apixaban': 'deep-vein-thrombosis' });
    expect(store.get(updatingAtom)).toBe(false);
    await store.set(runSearchAtom, { ...sampleProfile, weight: '181' });
    expect(sent.at(-1)?.answers).toEqual({ 'use:apixaban': 'deep-vein-thrombosis' });
    // Cleared: gone from the next search.
    await store.set(answerQuestionAtom, 'use:apixaban', null);
    expect(sent.at(-1)?.answers).toBeUndefined();
  });

  it('starts afresh when the medications or conditions change: an answer never carries over to other facts', async () => {
    const { sent, store } = recording();
    await store.set(runSearchAtom, sampleProfile);
    await store.set(answerQuestionAtom, 'use:apixaban', 'deep-vein-thrombosis');
    await store.set(runSearchAtom, { ...sampleProfile, medications: 'Eliquis 5 mg\nmetoprolol' });
    expect(sent.at(-1)?.answers).toBeUndefined();
    await store.set(runSearchAtom, { ...sampleProfile, medicalConditions: 'heart attack' });
    expect(sent.at(-1)?.answers).toBeUndefined();
  });

  it('keeps only answers to questions the shown results ask, so they stay few', async () => {
    const { sent, store } = recording();
    await store.set(runSearchAtom, sampleProfile);
    await store.set(answerQuestionAtom, 'use:apixaban', 'atrial-fibrillation');
    await store.set(answerQuestionAtom, 'when:not-asked', '2');
    expect(sent.at(-1)?.answers).toEqual({ 'use:apixaban': 'atrial-fibrillation', 'when:not-asked': '2' });
    await store.set(answerQuestionAtom, 'month:type-2-diabetes', '3');
    expect(sent.at(-1)?.answers).toEqual({ 'use:apixaban': 'atrial-fibrillation', 'month:type-2-diabetes': '3' });
  });

  it('takes the answer back, keeps the results and says so when the search cannot be reached', async () => {
    let failing = false;
    const { store } = recording(() => failing);
    await store.set(runSearchAtom, sampleProfile);
    const shown = store.get(resultsAtom);
    toastQueue.clear();
    failing = true;
    await store.set(answerQuestionAtom, 'use:apixaban', 'deep-vein-thrombosis');
    expect(store.get(answersAtom).answers).toEqual({});
    expect(store.get(resultsAtom)).toEqual(shown);
    expect(toasts()).toEqual(['error: Could not update the results for that answer. Please try again.']);
  });
});
