/**
 * A refused submit's messages in two steps. Each field that gains a message renders twice in the
 * commit that shows it (React Aria's field looks for its error element in a layout effect and renders
 * again), and focus then lays the form out: for four messages on a phone (4x CPU) that was 90–150 ms
 * of the press's processing before its next paint, the slowest interaction left on /search. So the
 * press shows at once what the agent acts on next: the first invalid field's message, where focus
 * goes, and every message already shown that still applies (none is taken away to come back). The
 * others follow in a transition, a frame or two later, and focus moves to that field once they are
 * in the form (focus lays the form out: done before the other messages, the form was laid out twice).
 */

/**
 * The messages to show at once: `first`'s, and those of `shown` that `found` still has (with
 * `found`'s words). A message `found` no longer has goes at once.
 */
export function errorsAtOnce<K extends string>(
  shown: Partial<Record<K, string>>,
  found: Partial<Record<K, string>>,
  first: K | undefined,
): Partial<Record<K, string>> {
  const now: Partial<Record<K, string>> = {};
  for (const key of Object.keys(found) as K[]) {
    if (key === first || shown[key] !== undefined) now[key] = found[key];
  }
  return now;
}

/**
 * Of the keys with a message, the one whose field comes first in `form` (the element named by it,
 * or the first of its radios), or undefined when none of them is in the form.
 */
export function firstFieldIn<K extends string>(form: HTMLFormElement | null, keys: readonly K[]): K | undefined {
  let first: { key: K; element: Element } | undefined;
  for (const key of keys) {
    const element = form?.querySelector(`[name="${CSS.escape(key)}"]`);
    if (!element) continue;
    if (!first || element.compareDocumentPosition(first.element) & Node.DOCUMENT_POSITION_FOLLOWING) first = { key, element };
  }
  return first?.key;
}
