/**
 * What the first screen of results holds: rendered with the answer (the rest just after it is
 * painted), and laid out without `content-visibility: auto` (SearchResults.css.ts, ResultsList.css.ts).
 */

/** The cards on the first screen (one row on a desktop, more than a screen on a phone). */
export const FIRST_SCREEN_CARDS = 2;

/** The list's rows on the first screen. */
export const FIRST_SCREEN_ROWS = 8;
