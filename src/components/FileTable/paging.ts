/** How many pages `total` rows fill, `size` to a page; an empty list still has its one (empty) page. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}

/** The rows of page `page` (from 0), clamped to the pages there are. */
export function pageOf<T>(rows: readonly T[], page: number, size: number): T[] {
  const last = pageCount(rows.length, size) - 1;
  const start = Math.min(Math.max(0, page), last) * Math.max(1, size);
  return rows.slice(start, start + Math.max(1, size));
}

/** The 1-based numbers of the first and last row on page `page`, for "Files 11–20 of 5,000". */
export function pageRange(total: number, page: number, size: number): { first: number; last: number } {
  if (total === 0) return { first: 0, last: 0 };
  const clamped = Math.min(Math.max(0, page), pageCount(total, size) - 1);
  return { first: clamped * size + 1, last: Math.min(total, (clamped + 1) * size) };
}
