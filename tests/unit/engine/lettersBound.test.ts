/**
 * The suggestions' shortcut (src/engine/lookup/suggest.ts): a name is compared by edit distance only
 * when what was typed has no more letters missing from it than the typo allowance. That skips no name
 * the distance would keep: for any two texts within k edits, at most k of the first's letters are
 * missing from the second.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bitCount, editDistance, lettersOf } from '../../../src/engine/text';
import { suggest } from '../../../src/engine/lookup/suggest';

// A small alphabet, so that texts within a few edits of each other come up often; digits too (folded).
const text = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'e', 'i', 'q', 'u', 's', '1', '7', ' '), maxLength: 12 });

describe('the letters bound', () => {
  it('never rules out a text within the allowance', () => {
    fc.assert(
      fc.property(text, text, fc.integer({ min: 0, max: 3 }), (a, b, k) => {
        if (editDistance(a, b, k) <= k) expect(bitCount(lettersOf(a) & ~lettersOf(b))).toBeLessThanOrEqual(k);
      }),
      { numRuns: 5000 },
    );
  });

  it('counts letters as a set, and reads only the first characters asked for', () => {
    expect(bitCount(lettersOf('eliquis'))).toBe(6);
    expect(lettersOf('eliquis', 3)).toBe(lettersOf('eli'));
    expect(bitCount(lettersOf('eliqus') & ~lettersOf('eliquis'))).toBe(0);
    expect(bitCount(lettersOf('zzz') & ~lettersOf('eliquis'))).toBe(1);
  });

  it('still suggests a name misspelt within the allowance, or cut short and misspelt', () => {
    for (const [typed, name] of [
      ['eliquiss', 'Eliquis'],
      ['eliqus', 'Eliquis'],
      ['metfromin', 'Metformin'],
      ['hypertenson', 'Hypertension'],
      ['strok', 'Stroke'],
    ] as const) {
      expect(suggest(typed).map((s) => s.name.toLowerCase()), typed).toContain(name.toLowerCase());
    }
  });
});
