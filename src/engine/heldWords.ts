/**
 * Which words the engine could not read hold the offers (docs/engine.md, Nothing unknown is resolved
 * in the client's favour). A leftover word that is everyday English ("receives", "daughter", "again")
 * says nothing to underwrite and is only named as not understood; any other ("zorbatitis", "Xyzzol",
 * "Copenhagen") could be tobacco, a drug or a condition, so it is asked about, and until answered
 * every underwritten offer waits for the answer. A word that names a condition or a medication on its
 * own ("heroin", "stroke") is never everyday, whatever the word list says.
 */
import { EVERYDAY_WORDS } from './data/everydayWords';
import { normalize } from './text';
import type { Catalog } from './types';

const everyday: ReadonlySet<string> = new Set(EVERYDAY_WORDS.split(' '));

/** One-word names, aliases, abbreviations and drug names of a catalog: each carries weight on its own. */
const weighty = new WeakMap<Catalog, ReadonlySet<string>>();
function weightyWords(catalog: Catalog): ReadonlySet<string> {
  let words = weighty.get(catalog);
  if (words) return words;
  const phrases = [
    ...catalog.conditions.flatMap((c) => [c.name, ...c.aliases, ...c.abbreviations, ...c.capitalsOnly]),
    ...catalog.medications.flatMap((m) => m.names),
  ];
  words = new Set(phrases.map(normalize).filter((p) => p !== '' && !p.includes(' ')));
  weighty.set(catalog, words);
  return words;
}

/**
 * The forms a word may be an inflection of ("gardening" of "garden", "tapered" of "taper", "worries"
 * of "worry", "running" of "run"): the word list holds the commonest forms only.
 */
export function baseForms(word: string): string[] {
  const forms = [word];
  const strip = (suffix: string, ...ends: string[]) => {
    if (!word.endsWith(suffix) || word.length - suffix.length < 3) return;
    const stem = word.slice(0, -suffix.length);
    for (const end of ends) forms.push(stem + end);
    // "running" → "run": a doubled last consonant.
    if (/([b-df-hj-np-tv-z])\1$/.test(stem)) forms.push(stem.slice(0, -1));
  };
  strip('s', '');
  strip('es', '');
  strip('ies', 'y');
  strip('ied', 'y');
  strip('ing', '', 'e');
  strip('ed', '', 'e');
  strip('er', '', 'e');
  strip('ers', '', 'e');
  strip('ly', '');
  return forms;
}

/** Whether one word is everyday: it, or a form it inflects, is on the list, and none names a fact. */
function isEveryday(word: string, weighty: ReadonlySet<string>): boolean {
  if (weighty.has(word) || !everyday.has(word) && !baseForms(word).some((form) => everyday.has(form))) return false;
  return !baseForms(word).some((form) => weighty.has(form) || HEALTH_FORMS.has(form));
}

/** Forms whose inflections carry weight though the list holds the inflection ("drinking" of "drink"). */
const HEALTH_FORMS: ReadonlySet<string> = new Set(['drink', 'bleed', 'faint', 'swell', 'wheeze', 'cough', 'vomit', 'seize', 'inject', 'snort', 'overdose']);

/**
 * Whether a word left over after reading must be asked about and hold the offers: not a plain
 * everyday English word (or an inflection of one), or a word that names a fact on its own. Numbers
 * and doses never reach here (the reader knows them).
 */
export function holdsOffers(word: string, catalog: Catalog): boolean {
  const key = normalize(word);
  // Numbers, doses and a course's length ("x10", "x5 days") say nothing of their own.
  if (key === '' || /^x?\d/.test(key)) return false;
  const weighty = weightyWords(catalog);
  return key.split(' ').some((part) => part.length > 1 && !/^x?\d/.test(part) && !isEveryday(part, weighty));
}
