import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CLEAR_MARGIN, MAX_RUNS, median, moreRunsNeeded, settledByFirstRun } from '../lighthouse/verdict';

const MINIMUM = 95;
const score = fc.integer({ min: 0, max: 100 });

describe('when three Lighthouse runs are not enough', () => {
  it('asks for more only when the runs disagree on the verdict', () => {
    expect(moreRunsNeeded([98, 97, 99], MINIMUM)).toBe(false);
    expect(moreRunsNeeded([90, 92, 89], MINIMUM)).toBe(false);
    expect(moreRunsNeeded([92, 98, 90], MINIMUM)).toBe(true);
    expect(moreRunsNeeded([98, 94, 99], MINIMUM)).toBe(true);
  });

  it('never past five runs, and never for runs that agree, whatever the scores', () => {
    fc.assert(
      fc.property(fc.array(score, { minLength: 1, maxLength: 8 }), (runs) => {
        const more = moreRunsNeeded(runs, MINIMUM);
        if (runs.length >= MAX_RUNS) expect(more).toBe(false);
        if (runs.every((r) => r >= MINIMUM) || runs.every((r) => r < MINIMUM)) expect(more).toBe(false);
      }),
    );
  });

  it('lets a page slow in most runs fail on five as on three: the median of five is under the minimum', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 60, max: MINIMUM - 1 }), { minLength: 3, maxLength: 3 }), fc.integer({ min: MINIMUM, max: 100 }), (slow, fast) => {
        // Two slow runs and one fast of the first three, then any two more of which one is slow.
        const three = [slow[0]!, slow[1]!, fast];
        expect(moreRunsNeeded(three, MINIMUM)).toBe(true);
        expect(median([...three, slow[2]!, fast])).toBeLessThan(MINIMUM);
      }),
    );
  });
});

describe('when one Lighthouse run is enough', () => {
  it('settles a page whose first run is at least two over the minimum, and no other', () => {
    expect(settledByFirstRun(97, MINIMUM)).toBe(true);
    expect(settledByFirstRun(100, MINIMUM)).toBe(true);
    expect(settledByFirstRun(96, MINIMUM)).toBe(false);
    expect(settledByFirstRun(95, MINIMUM)).toBe(false);
    expect(settledByFirstRun(80, MINIMUM)).toBe(false);
  });

  it('never settles a page under the minimum on one run, whatever the margin', () => {
    fc.assert(
      fc.property(score, fc.integer({ min: 0, max: 10 }), (first, margin) => {
        if (first < MINIMUM) expect(settledByFirstRun(first, MINIMUM, margin)).toBe(false);
        expect(settledByFirstRun(first, MINIMUM)).toBe(first >= MINIMUM + CLEAR_MARGIN);
      }),
    );
  });
});
