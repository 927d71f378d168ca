/**
 * "10,000": a whole number with its thousands grouped, as en-US writes it. Written out rather than
 * with `toLocaleString`, whose first call in a page loads the browser's locale data (about 60 ms on a
 * mid-range phone): a screen that only needs a count or a limit should not pay that while it loads.
 */
export function groupThousands(n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`groupThousands takes a whole number, not ${n}`);
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
