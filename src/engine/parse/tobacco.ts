/**
 * Tobacco as agents write it: the form's box, and lines such as "quit smoking 2023", "former smoker,
 * quit 6 months ago", "vapes daily", "never smoked". Any nicotine in the last 12 months counts as
 * tobacco at most carriers; preferred non-tobacco classes ask for years clean (docs/engine.md).
 */
import { aboutAnotherPerson, splitClauses } from './clauses';
import { readLineDetails } from './lineDetails';
import { TOBACCO_IN_USE_PATTERN, TOBACCO_NAME_PATTERN } from '../data/tobacco';

export interface Tobacco {
  /** Tobacco rates apply. */
  current: boolean;
  /** Years since the client quit, when a line says so; null when no quit was written or it had no date. */
  quitYearsAgo: number | null;
  /** A quit was written. */
  quit: boolean;
  /** How it was read, in words. */
  text: string;
  /** The lines the reader took as being about tobacco (they are not conditions). */
  lines: Set<string>;
}

/**
 * No tobacco, in the forms agents write it: "never smoked", "non-smoker", and a denial or a "no" in a
 * form's way ("denies tobacco use", "smoking: no", "tobacco - never", "tobacco: none", "no smoking").
 */
const NEVER = new RegExp(
  String.raw`\b(?:never smoked|never used tobacco|non[- ]?smoker|nonsmoker|no tobacco|no nicotine|no smoking|does ?n[o']?t smoke|tobacco[- ]free|smoke[- ]free|(?:denies|denied|deny)(?: any)? (?:tobacco|nicotine|smoking|cigarettes?|vaping)(?: use)?)\b` +
    String.raw`|\b(?:tobacco|smoking|smoker|nicotine|cigarettes?)(?: use)?\s*(?::|-|\u2013|=)\s*(?:no|none|never|denies|n)\b`,
  'i',
);
const QUIT = /\b(?:quit|quitting|stopped|former|formerly|ex[- ]?smoker|used to smoke|gave up|no longer)\b/i;
/**
 * "ppd" is packs per day only after an amount ("1 ppd", "1/2 ppd", "2 ppd smoker", "one ppd"); "positive
 * PPD test", "PPD positive" is a tuberculin skin test, not tobacco.
 */
const WORDS = /\b(?:smok\w*|cigarettes?|cigs?|cigars?|pipe|vap(?:e|es|ing)|e-?cig\w*|juul|chew(?:s|ing)? tobacco|dip|snuff|snus|tobacco|nicotine|zyn|chantix|varenicline|nicorette|packs? a day)\b|(?:\b\d+(?:\.\d+)?|\b\d+\/\d+|\b(?:a|one|two|three|half|half a))\s*-?\s*ppd\b/i;

/** Tobacco named: the words above, or a product by kind or brand (data/tobacco.ts: "chews Copenhagen", "Zyn", "Black & Milds"). */
const TOBACCO = { test: (text: string) => WORDS.test(text) || TOBACCO_NAME_PATTERN.test(text) || TOBACCO_IN_USE_PATTERN.test(text) };

/** Another substance a "quit" could be about: then a quit clause without a tobacco word is not tobacco's. */
const OTHER_SUBSTANCE = /\b(?:drink\w*|alcohol\w*|booze|beer|liquor|wine|drugs?|opioids?|opiates?|heroin|cocaine|meth\w*|pills|marijuana|weed|cannabis|pot|gambling|job|work\w*)\b/i;

/** What one clause says of tobacco. */
type ClauseRead = { kind: 'none' } | { kind: 'use'; now: boolean } | { kind: 'quit'; years: number | null; only: boolean };

/** A use said to go on: a quit after it is not of this use ("still smokes, quit chewing 2020"). */
const STILL = /\b(?:still|currently|now|daily|every day|a day|ppd)\b/i;

/**
 * One clause. A quit clause that names no tobacco ("quit 8 months ago") is tobacco's quit right after a
 * tobacco clause ("ex-smoker, quit 8 months ago"), or on a tobacco line that names no other substance.
 */
function readClause(clause: string, now: Date, tobaccoBefore: boolean, line: string): ClauseRead {
  const named = TOBACCO.test(clause) || NEVER.test(clause);
  const quitOnly = !named && QUIT.test(clause) && !OTHER_SUBSTANCE.test(clause) && (tobaccoBefore || !OTHER_SUBSTANCE.test(line));
  if (!named && !quitOnly) return { kind: 'none' };
  const years = readLineDetails(clause, now).yearsAgo;
  // "never smoked" with no date is no tobacco; "smoke-free since Jan 2026" is a quit with a date.
  if (NEVER.test(clause) && !QUIT.test(clause) && years === null) return { kind: 'none' };
  return QUIT.test(clause) || NEVER.test(clause) ? { kind: 'quit', years, only: quitOnly } : { kind: 'use', now: STILL.test(clause) };
}

function describe(box: boolean, named: boolean, quit: boolean, quitYearsAgo: number | null): string {
  const months = quitYearsAgo === null ? null : Math.round(quitYearsAgo * 12);
  if (box) return 'Tobacco (checked on the form)';
  if (named) return 'Tobacco (named in the profile)';
  if (quitYearsAgo !== null && quitYearsAgo < 1) return `Quit ${months} months ago: tobacco rates for 12 months`;
  if (quit && quitYearsAgo !== null) return `Quit ${quitYearsAgo >= 2 ? `${Math.floor(quitYearsAgo)} years` : `${months} months`} ago: non-tobacco`;
  if (quit) return 'Quit tobacco, date not given: ask when (under 12 months is tobacco)';
  return 'No tobacco';
}

export function readTobacco(box: boolean, textLines: readonly string[], now: Date): Tobacco {
  const lines = new Set<string>();
  let named = false;
  let quit = false;
  let quitYearsAgo: number | null = null;
  for (const line of textLines) {
    if (!TOBACCO.test(line) && !NEVER.test(line)) continue;
    lines.add(line);
    // Clause by clause: "quit smoking 2015 but still chews tobacco" is a quit and a current use; a use
    // followed by a quit that names no tobacco ("smoker, quit 2 years ago") is the use that was quit.
    let before: ClauseRead = { kind: 'none' };
    let uses = 0;
    for (const clause of splitClauses(line)) {
      // Someone else's tobacco ("husband smokes", "mother smoked") is not the client's.
      if (aboutAnotherPerson(clause)) continue;
      const read = readClause(clause, now, before.kind !== 'none', line);
      if (read.kind === 'use') uses++;
      if (read.kind === 'quit' && read.only && before.kind === 'use' && !before.now) uses--;
      before = read;
      if (read.kind !== 'quit') continue;
      quit = true;
      if (read.years !== null) quitYearsAgo = quitYearsAgo === null ? read.years : Math.min(quitYearsAgo, read.years);
    }
    named ||= uses > 0;
  }
  const current = box || named || (quitYearsAgo !== null && quitYearsAgo < 1);
  return { current, quit, quitYearsAgo, text: describe(box, named, quit, quitYearsAgo), lines };
}
