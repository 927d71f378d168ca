import { useLayoutEffect, useRef } from 'react';

/**
 * What a person typed, ticked or chose in a prerendered field before the app hydrated it stays in
 * the page (React keeps a field's content as it hydrates) but is not reported: React's change
 * tracking starts from that content, so no change event comes for it. On the field's first commit,
 * this gives what the field holds to `onChange` when it differs from `value`, so it becomes the
 * app's state instead of being overwritten by the next render. On a field rendered by the app, the
 * two are equal and nothing happens.
 */
export function useKeepEarlyInput<T>(read: () => T | undefined, value: T | null | undefined, onChange: ((value: T) => void) | undefined) {
  // Once in the field's life: when its effects are made again (StrictMode in development, a tree
  // React shows again), what it holds is the app's state, not an early input (and the first render's
  // handler is stale by then).
  const first = useRef<{ read: () => T | undefined; value: T | null | undefined; onChange: ((value: T) => void) | undefined } | null>({ read, value, onChange });
  useLayoutEffect(() => {
    if (!first.current) return;
    const { read: readField, value: rendered, onChange: report } = first.current;
    first.current = null;
    // An uncontrolled field keeps its own state: only a controlled one can be told (null: nothing chosen).
    if (rendered === undefined || !report) return;
    const held = readField();
    if (held !== undefined && held !== rendered) report(held);
  }, []);
}
