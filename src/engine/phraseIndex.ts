/**
 * Finds known phrases (condition names, aliases, medication names) inside a line an agent typed:
 * exact word sequences first, longest first; then, only if nothing matched, the closest phrase
 * within a small number of typos. Like most spell checkers it trusts the first letter, which keeps
 * the typo search to a few dozen candidates per word.
 */
import { editDistance, normalize, typoAllowance } from './text';

export interface PhraseMatch<T> {
  value: T;
  /** The words of the line that matched. */
  text: string;
  /** 0 for an exact match. */
  typos: number;
}

const MAX_FUZZY_WINDOW = 4;

export class PhraseIndex<T> {
  private readonly exact = new Map<string, T>();
  /** Whole words that count only as written, in capitals. */
  private readonly capitals = new Map<string, T>();
  private readonly fuzzy = new Map<string, { phrase: string; value: T }[]>();
  private maxWords = 1;

  /** Adds a phrase; `exactOnly` for short forms (HTN, MI) that must never be guessed from a typo. */
  add(phrase: string, value: T, exactOnly = false): string | null {
    const key = normalize(phrase);
    if (!key) return null;
    const existing = this.exact.get(key);
    if (existing !== undefined && existing !== value) return key;
    this.exact.set(key, value);
    this.maxWords = Math.max(this.maxWords, key.split(' ').length);
    if (!exactOnly && key.length >= 5) {
      const bucketKey = `${key[0]}${key.length}`;
      const bucket = this.fuzzy.get(bucketKey) ?? [];
      bucket.push({ phrase: key, value });
      this.fuzzy.set(bucketKey, bucket);
    }
    return null;
  }

  /** A short form that is also an everyday word: it matches only a word written exactly so. */
  addCapitals(word: string, value: T): void {
    this.capitals.set(word, value);
  }

  /** `typos: false` for exact word sequences only. */
  find(line: string, { typos = true }: { typos?: boolean } = {}): PhraseMatch<T>[] {
    const words = normalize(line).split(' ').filter(Boolean);
    const used = new Array<boolean>(words.length).fill(false);
    const found: PhraseMatch<T>[] = [];
    if (this.capitals.size > 0) {
      // Same word boundaries as normalize(), case kept.
      const asWritten = line.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, ' ').trim().split(' ');
      asWritten.forEach((word, i) => {
        const value = this.capitals.get(word);
        if (value === undefined || used[i]) return;
        used[i] = true;
        if (!found.some((f) => f.value === value)) found.push({ value, text: word, typos: 0 });
      });
    }
    for (let size = Math.min(this.maxWords, words.length); size >= 1; size--) {
      for (let start = 0; start + size <= words.length; start++) {
        if (used.slice(start, start + size).some(Boolean)) continue;
        const text = words.slice(start, start + size).join(' ');
        const value = this.exact.get(text);
        if (value === undefined) continue;
        used.fill(true, start, start + size);
        if (!found.some((f) => f.value === value)) found.push({ value, text, typos: 0 });
      }
    }
    if (found.length > 0 || !typos) return found;
    const best = this.closest(words);
    return best ? [best] : [];
  }

  private closest(words: string[]): PhraseMatch<T> | null {
    let best: PhraseMatch<T> | null = null;
    for (let size = Math.min(MAX_FUZZY_WINDOW, words.length); size >= 1; size--) {
      for (let start = 0; start + size <= words.length; start++) {
        const text = words.slice(start, start + size).join(' ');
        const allowance = typoAllowance(text.length);
        if (allowance === 0) continue;
        for (let length = text.length - allowance; length <= text.length + allowance; length++) {
          for (const candidate of this.fuzzy.get(`${text[0]}${length}`) ?? []) {
            const limit = Math.min(allowance, typoAllowance(candidate.phrase.length), best ? best.typos - 1 : 2);
            if (limit < 1) continue;
            const typos = editDistance(text, candidate.phrase, limit);
            if (typos <= limit) best = { value: candidate.value, text, typos };
          }
        }
      }
    }
    return best;
  }
}
