/** Small statistics helpers over millisecond samples. */

/** Nearest-rank percentile (p in 0..100) of an unsorted sample. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const median = (samples: readonly number[]) => percentile(samples, 50);
export const max = (samples: readonly number[]) => samples.reduce((a, b) => Math.max(a, b), Number.NEGATIVE_INFINITY);

/** Rounds for display and for the JSON line (3 decimals below 10, else 1). */
export function round(value: number): number {
  if (!Number.isFinite(value)) return value;
  return Math.abs(value) < 10 ? Math.round(value * 1000) / 1000 : Math.round(value * 10) / 10;
}
