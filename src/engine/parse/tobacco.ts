/**
 * Tobacco as agents write it: the form's box, and lines such as "quit smoking 2023", "former smoker,
 * quit 6 months ago", "vapes daily", "never smoked". Any nicotine in the last 12 months counts as
 * tobacco at most carriers; preferred non-tobacco classes ask for years clean (docs/engine.md).
 */
import { splitClauses } from './clauses';
import { readLineDetails } from './lineDetails';

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

const NEVER = /\b(?:never smoked|never used tobacco|non[- ]?smoker|nonsmoker|no tobacco|no nicotine|does ?n[o']?t smoke|tobacco[- ]free|smoke[- ]free)\b/i;
const QUIT = /\b(?:quit|quitting|stopped|former|formerly|ex[- ]?smoker|used to smoke|gave up|no longer)\b/i;
/**
 * "ppd" is packs per day only after an amount ("1 ppd", "1/2 ppd", "2 ppd smoker", "one ppd"); "positive
 * PPD test", "PPD positive" is a tuberculin skin test, not tobacco.
 */
const TOBACCO = /\b(?:smok\w*|cigarettes?|cigs?|cigars?|pipe|vap(?:e|es|ing)|e-?cig\w*|juul|chew(?:s|ing)? tobacco|dip|snuff|snus|tobacco|nicotine|zyn|chantix|varenicline|nicorette|packs? a day)\b|(?:\b\d+(?:\.\d+)?|\b\d+\/\d+|\b(?:a|one|two|three|half|half a))\s*-?\s*ppd\b/i;

export function readTobacco(box: boolean, textLines: readonly string[], now: Date): Tobacco {
  const lines = new Set<string>();
  let named = false;
  let quit = false;
  let quitYearsAgo: number | null = null;
  for (const line of textLines) {
    if (!TOBACCO.test(line) && !NEVER.test(line)) continue;
    lines.add(line);
    // Clause by clause: "quit smoking 2015 but still chews tobacco" is a quit and a current use.
    for (const clause of splitClauses(line)) {
      if (!TOBACCO.test(clause) && !NEVER.test(clause)) continue;
      const years = readLineDetails(clause, now).yearsAgo;
      // "never smoked" with no date is no tobacco; "smoke-free since Jan 2026" is a quit with a date.
      if (NEVER.test(clause) && !QUIT.test(clause) && years === null) continue;
      if (QUIT.test(clause) || NEVER.test(clause)) {
        quit = true;
        if (years !== null) quitYearsAgo = quitYearsAgo === null ? years : Math.min(quitYearsAgo, years);
      } else named = true;
    }
  }
  const months = quitYearsAgo === null ? null : Math.round(quitYearsAgo * 12);
  const recentQuit = quitYearsAgo !== null && quitYearsAgo < 1;
  const current = box || named || recentQuit;
  const text = box
    ? 'Tobacco (checked on the form)'
    : named
      ? 'Tobacco (named in the profile)'
      : recentQuit
        ? `Quit ${months} months ago: tobacco rates for 12 months`
        : quit && quitYearsAgo !== null
          ? `Quit ${quitYearsAgo >= 2 ? `${Math.floor(quitYearsAgo)} years` : `${months} months`} ago: non-tobacco`
          : quit
            ? 'Quit tobacco, date not given: ask when (under 12 months is tobacco)'
            : 'No tobacco';
  return { current, quit, quitYearsAgo, text, lines };
}
