import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { groupThousands } from '../../src/components/format/groupThousands';

describe('groupThousands', () => {
  it('groups like en-US', () => {
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1000)).toBe('1,000');
    expect(groupThousands(10_000_000)).toBe('10,000,000');
    expect(groupThousands(-1234567)).toBe('-1,234,567');
  });

  it('writes every safe whole number as toLocaleString("en-US") does', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.integer({ min: -1e6, max: 1e6 })), (n) => {
        expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses what is not a whole number, rather than grouping its decimals', () => {
    for (const n of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) expect(() => groupThousands(n)).toThrow(RangeError);
  });
});
