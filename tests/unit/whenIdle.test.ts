import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { eachWhenIdle } from '../../src/components/whenIdle';

// Without idle callbacks (as here, in Node) an idle period is a timer: each fires the next task.
describe('eachWhenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the tasks in order, one an idle period', () => {
    const ran: number[] = [];
    eachWhenIdle([0, 1, 2].map((n) => () => void ran.push(n)));
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([0]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([0, 1]);
    vi.runAllTimers();
    expect(ran).toEqual([0, 1, 2]);
  });

  it('runs none of the tasks left once cancelled, whenever that is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 10 }), (count, cancelAfter) => {
        const ran: number[] = [];
        const cancel = eachWhenIdle(Array.from({ length: count }, (_, n) => () => void ran.push(n)));
        for (let i = 0; i < cancelAfter; i++) vi.advanceTimersToNextTimer();
        cancel();
        vi.runAllTimers();
        const done = Math.min(count, cancelAfter);
        expect(ran).toEqual(Array.from({ length: done }, (_, n) => n));
      }),
    );
  });
});
