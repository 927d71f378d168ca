export interface Trend {
  /** Size of the change in percent; the sign comes from `isPositive`. */
  value: number;
  isPositive: boolean;
}

/** "+12%" or "−3%": the visible trend text. A magnitude is shown with at most one decimal. */
export function formatTrend({ value, isPositive }: Trend): string {
  const magnitude = Math.round(Math.abs(value) * 10) / 10;
  return `${isPositive ? '+' : '−'}${magnitude}%`;
}

/** What a screen reader hears after the visible text, so the direction never rests on colour. */
export function trendDirectionLabel({ isPositive }: Trend): string {
  return isPositive ? 'increase' : 'decrease';
}
