/** Text helpers shared by the profile readers. */

/** Lower case, every character that is not a letter or digit becomes a space, spaces collapsed. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Levenshtein distance with adjacent transpositions (optimal string alignment), giving up as soon
 * as it must exceed `limit` (then returns limit + 1). Short strings only: lines are capped upstream.
 */
let buffer = new Int32Array(96);

export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  // Three rolling rows in one reused typed array; indexes stay inside it by construction.
  if (buffer.length < width * 3) buffer = new Int32Array(width * 3);
  const rows = buffer;
  for (let j = 0; j < width; j++) rows[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const cur = (i % 3) * width;
    const prev = ((i + 2) % 3) * width;
    const prevPrev = ((i + 1) % 3) * width;
    rows[cur] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(rows[prev + j]! + 1, rows[cur + j - 1]! + 1, rows[prev + j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = Math.min(value, rows[prevPrev + j - 2]! + 1);
      }
      rows[cur + j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
  }
  return Math.min(limit + 1, rows[(a.length % 3) * width + b.length]!);
}

/**
 * The letters and digits of a text as bits (a–z, then 0–9 folded onto six more). An edit adds at most
 * one character the other text lacks, so a text with more characters missing from a name than the
 * typo allowance cannot be within it: most names are ruled out without computing a distance.
 */
export function lettersOf(text: string, end = text.length): number {
  let bits = 0;
  for (let i = 0; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code >= 97 && code <= 122) bits |= 1 << (code - 97);
    else if (code >= 48 && code <= 57) bits |= 1 << (26 + ((code - 48) % 6));
  }
  return bits;
}

/** How many bits are set: the letters in a `lettersOf` set. */
export function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits >>> 0; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** How many typos a phrase of this length may carry and still count as a match. */
export function typoAllowance(length: number): number {
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}

/**
 * Text lines, trimmed, empty ones dropped. A line may be as long as a field (2,000 characters in the
 * schema); past `maxLines` the rest is left for the caller to report, never dropped silently.
 */
export function lines(text: string, maxLines = 60, maxLength = 2000): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().slice(0, maxLength))
    .filter(Boolean)
    .slice(0, maxLines);
}

/** A clause's words: `written` keeps the case (for capitals-only short forms), `words` is lower case; same positions. */
export function tokens(text: string): { written: string[]; words: string[] } {
  const written = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return { written, words: written.map((w) => w.toLowerCase()) };
}

/** A quote of the agent's text short enough to show anywhere: answers never echo unbounded input. */
export function clip(text: string, max = 60): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}…`;
}

/** 5'10": whole inches, as build charts and agents write them. */
export const feetAndInches = (inches: number) => `${Math.floor(Math.round(inches) / 12)}'${Math.round(inches) % 12}"`;

/** The first letter in capitals: a drug's generic name at the start of a sentence. */
export const capital = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
