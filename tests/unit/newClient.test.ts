import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createStore } from 'jotai';
import { toastQueue } from '../../src/components/Toast/toastQueue';
import { emptyHealthProfile } from '../../src/components/HealthProfileForm/HealthProfileForm';
import { answersAtom, initialResultsView, newClientAtom, profileAtom, resultsAtom, resultsViewAtom, runSearchAtom, searchClientAtom, searchedProfileAtom, undoNewClientAtom } from '../../src/features/search/atoms';
import { clearedMessage, clearedParts, type ClearedPart, type ClientState } from '../../src/features/search/clientCleared';
import { SAVED_SEARCH_PREFIX } from '../../src/features/search/savedKeys';
import { sampleProfile, sampleResults } from '../../src/mocks/fixtures';

const blank: ClientState = { profile: emptyHealthProfile, results: { status: 'ready' }, searchedProfile: null, searchedValues: null, answers: { answers: {}, for: null }, view: initialResultsView };

describe('what New client cleared', () => {
  it('names the parts that held something, in the form–results–answers order', () => {
    expect(clearedParts(blank)).toEqual([]);
    expect(clearedParts({ ...blank, profile: { ...emptyHealthProfile, smoker: true } })).toEqual(['form']);
    expect(clearedParts({ ...blank, profile: { ...emptyHealthProfile, age: '  ' } })).toEqual([]);
    expect(clearedParts({ ...blank, profile: sampleProfile, results: { status: 'empty' }, answers: { answers: { q: 'a' }, for: null } })).toEqual(['form', 'results', 'answers']);
    // A search in flight or failed is not results the agent had.
    expect(clearedParts({ ...blank, results: { status: 'loading' } })).toEqual([]);
  });

  it('says each part cleared once, in order, in one sentence', () => {
    const order: ClearedPart[] = ['form', 'results', 'answers'];
    fc.assert(
      fc.property(fc.subarray(order, { minLength: 1 }), (parts) => {
        const message = clearedMessage(parts);
        expect(message.startsWith("Cleared the last client's ")).toBe(true);
        const named = order.filter((part) => message.includes(part));
        expect(named).toEqual(parts);
        expect(message.includes(' and ')).toBe(parts.length > 1);
      }),
    );
    expect(clearedMessage(['form', 'results', 'answers'])).toBe("Cleared the last client's form, results and answers");
  });
});

/** A Map-backed stand-in for the browser's sessionStorage. */
function fakeStorage() {
  const data = new Map<string, string>();
  return Object.assign(
    { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k), clear: () => data.clear() },
    { keys: () => [...data.keys()] },
  );
}

describe('New client and its Undo', () => {
  let storage: ReturnType<typeof fakeStorage>;
  beforeEach(() => {
    storage = fakeStorage();
    (globalThis as { sessionStorage?: unknown }).sessionStorage = storage;
    toastQueue.clear();
  });
  afterEach(() => {
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
  });

  async function searched() {
    const store = createStore();
    store.set(searchClientAtom, { search: async () => ({ products: sampleResults.slice(0, 2), source: 'api' }) });
    store.set(profileAtom, sampleProfile);
    await store.set(runSearchAtom, sampleProfile);
    toastQueue.clear();
    return store;
  }
  const searchKeys = () => storage.keys().filter((key) => key.startsWith(SAVED_SEARCH_PREFIX));
  const shown = () => toastQueue.visibleToasts.map((t) => ({ tone: t.content.tone, title: t.content.title, action: t.content.action?.label }));

  it('clears the tab of the client, says so with an Undo, and holds the client in memory only', async () => {
    const store = await searched();
    expect(searchKeys().length).toBeGreaterThan(0);
    store.set(newClientAtom);
    expect(searchKeys()).toEqual([]);
    expect(store.get(profileAtom)).toEqual(emptyHealthProfile);
    expect(store.get(resultsAtom)).toEqual({ status: 'ready' });
    expect(shown()).toEqual([{ tone: 'info', title: "Cleared the last client's form and results", action: 'Undo' }]);
    // Undo: the client back as it was, and kept for the tab again; the toast gone.
    toastQueue.visibleToasts[0]!.content.action!.onAction();
    expect(store.get(profileAtom)).toEqual(sampleProfile);
    expect(store.get(resultsAtom)).toMatchObject({ status: 'results', products: sampleResults.slice(0, 2) });
    expect(store.get(searchedProfileAtom)).not.toBeNull();
    expect(JSON.parse(storage.getItem(`${SAVED_SEARCH_PREFIX}form.v1`)!)).toEqual(sampleProfile);
    expect(shown()).toEqual([]);
  });

  it('forgets the client once its toast closes: a later Undo brings nothing back', async () => {
    const store = await searched();
    store.set(newClientAtom);
    toastQueue.close(toastQueue.visibleToasts[0]!.key);
    store.set(undoNewClientAtom);
    expect(store.get(profileAtom)).toEqual(emptyHealthProfile);
    expect(store.get(answersAtom)).toEqual({ answers: {}, for: null });
    expect(store.get(resultsViewAtom)).toEqual(initialResultsView);
    expect(searchKeys()).toEqual([]);
  });

  it('says nothing and holds nothing when there was nothing to clear; a second press holds nothing of the first client', async () => {
    const store = await searched();
    store.set(newClientAtom);
    store.set(newClientAtom);
    expect(shown()).toEqual([]);
    store.set(undoNewClientAtom);
    expect(store.get(profileAtom)).toEqual(emptyHealthProfile);
    expect(searchKeys()).toEqual([]);
  });

  it('forgets the client when the page is left (even into the back/forward cache): its toast closes, and Undo brings nothing back', async () => {
    const store = await searched();
    const g = globalThis as Record<string, unknown>;
    g.window = new EventTarget();
    try {
      store.set(newClientAtom);
      expect(shown()).toHaveLength(1);
      (g.window as EventTarget).dispatchEvent(new Event('pagehide'));
      expect(shown()).toEqual([]);
      store.set(undoNewClientAtom);
      expect(store.get(profileAtom)).toEqual(emptyHealthProfile);
    } finally {
      delete g.window;
    }
  });
});
