/**
 * A part of the app's code that did not download (a screen, the toasts): the browser's words for
 * a module import that failed, in Chromium, Firefox and Safari. The HTML standard keeps such a
 * failure in the page's module map, so importing it again fails again: only a reload loads it
 * afresh, and the page says so instead of going blank (docs/production.md).
 */
const CODE_LOAD_FAILURES = [/failed to fetch dynamically imported module/i, /error loading dynamically imported module/i, /importing a module script failed/i];

export function isCodeLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CODE_LOAD_FAILURES.some((pattern) => pattern.test(message));
}

/** What the page says where its code did not download. */
export const CODE_LOAD_MESSAGE = 'Part of the app did not download. Reloading the page usually brings it.';

/**
 * This page's address, for a link that loads it afresh (a reload, with JavaScript or without): what
 * the agent has typed and searched is kept in the tab (sessionStorage).
 */
export function thisPage(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
}
