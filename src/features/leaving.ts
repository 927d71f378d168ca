/**
 * A page on its way out: a link followed (before the app owns it, a link is the browser's own), a
 * reload, a form posted. From then until the next document shows, the browser may cut the page's
 * loads, and a screen's code still on its way fails to load: that is no error of the page's to show
 * (on a busy phone the old page would show "Unexpected Application Error!" until the next one came).
 */

/** How long a page that started to leave waits before it counts as staying (a navigation cancelled, a download). */
export const STAY_MS = 10_000;

/**
 * Watches `target` (the window) for the page starting to leave: `beforeunload` as a navigation
 * begins, `pagehide` as the next document replaces this one (a navigation begun before anything
 * listened, such as a link followed before the entry ran, is seen only then), and back from the
 * back/forward cache on `pageshow`. The entry (main.tsx) starts it, before it loads any of the app.
 */
export function leavingWatch(target: EventTarget, clock: () => number = () => performance.now()) {
  let since = -Infinity;
  const leaving = () => void (since = clock());
  target.addEventListener('beforeunload', leaving);
  target.addEventListener('pagehide', leaving);
  target.addEventListener('pageshow', () => (since = -Infinity));
  return { isLeaving: () => clock() - since < STAY_MS };
}

/**
 * `load`, except that a failure while the page is leaving is held back: it rejects only if the page
 * is still here `stayMs` later (the navigation did not happen after all), and otherwise never shows.
 */
export function unlessLeaving<T>(load: () => Promise<T>, isLeaving: () => boolean, stayMs = STAY_MS): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (!isLeaving()) throw error;
      return new Promise<T>((_, reject) => setTimeout(() => reject(error), stayMs));
    });
}

const watch = typeof window === 'undefined' ? { isLeaving: () => false } : leavingWatch(window);

/** A lazy module's loader for this page: see unlessLeaving. */
export const loadUnlessLeaving = <T>(load: () => Promise<T>): (() => Promise<T>) => unlessLeaving(load, watch.isLeaving);
