/**
 * The lookup field's suggestions: names from the catalog's own conditions (names, other names,
 * abbreviations) and medications (generic names and brands), the words the reader knows. A name
 * that starts with what was typed comes first, then one with a word that does, then one within the
 * reader's typo allowance (text.ts: the same distance and allowance the phrase index uses, trusting
 * the first letter like it), one name per condition or drug.
 */
import { defaultCatalog } from '../catalog';
import { bitCount, capital, editDistance, lettersOf, normalize, typoAllowance } from '../text';
import type { Catalog } from '../types';
import type { LookupSuggestion } from './types';

interface Entry {
  suggestion: LookupSuggestion;
  /** The name normalised, as matched. */
  key: string;
  /** The condition or drug it names: one suggestion each. */
  target: string;
  /** Names before other names, for equal matches. */
  order: number;
  /** Its place among the catalog's names: the last tie-break, so the answer never depends on the order names are compared in. */
  at: number;
  /** The letters and digits in the key's first n characters, as bits (`lettersOf`): prefixes[n]. */
  prefixes: number[];
}

/** A prefix's letters: the key's first n characters (the whole key past its end). */
const prefixLetters = (entry: Entry, n: number) => entry.prefixes[Math.min(n, entry.key.length)]!;

/**
 * A catalog's names, by what a match must start with: the whole name's first letter (a name that
 * starts with what was typed, or is a typo of it, starts with its letter: the typo allowance trusts
 * the first letter), and a later word's first two characters (a word that starts with what was
 * typed starts with its first two; `wordStart`).
 */
interface SuggestIndex {
  byFirst: Map<string, Entry[]>;
  byLaterWord: Map<string, Entry[]>;
}

/**
 * What a later word starting with `text` starts with: its first two characters, or the first alone
 * when the second ends the word ("a fib": a word "a"). Words are filed by the same function, so a
 * word that starts with `text` is filed under `wordStart(text)` (for a text of two characters or
 * more, as every text looked up is: `suggest` asks for two letters, and a term's words for three).
 */
export const wordStart = (text: string) => (text[1] === ' ' ? text.slice(0, 1) : text.slice(0, 2));

const indexes = new WeakMap<Catalog, SuggestIndex>();

function indexOf(catalog: Catalog): SuggestIndex {
  const cached = indexes.get(catalog);
  if (cached) return cached;
  const index: SuggestIndex = { byFirst: new Map(), byLaterWord: new Map() };
  const file = (into: Map<string, Entry[]>, start: string, entry: Entry) => {
    const list = into.get(start);
    if (!list) into.set(start, [entry]);
    else if (list[list.length - 1] !== entry) list.push(entry);
  };
  for (const entry of entriesOf(catalog)) {
    file(index.byFirst, entry.key[0] ?? '', entry);
    for (const word of entry.key.split(' ').slice(1)) file(index.byLaterWord, wordStart(word), entry);
  }
  indexes.set(catalog, index);
  return index;
}

/** The names that can be close to `text` (closeness is null for every other): same first letter, or a later word starting alike. */
function candidatesFor(text: string, index: SuggestIndex): Entry[][] {
  return [index.byFirst.get(text[0] ?? '') ?? [], index.byLaterWord.get(wordStart(text)) ?? []];
}

function entriesOf(catalog: Catalog): Entry[] {
  const entries: Entry[] = [];
  const add = (name: string, kind: LookupSuggestion['kind'], standsFor: string | null, target: string, order: number) => {
    const key = normalize(name);
    if (key !== '' && !entries.some((e) => e.target === target && e.key === key)) {
      entries.push({ suggestion: { name, kind, standsFor }, key, target, order, at: entries.length, prefixes: Array.from({ length: key.length + 1 }, (_, n) => lettersOf(key, n)) });
    }
  };
  for (const c of catalog.conditions) {
    add(c.name, 'condition', null, `c:${c.id}`, 0);
    for (const a of [...c.abbreviations, ...c.capitalsOnly]) add(a, 'abbreviation', c.name, `c:${c.id}`, 1);
    for (const alias of c.aliases) add(capital(alias), 'condition', c.name, `c:${c.id}`, 2);
  }
  for (const m of catalog.medications) {
    const [generic, ...brands] = m.names;
    if (generic === undefined) continue;
    add(generic, 'drug', null, `m:${m.id}`, 0);
    for (const brand of brands) add(brand, 'drug', generic, `m:${m.id}`, 1);
  }
  return entries;
}

/** The words of a term before its date ("stroke in 2022" → "stroke"): what names are matched against. */
export function termWords(text: string): string {
  const words = normalize(text).split(' ');
  const firstDigit = words.findIndex((w) => /\d/.test(w));
  const kept = firstDigit < 0 ? words : words.slice(0, firstDigit);
  while (kept.length > 0 && /^(?:in|on|at|since|of|from|dx|diagnosed|last|about|around)$/.test(kept[kept.length - 1] ?? '')) kept.pop();
  return kept.join(' ');
}

/** What was typed, read once for every name it is compared with. */
interface Typed {
  text: string;
  /** ` ${text}`: a later word of a name starting with it. */
  spaced: string;
  letters: number;
  allowance: number;
}

const typedOf = (text: string): Typed => ({ text, spaced: ` ${text}`, letters: lettersOf(text), allowance: typoAllowance(text.length) });

/** How close a name is to what was typed: 0 the same, 1 starts with it, 2 a word starts with it, 3 within the typo allowance; null: not close. */
function closeness(typed: Typed, entry: Entry): number | null {
  const { key } = entry;
  const { text, allowance } = typed;
  if (key === text) return 0;
  if (key.startsWith(text)) return 1;
  if (key.includes(typed.spaced)) return 2;
  if (key[0] !== text[0]) return null;
  if (allowance === 0) return null;
  // The whole name misspelt ("eliquiss"), or its beginning while still typing ("eliqus" of "eliquis").
  const whole = bitCount(typed.letters & ~prefixLetters(entry, key.length)) <= allowance ? editDistance(text, key, allowance) : allowance + 1;
  if (whole <= allowance) return 3;
  if (key.length <= text.length || bitCount(typed.letters & ~prefixLetters(entry, text.length)) > allowance) return null;
  return editDistance(text, key.slice(0, text.length), allowance) <= allowance ? 3 : null;
}

/**
 * At most `limit` names close to `text` (its date left out), or to one of its words, best first: the
 * closest, then a name before another name for the same thing, then the shorter. Nothing for fewer
 * than 2 letters.
 */
export function suggest(text: string, limit = 8, catalog: Catalog = defaultCatalog()): LookupSuggestion[] {
  const typed = termWords(text);
  if (typed.replace(/ /g, '').length < 2 || limit <= 0) return [];
  // As the agent types, the same words come again (each keystroke asks for every term of the field).
  const kept = keptFor(catalog);
  const key = `${limit}|${typed}`;
  const known = kept.get(key);
  if (known) return known.map((s) => ({ ...s }));
  const found = closest(typed, limit, catalog);
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(key, found);
  return found.map((s) => ({ ...s }));
}

/** How many texts' suggestions are kept per catalog (the oldest go first). */
const KEPT = 2000;
const keptSuggestions = new WeakMap<Catalog, Map<string, LookupSuggestion[]>>();
const keptFor = (catalog: Catalog) => {
  let kept = keptSuggestions.get(catalog);
  if (!kept) keptSuggestions.set(catalog, (kept = new Map()));
  return kept;
};

function closest(typed: string, limit: number, catalog: Catalog): LookupSuggestion[] {
  // The whole text first; then, for several words, each word of three letters or more ("strok zz": stroke).
  const words = typed.includes(' ') ? typed.split(' ').filter((w) => w.length >= 3) : [];
  const best = new Map<string, { entry: Entry; rank: number }>();
  const whole = typedOf(typed);
  const each = words.map(typedOf);
  const index = indexOf(catalog);
  // Each name that can be close to the whole text or to one of its words, once.
  const lists = [typed, ...words].flatMap((text) => candidatesFor(text, index));
  const seen = lists.length > 2 ? new Set<Entry>() : null;
  for (const list of lists) {
    for (const entry of list) {
      if (seen) {
        if (seen.has(entry)) continue;
        seen.add(entry);
      } else if (list !== lists[0] && entry.key[0] === typed[0]) continue; // Already compared: it is in the first list.
      let rank = closeness(whole, entry);
      for (let w = 0; rank === null && w < each.length; w++) {
        const close = closeness(each[w]!, entry);
        if (close !== null) rank = 4 + close;
      }
      if (rank === null) continue;
      const held = best.get(entry.target);
      if (!held || before({ entry, rank }, held) < 0) best.set(entry.target, { entry, rank });
    }
  }
  return [...best.values()]
    .sort(before)
    .slice(0, limit)
    .map(({ entry }) => entry.suggestion);
}

/** The closest first, then a name before another name for the same thing, then the shorter, then the catalog's order. */
function before(a: { entry: Entry; rank: number }, b: { entry: Entry; rank: number }): number {
  return a.rank - b.rank || a.entry.order - b.entry.order || a.entry.key.length - b.entry.key.length || (a.entry.key < b.entry.key ? -1 : a.entry.key > b.entry.key ? 1 : 0) || a.entry.at - b.entry.at;
}
