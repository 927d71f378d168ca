import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_SLOWDOWN, MIN_SLOWDOWN, QUIET_MACHINE_INDEX, calibratedSlowdown } from '../lighthouse/calibrate';

describe('the Lighthouse CPU slowdown, calibrated to the machine', () => {
  it('is the default 4× on a quiet machine and on a faster one: a slow page still fails there', () => {
    expect(calibratedSlowdown(QUIET_MACHINE_INDEX)).toBe(4);
    expect(calibratedSlowdown(QUIET_MACHINE_INDEX * 1.7)).toBe(4);
  });

  it('scales with the machine when it is busy: half the speed, half the slowdown', () => {
    expect(calibratedSlowdown(QUIET_MACHINE_INDEX / 2)).toBe(2);
    expect(calibratedSlowdown(QUIET_MACHINE_INDEX * 0.75)).toBe(3);
    expect(calibratedSlowdown(1200, 1600)).toBe(3);
  });

  it('never goes below 1× (the page unslowed), however slow the machine', () => {
    expect(calibratedSlowdown(1)).toBe(MIN_SLOWDOWN);
    expect(calibratedSlowdown(QUIET_MACHINE_INDEX / 10)).toBe(MIN_SLOWDOWN);
  });

  it('falls back to the default when the measure is missing or nonsense', () => {
    for (const index of [Number.NaN, 0, -5, Number.POSITIVE_INFINITY]) expect(calibratedSlowdown(index)).toBe(DEFAULT_SLOWDOWN);
  });

  it('stays within 1× and 4×, and a faster machine never gets a gentler slowdown', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 10_000, noNaN: true }), fc.double({ min: 1, max: 10_000, noNaN: true }), (a, b) => {
        const [slower, faster] = a <= b ? [a, b] : [b, a];
        const low = calibratedSlowdown(slower);
        const high = calibratedSlowdown(faster);
        expect(low).toBeGreaterThanOrEqual(MIN_SLOWDOWN);
        expect(high).toBeLessThanOrEqual(DEFAULT_SLOWDOWN);
        expect(high).toBeGreaterThanOrEqual(low);
      }),
    );
  });
});
