/**
 * Finds known phrases (condition names, aliases, medication names) among the words of a clause:
 * exact word sequences first, longest first; then, for words still unexplained, the closest phrase
 * within a small number of typos. Like most spell checkers the typo search trusts the first letter,
 * so it reads only the phrases of that letter and a length within the allowance, and a profile
 * gets a fixed budget of lookups: any input costs at most that much.
 */
import { editDistance, typoAllowance } from './text';

export interface PhraseMatch<T> {
  value: T;
  /** The words that matched. */
  text: string;
  /** 0 for an exact match. */
  typos: number;
  /** Word span [start, end) in the clause. */
  start: number;
  end: number;
}

/** How many typo lookups one profile may still make: the bound that keeps any input cheap. */
export interface TypoBudget {
  windows: number;
}

const MAX_FUZZY_WINDOW = 3;

export class PhraseIndex<T> {
  private readonly exact = new Map<string, T>();
  /** Whole words that count only as written, in capitals. */
  private readonly capitals = new Map<string, T>();
  private readonly fuzzy = new Map<string, { phrase: string; value: T }[]>();
  private maxWords = 1;

  /** Adds a phrase (already normalised); `exactOnly` for short forms (HTN, MI) never guessed from a typo. Returns a clash, if any. */
  add(key: string, value: T, exactOnly = false): string | null {
    if (!key) return null;
    const existing = this.exact.get(key);
    if (existing !== undefined && existing !== value) return key;
    this.exact.set(key, value);
    this.maxWords = Math.max(this.maxWords, key.split(' ').length);
    if (!exactOnly && key.length >= 5) {
      const bucketKey = `${key[0]}${key.length}`;
      const bucket = this.fuzzy.get(bucketKey);
      if (bucket) bucket.push({ phrase: key, value });
      else this.fuzzy.set(bucketKey, [{ phrase: key, value }]);
    }
    return null;
  }

  /** A short form that is also an everyday word: it matches only a word written exactly so. */
  addCapitals(word: string, value: T): void {
    this.capitals.set(word, value);
  }

  /**
   * Exact matches among `words` (lower case) and `written` (case kept, same positions), longest
   * first, skipping words already `used`; marks the words it takes.
   */
  findExact(words: readonly string[], written: readonly string[], used: boolean[]): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    const capitals = () =>
      written.forEach((word, i) => {
        const value = this.capitals.get(word);
        if (value === undefined || used[i]) return;
        used[i] = true;
        found.push({ value, text: word, typos: 0, start: i, end: i + 1 });
      });
    // A phrase of several words holding a word of capitals is the longer match ("DM type 1" is type 1,
    // not the DM of type 2); a word of capitals comes before any single word.
    for (let size = Math.min(this.maxWords, words.length); size >= 1; size--) {
      if (size === 1) capitals();
      for (let start = 0; start + size <= words.length; start++) {
        let free = true;
        for (let k = start; k < start + size; k++) if (used[k]) free = false;
        if (!free) continue;
        const text = words.slice(start, start + size).join(' ');
        const value = this.exact.get(text);
        if (value === undefined) continue;
        used.fill(true, start, start + size);
        found.push({ value, text, typos: 0, start, end: start + size });
      }
    }
    return found.sort((a, b) => a.start - b.start);
  }

  /** The closest phrase within its typo allowance for runs of unused words not starting with a `skip` word; marks what it takes. */
  /**
   * `spelt`: whether a word is spelt right as written (an everyday English word). A window made only
   * of such words is allowed one typo at most, whatever its length: "hart failure" is heart failure
   * (one letter), "abnormal last" is not "abnormal lfts" (three).
   */
  findTypos(words: readonly string[], used: boolean[], budget: TypoBudget, skip?: (word: string) => boolean, spelt?: (word: string) => boolean): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    for (let size = MAX_FUZZY_WINDOW; size >= 1; size--) {
      for (let start = 0; start + size <= words.length; start++) {
        let free = true;
        for (let k = start; k < start + size; k++) if (used[k]) free = false;
        if (!free) continue;
        const text = words.slice(start, start + size).join(' ');
        const allowance = Math.min(typoAllowance(text.length), spelt && words.slice(start, start + size).every(spelt) ? 1 : 2);
        if (allowance === 0 || /\d/.test(text) || (skip?.(words[start] ?? '') ?? false)) continue;
        if (budget.windows <= 0) return found;
        budget.windows--;
        let best: PhraseMatch<T> | null = null;
        for (let length = text.length - allowance; length <= text.length + allowance; length++) {
          for (const candidate of this.fuzzy.get(`${text[0]}${length}`) ?? []) {
            const limit = Math.min(allowance, typoAllowance(candidate.phrase.length), best ? best.typos - 1 : 2);
            if (limit < 1) continue;
            const typos = editDistance(text, candidate.phrase, limit);
            if (typos <= limit) best = { value: candidate.value, text, typos, start, end: start + size };
          }
        }
        if (best) {
          used.fill(true, start, start + size);
          found.push(best);
        }
      }
    }
    return found;
  }
}
