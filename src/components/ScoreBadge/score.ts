import type { BadgeTone } from '../Badge/Badge.css';

/** Score thresholds (docs/product.md §5.5): 90 and up is green, 70 to 89 yellow, below 70 orange. */
export const SCORE_GREEN_FROM = 90;
export const SCORE_YELLOW_FROM = 70;

export type ScoreBand = 'high' | 'medium' | 'low';

export function scoreBand(score: number): ScoreBand {
  if (score >= SCORE_GREEN_FROM) return 'high';
  if (score >= SCORE_YELLOW_FROM) return 'medium';
  return 'low';
}

export const scoreBandTone: Record<ScoreBand, BadgeTone> = {
  high: 'success',
  medium: 'warning',
  low: 'caution',
};

/** "95%": whole percent, rounded down so the text never claims a band the colour does not (89.6 → "89%"). */
export function formatScore(score: number): string {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(score) ? score : 0));
  return `${Math.floor(clamped)}%`;
}
