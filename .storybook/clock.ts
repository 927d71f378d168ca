/**
 * Freezes the wall clock for a story, so a date or the current year never changes a screenshot.
 * Timers are untouched: only `new Date()` and `Date.now()` read the frozen instant.
 */
const RealDate = Date;

/** The instant every story sees unless it sets `parameters.clock`. */
export const STORY_NOW = '2026-05-15T14:30:00.000Z';

export function freezeClock(iso: string): () => void {
  const fixed = new RealDate(iso).getTime();
  class FrozenDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(fixed);
      else super(...(args as [string | number | Date]));
    }
    static override now() {
      return fixed;
    }
  }
  globalThis.Date = FrozenDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}

/** Freezes the clock a story asks for (`parameters.clock`, else STORY_NOW), or nothing when it says false. */
export function freezeStoryClock(clock: string | false | undefined): (() => void) | undefined {
  return clock === false ? undefined : freezeClock(clock ?? STORY_NOW);
}
