import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { z } from 'zod';
import { clearSession, flush, rereadSession, sessionAtom } from '../../src/features/sessionAtom';

/** A Map-backed stand-in for the browser's sessionStorage. */
function fakeStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
  };
}

const schema = z.object({ count: z.number() });

beforeEach(() => {
  (globalThis as { sessionStorage?: unknown }).sessionStorage = fakeStorage();
});
afterEach(() => {
  delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
});

describe('sessionAtom', () => {
  it('starts from the default and writes through to the session', () => {
    const atom = sessionAtom('k', schema, { count: 1 });
    const store = createStore();
    expect(store.get(atom)).toEqual({ count: 1 });
    store.set(atom, { count: 5 });
    expect(sessionStorage.getItem('k')).toBe('{"count":5}');
    // A new store, as after a reload, reads it back.
    expect(createStore().get(sessionAtom('k', schema, { count: 1 }))).toEqual({ count: 5 });
  });

  it.each([['not json'], ['{"count":"five"}'], ['null'], ['[]']])('falls back to the default on a corrupt value: %s', (raw) => {
    sessionStorage.setItem('k', raw);
    expect(createStore().get(sessionAtom('k', schema, { count: 1 }))).toEqual({ count: 1 });
  });

  describe('in a browser', () => {
    let idle: (() => void)[] = [];
    beforeEach(() => {
      idle = [];
      const g = globalThis as Record<string, unknown>;
      g.window = globalThis;
      g.requestIdleCallback = (callback: () => void) => idle.push(callback);
    });
    afterEach(() => {
      const g = globalThis as Record<string, unknown>;
      delete g.window;
      delete g.requestIdleCallback;
    });
    const runIdle = () => idle.splice(0).forEach((callback) => callback());

    it('writes once the browser is idle, the last value for a key only, and reads a write not yet made', () => {
      const atom = sessionAtom('k', schema, { count: 1 });
      const store = createStore();
      store.get(atom);
      store.set(atom, { count: 2 });
      store.set(atom, { count: 3 });
      // Not written in the frame that changed it…
      expect(sessionStorage.getItem('k')).toBeNull();
      // …but a reader (a new store, as a screen mounting) already finds it.
      expect(createStore().get(sessionAtom('k', schema, { count: 1 }))).toEqual({ count: 3 });
      expect(idle).toHaveLength(1);
      runIdle();
      expect(sessionStorage.getItem('k')).toBe('{"count":3}');
    });

    it('writes at once when the page is left (a reload loses nothing)', () => {
      const atom = sessionAtom('k', schema, { count: 1 });
      const store = createStore();
      store.get(atom);
      store.set(atom, { count: 7 });
      flush();
      expect(sessionStorage.getItem('k')).toBe('{"count":7}');
      runIdle();
      expect(sessionStorage.getItem('k')).toBe('{"count":7}');
    });

    it('forgets a write not yet made, and what is stored, when the session is cleared (the next story in the workbench)', () => {
      const store = createStore();
      const view = sessionAtom('view', schema, { count: 1 });
      const other = sessionAtom('other', schema, { count: 1 });
      store.get(view);
      store.get(other);
      store.set(other, { count: 4 });
      runIdle();
      store.set(view, { count: 2 });
      // A new store after the storage alone is cleared still reads the write not yet made…
      sessionStorage.clear();
      expect(createStore().get(sessionAtom('view', schema, { count: 1 }))).toEqual({ count: 2 });
      store.set(other, { count: 5 });
      clearSession();
      // …and none after the session is: both start from their defaults, and nothing is written later.
      expect(createStore().get(sessionAtom('view', schema, { count: 1 }))).toEqual({ count: 1 });
      expect(createStore().get(sessionAtom('other', schema, { count: 1 }))).toEqual({ count: 1 });
      runIdle();
      expect(sessionStorage.getItem('view')).toBeNull();
      expect(sessionStorage.getItem('other')).toBeNull();
    });

    it('drops a write not yet made when the value is removed (New client)', () => {
      const atom = sessionAtom('k', schema, { count: 1 });
      const store = createStore();
      store.get(atom);
      store.set(atom, { count: 9 });
      store.set(atom, RESET);
      runIdle();
      expect(sessionStorage.getItem('k')).toBeNull();
    });

    it('reads each key in use again for a page back from the back/forward cache: what the tab holds now, the default once it holds nothing, and writes nothing', () => {
      const form = sessionAtom('form', schema, { count: 0 });
      const view = sessionAtom('view', schema, { count: 0 });
      const store = createStore();
      const unsubscribe = [store.sub(form, () => {}), store.sub(view, () => {})];
      store.set(form, { count: 3 });
      store.set(view, { count: 4 });
      flush();
      // Meanwhile, on a later page of the tab: the form changed, the view cleared (New client).
      sessionStorage.setItem('form', '{"count":8}');
      sessionStorage.removeItem('view');
      // The page's memory still holds the old values until it is shown again.
      expect([store.get(form), store.get(view)]).toEqual([{ count: 3 }, { count: 4 }]);
      rereadSession();
      expect([store.get(form), store.get(view)]).toEqual([{ count: 8 }, { count: 0 }]);
      runIdle();
      expect(sessionStorage.getItem('view')).toBeNull();
      // An atom no longer in use is not read, and reads its key when next used.
      unsubscribe.forEach((stop) => stop());
      sessionStorage.setItem('form', '{"count":9}');
      rereadSession();
      expect(store.get(form)).toEqual({ count: 8 });
      store.sub(form, () => {});
      expect(store.get(form)).toEqual({ count: 9 });
    });
  });
});
