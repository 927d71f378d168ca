import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { z } from 'zod';
import { sessionAtom } from '../../src/features/sessionAtom';

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
});
