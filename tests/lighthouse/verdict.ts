/**
 * When three Lighthouse runs of a page are not enough for a verdict: some reached the performance
 * minimum and some did not. The page is then run twice more and judged by the median of five, a
 * steadier measure of the same page: it can pass or fail either way, and a page slow in every run
 * (or fast in every run) is judged on its three as before.
 */
export const MAX_RUNS = 5;

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
