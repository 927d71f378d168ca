/**
 * The lookup's run (src/features/lookup/atoms.ts): what the answer area holds while a keystroke's
 * answer is on its way. Nothing shown: loading at once. An answer shown: it stays as it is, and is
 * marked updating only once the wait passes `UPDATING_AFTER_MS`; a newer keystroke's answer wins.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { defaultCatalog, lookUp } from '../../src/engine';
import type { LookupQuery } from '../../src/contract';
import { UPDATING_AFTER_MS, lookupClientAtom, lookupResultsAtom, lookupTextAtom, runLookupAtom } from '../../src/features/lookup/atoms';
import type { LookupClient } from '../../src/features/lookup/api';

const TODAY = new Date('2026-11-22T12:00:00Z');

/** A client answering from the engine after `delayMs` (fake time), rejecting as fetch does when aborted. */
function clientAfter(delayMs: (query: LookupQuery) => number): LookupClient {
  return (query, { signal } = {}) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => resolve({ kind: 'answer', answer: lookUp({ q: query.q }, defaultCatalog(), { today: TODAY }) }), delayMs(query));
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
}

function storeWith(client: LookupClient) {
  const store = createStore();
  store.set(lookupClientAtom, { lookUp: client });
  return store;
}

async function typeAndRun(store: ReturnType<typeof createStore>, text: string) {
  store.set(lookupTextAtom, text);
  return store.set(runLookupAtom);
}

describe('the lookup run', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('shows loading at once when no answer is shown yet', async () => {
    const store = storeWith(clientAfter(() => 50));
    const run = typeAndRun(store, 'Eliquis');
    expect(store.get(lookupResultsAtom)).toEqual({ status: 'loading' });
    await vi.advanceTimersByTimeAsync(50);
    await run;
    const shown = store.get(lookupResultsAtom);
    expect(shown.status === 'answer' && shown.answer.terms.map((t) => t.written)).toEqual(['Eliquis']);
  });

  it('keeps a shown answer unmarked while a quick answer comes, and never marks it afterwards', async () => {
    const store = storeWith(clientAfter(() => 40));
    await Promise.all([typeAndRun(store, 'Eliquis'), vi.advanceTimersByTimeAsync(40)]);
    const before = store.get(lookupResultsAtom);
    const run = typeAndRun(store, 'Eliquis, COPD');
    expect(store.get(lookupResultsAtom)).toBe(before);
    await vi.advanceTimersByTimeAsync(40);
    await run;
    await vi.advanceTimersByTimeAsync(UPDATING_AFTER_MS * 2);
    const after = store.get(lookupResultsAtom);
    expect(after.status === 'answer' && after.isUpdating).toBeFalsy();
    expect(after.status === 'answer' && after.answer.terms.map((t) => t.written)).toEqual(['Eliquis', 'COPD']);
  });

  it('marks a shown answer updating once the wait passes the threshold, until the new one comes', async () => {
    const store = storeWith(clientAfter((q) => (q.q.length > 1 ? UPDATING_AFTER_MS + 500 : 10)));
    await Promise.all([typeAndRun(store, 'Eliquis'), vi.advanceTimersByTimeAsync(10)]);
    const run = typeAndRun(store, 'Eliquis, COPD');
    await vi.advanceTimersByTimeAsync(UPDATING_AFTER_MS - 1);
    const waiting = store.get(lookupResultsAtom);
    expect(waiting.status === 'answer' && [waiting.isUpdating, waiting.answer.terms.length]).toEqual([undefined, 1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.get(lookupResultsAtom)).toMatchObject({ status: 'answer', isUpdating: true });
    await vi.advanceTimersByTimeAsync(500);
    await run;
    const after = store.get(lookupResultsAtom);
    expect(after.status === 'answer' && [after.isUpdating, after.answer.terms.length]).toEqual([undefined, 2]);
  });

  it('shows only the newest keystroke’s answer, and an aborted run marks nothing later', async () => {
    // The first (longer) line answers slowly; the newer keystroke's answer comes first.
    const store = storeWith(clientAfter((q) => (q.q.length === 2 ? UPDATING_AFTER_MS * 3 : 20)));
    await Promise.all([typeAndRun(store, 'Eliquis'), vi.advanceTimersByTimeAsync(20)]);
    const slow = typeAndRun(store, 'Eliquis, COPD');
    const quick = typeAndRun(store, 'Eliquis, COPD, CHF');
    await vi.advanceTimersByTimeAsync(UPDATING_AFTER_MS * 4);
    await Promise.all([slow, quick]);
    const shown = store.get(lookupResultsAtom);
    expect(shown.status === 'answer' && [shown.isUpdating, shown.answer.terms.map((t) => t.written)]).toEqual([undefined, ['Eliquis', 'COPD', 'CHF']]);
  });
});
