import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FIRST_ROWS, rowsWithin } from '../../src/components/LookupResults/LookupProducts';

const groupsOf = (sizes: readonly number[]) => sizes.map((n) => ({ products: Array.from({ length: n }, (_, i) => i) }));

describe("a new answer's first rows", () => {
  it('shows the groups in order, each filled before the next, up to the budget', () => {
    expect(rowsWithin(groupsOf([5, 0, 10, 3]), FIRST_ROWS)).toEqual([5, 0, 7, 0]);
    expect(rowsWithin(groupsOf([2, 3]), FIRST_ROWS)).toEqual([2, 3]);
    expect(rowsWithin(groupsOf([20]), Number.POSITIVE_INFINITY)).toEqual([20]);
  });

  it('never shows more than a group holds or more than the budget in all, and leaves nothing out while the budget lasts', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(60), { maxLength: 6 }), fc.nat(80), (sizes, budget) => {
        const shown = rowsWithin(groupsOf(sizes), budget);
        const total = sizes.reduce((a, b) => a + b, 0);
        expect(shown.every((n, i) => n >= 0 && n <= sizes[i]!)).toBe(true);
        expect(shown.reduce((a, b) => a + b, 0)).toBe(Math.min(total, budget));
        // A group is cut only once every group before it is whole.
        const firstCut = shown.findIndex((n, i) => n < sizes[i]!);
        if (firstCut >= 0) expect(shown.slice(firstCut + 1).every((n) => n === 0)).toBe(true);
      }),
    );
  });
});
