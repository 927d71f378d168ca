/**
 * An atom kept in the browser session (sessionStorage: this tab only, gone when it closes), validated
 * by zod when read: a corrupt or outdated value falls back to the default instead of crashing, so a
 * reload loses nothing. The schema may be given as a function: it is then built only when a stored
 * value is read, so a tab with nothing stored never pays for it.
 *
 * A write is kept in memory and put in storage once the browser is idle (a search's answer is 100 kB
 * of JSON: written at once, it would hold up the frame that shows it), and at the latest when the
 * page is hidden or left, so a reload still finds it. A removal drops a write not yet made.
 *
 * A page the browser restores from its back/forward cache comes back with the memory it left with,
 * while the tab's storage may have moved on (New client pressed on a later page): each atom in use
 * reads its key again before the page shows (`pageshow` with `persisted`), so the page shows what the
 * tab holds now, nothing when it holds nothing.
 */
import { flushSync } from 'react-dom';
import { atomWithStorage } from 'jotai/utils';
import type * as z from 'zod/mini';
import { whenIdle } from '../components/whenIdle';

export function sessionAtom<T>(key: string, schema: z.ZodMiniType<T> | (() => z.ZodMiniType<T>), initial: T) {
  let built: z.ZodMiniType<T> | undefined;
  const schemaOf = () => (built ??= typeof schema === 'function' ? schema() : schema);
  const storage = {
    getItem(name: string, fallback: T): T {
      try {
        const raw = pending.get(name)?.() ?? globalThis.sessionStorage?.getItem(name);
        if (raw == null) return fallback;
        const parsed = schemaOf().safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : fallback;
      } catch {
        return fallback;
      }
    },
    setItem(name: string, value: T) {
      later(name, () => JSON.stringify(value));
    },
    removeItem(name: string) {
      pending.delete(name);
      globalThis.sessionStorage?.removeItem(name);
    },
    // Called by jotai while the atom is in use: it reads its key again when the page comes back from the cache.
    subscribe(name: string, callback: (value: T) => void, fallback: T) {
      const reread = () => callback(storage.getItem(name, fallback));
      rereads.add(reread);
      return () => void rereads.delete(reread);
    },
  };
  return atomWithStorage<T>(key, initial, storage, { getOnInit: true });
}

/** How each session atom in use reads its key again (a page back from the back/forward cache). */
const rereads = new Set<() => void>();

/**
 * A page back from the back/forward cache: every session atom in use takes what the tab's storage
 * holds now, and React shows it at once (flushSync), before the page's next frame. The page was
 * hidden as it went into the cache (below), so its first frame back shows nothing it held; it is
 * shown again here, whatever the reading does. An atom not in use reads its key when next used
 * (jotai reads storage as an atom mounts).
 */
export function rereadSession() {
  try {
    flushSync(() => {
      for (const reread of rereads) reread();
    });
  } finally {
    globalThis.document?.documentElement.style.removeProperty('visibility');
  }
}

/** Writes not yet made, by key: the last one for a key wins. */
const pending = new Map<string, () => string>();
let scheduled = false;

function later(name: string, value: () => string) {
  pending.set(name, value);
  // Without a window (a test in Node) there is no idle time to wait for: the write is made at once.
  if (typeof window === 'undefined') return flush();
  if (scheduled) return;
  scheduled = true;
  whenIdle(flush);
}

/**
 * Forgets the whole session: the writes not yet made as well as what is stored. The workbench calls
 * it before each story: clearing the storage alone left a write the last story had not yet made,
 * and the next story's atoms, which read such a write first, began with that story's state (a view
 * switched to the list there: no cards here).
 */
export function clearSession() {
  pending.clear();
  try {
    globalThis.sessionStorage?.clear();
  } catch {
    // Storage blocked: nothing is stored to forget.
  }
}

/** Makes every pending write now. */
export function flush() {
  scheduled = false;
  for (const [name, value] of pending) {
    pending.delete(name);
    try {
      globalThis.sessionStorage?.setItem(name, value());
    } catch {
      // Storage full or blocked: the value still lives in memory for this page.
    }
  }
}

if (typeof window !== 'undefined') {
  // A reload, a navigation away or a hidden tab: nothing pending is lost.
  window.addEventListener('pagehide', (event) => {
    flush();
    // Into the back/forward cache: hidden until it is back and has read the tab's storage again.
    if (event.persisted) document.documentElement.style.visibility = 'hidden';
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) rereadSession();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
