/**
 * The suggestions' index (src/engine/lookup/suggest.ts): a name's later words are filed by their
 * first two characters (`wordStart`), and what was typed is looked up by its own. A name with a later
 * word that starts with the typed text ("heart fa" in "congestive heart failure") must be filed where
 * the text is looked up, or the suggestion would be lost. (A text looked up has two characters or
 * more: a term of fewer letters gets no suggestions, and a term's words are looked up from three.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { suggest, wordStart } from '../../../src/engine/lookup/suggest';

// Normalised texts as the index sees them: lower-case letters and digits, words one blank apart.
const word = fc.string({ unit: fc.constantFrom('a', 'b', 'e', 'f', 'i', 's', '1', '2'), minLength: 1, maxLength: 5 });
const words = fc.array(word, { minLength: 1, maxLength: 4 }).map((ws) => ws.join(' '));

describe('the suggestions index', () => {
  it('files every later word where a text it starts with is looked up', () => {
    fc.assert(
      fc.property(words, words, fc.nat(), fc.integer({ min: 2, max: 12 }), (first, rest, from, length) => {
        const key = `${first} ${rest}`;
        // Any text a later word of the key starts with: a piece of the key from a word's start.
        const starts = [...key.matchAll(/ /g)].map((m) => (m.index ?? 0) + 1);
        const at = starts[from % starts.length] as number;
        const text = key.slice(at, at + length).trimEnd();
        // What is looked up has two characters or more (a term's words, or a word of three letters or more).
        fc.pre(text.length >= 2);
        const later = key.slice(at).split(' ')[0] as string;
        expect(key.includes(` ${text}`)).toBe(true);
        expect(wordStart(later)).toBe(wordStart(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('finds names by a later word, a later word of one letter, and by the first letter', () => {
    expect(suggest('artery dis', 8).map((s) => s.name)).toContain('Coronary artery disease');
    expect(suggest('fib', 8).map((s) => s.name)).toContain('Cystic fibrosis');
    expect(suggest('a fib', 3)[0]?.name).toBe('A fib');
    expect(wordStart('a fib')).toBe('a');
    expect(wordStart('fib')).toBe('fi');
    expect(suggest('strok', 3)[0]?.name).toBe('Stroke');
  });
});
