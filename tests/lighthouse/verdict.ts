/**
 * When three Lighthouse runs of a page are not enough for a verdict: some reached the performance
 * minimum and some did not. The page is then run twice more and judged by the median of five, a
 * steadier measure of the same page: it can pass or fail either way, and a page slow in every run
 * (or fast in every run) is judged on its three as before.
 */
export const MAX_RUNS = 5;

/**
 * How far above the performance minimum a page's first run must be for that run to settle the page
 * alone. Runs of one page on one build here differ by a point or two (the fresh-clone runs of
 * /search on 2026-11-25 and 26: 97, 98, 99, 98, 99, 97; of /, /search and /admin on 2026-11-28:
 * medians 98, 98, 99), so a median of three under the minimum after a first run this high would
 * need both other runs to fall three points or more below it. It was 3: / and /admin then ran three
 * times in most runs (their first runs under 98), about 10 s a run of the test command's ten minutes.
 * Under it, three runs (and five when they disagree) as before; a slow page is never judged on one.
 */
export const CLEAR_MARGIN = 2;

export function settledByFirstRun(first: number, minimum: number, margin = CLEAR_MARGIN): boolean {
  return first >= minimum + margin;
}

export function moreRunsNeeded(performance: readonly number[], minimum: number, maxRuns = MAX_RUNS): boolean {
  if (performance.length >= maxRuns) return false;
  const reached = performance.filter((score) => score >= minimum).length;
  return reached > 0 && reached < performance.length;
}

/** The median of an odd number of runs (the middle one after sorting). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
