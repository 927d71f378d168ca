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

/**
 * Whether a word is everyday English as written ("sugar", "water"): a word spelt right is not a drug's
 * name misspelt, so the typo search for drugs never starts at one ("sugar pill" is not Sular).
 */
export const isEverydayWord = (word: string): boolean => everyday.has(word);

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

/**
 * Everyday words that name the body, a symptom, or a treatment or device: a line of the conditions
 * made only of everyday words and holding one of these ("liver problems", "high sugar", "feeding
 * tube", "on a machine to breathe", "mass in abdomen") speaks of the client's health in words the
 * engine cannot read. A line without one ("enjoys gardening and golf", "works as a probation
 * officer") says nothing to underwrite.
 */
const HEALTH_WORDS: ReadonlySet<string> = new Set(
  (
    'liver kidney lung heart brain blood sugar bone spine stomach belly abdomen abdominal chest bowel bladder breast throat skin nerve ' +
    'memory breathe breath breathing pain ache sick illness disease tube machine pill thinner shot injection needle surgery operation ' +
    'hospital doctor specialist scan xray x-ray test biopsy mass lump growth spot shadow bleeding seizure stroke fall fell weak weakness ' +
    'numb numbness dizzy dizziness pressure swelling wheelchair walker cane oxygen treatment therapy infusion transfusion ' +
    'hospitalize hospitalise hospitalization hospitalisation admit admission inpatient er icu stage remission relapse recur recurrence flare exacerbation'
  ).split(' '),
);

/** "passed out", "blacked out": everyday words that together name a faint. */
const HEALTH_PHRASES = /\b(?:pass(?:ed|es|ing)?|black(?:ed|s|ing)?) out\b/i;

/**
 * Whether a line of which nothing was read still holds the offers: in the medications, every one
 * (whatever it says, it stands for drugs the engine cannot name: "see attached", "nebulizer",
 * "opioids", "the usual ones"); in the conditions, one that names the body, a symptom or a treatment
 * in everyday words ("liver problems", "passed out").
 */
export function lineHoldsOffers(field: 'medicalConditions' | 'medications', written: string): boolean {
  if (field === 'medications' || HEALTH_PHRASES.test(written)) return true;
  return normalize(written)
    .split(' ')
    .some((word) => baseForms(word).some((form) => HEALTH_WORDS.has(form)));
}
