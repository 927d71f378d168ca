/**
 * Each keystroke brings a whole new answer, though most of it is usually what is already shown (the
 * term being typed is not found yet, or the table did not move). `shareAnswer` gives the new answer
 * with every part equal to the shown one's replaced by the shown part itself, so the screen compares
 * by reference: an unchanged group, product, term or list of suggestions is not rendered again.
 */
import type { LookupAnswer } from '../../contract';

/** Two JSON values (what an answer is made of) equal in every part. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(b, key) || !sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/** `next`'s items, each replaced by an equal item of `shown` (found by `keyOf`); `shown` itself when every item is. */
function shareList<T>(shown: readonly T[], next: readonly T[], keyOf: (item: T, index: number) => string, share: (shown: T, next: T) => T = (a, b) => (sameJson(a, b) ? a : b)): T[] {
  const before = new Map(shown.map((item, index) => [keyOf(item, index), item]));
  let same = shown.length === next.length;
  const items = next.map((item, index) => {
    const old = before.get(keyOf(item, index));
    const kept = old === undefined ? item : share(old, item);
    if (kept !== shown[index]) same = false;
    return kept;
  });
  return same ? (shown as T[]) : items;
}

type Group = LookupAnswer['groups'][number];
type Term = LookupAnswer['terms'][number];

const shareGroup = (shown: Group, next: Group): Group => {
  const products = shareList(shown.products, next.products, (p) => p.id);
  return products === shown.products && shown.label === next.label ? shown : { ...next, products };
};

const shareTerm = (shown: Term, next: Term): Term => {
  if (sameJson(shown, next)) return shown;
  const suggestions = sameJson(shown.suggestions, next.suggestions) ? shown.suggestions : next.suggestions;
  return { ...next, suggestions };
};

/** The next answer, sharing with the shown one every part that is equal (the shown answer itself when all is). */
export function shareAnswer(shown: LookupAnswer | null, next: LookupAnswer): LookupAnswer {
  if (!shown) return next;
  const terms = shareList(shown.terms, next.terms, (_, index) => String(index), shareTerm);
  const groups = shareList(shown.groups, next.groups, (g) => g.outcome, shareGroup);
  const leftOut = sameJson(shown.leftOut, next.leftOut) ? shown.leftOut : next.leftOut;
  if (terms === shown.terms && groups === shown.groups && leftOut === shown.leftOut && shown.age === next.age && shown.note === next.note) return shown;
  return { ...next, terms, groups, leftOut };
}
