/** What a condition line says besides the condition: when it was diagnosed and how bad it is. */

import { readDate } from './dates';

export { YEAR_MS, yearsSince } from './dates';

export interface SeverityWord {
  word: string;
  /** +1 worse, -1 milder, 0 named only. */
  shift: -1 | 0 | 1;
}

export interface LineDetails {
  /** The line with the date and severity phrases taken out (case kept). */
  rest: string;
  /** Years between the diagnosis and now (0 when the date is in the future); null when no date was given. */
  yearsAgo: number | null;
  /** The date as the agent wrote it. */
  dateText: string | null;
  /**
   * The calendar year when the date was written as a year only ("2016", "in 2016", "dx 2016", "'16",
   * "last year"); null for any other date (a month, a day, an amount of time ago, an age) and for
   * "since 2012" or "from 2012", which say the fact is still going on. `yearsAgo` still counts from
   * the end of that year.
   */
  year: number | null;
  /** Severity phrases found, in the order of SEVERITY_PATTERNS. */
  severity: SeverityWord[];
}

/** +1 when any word says worse (severe, uncontrolled, with complications), else −1 when any says milder. */
export function severityShift(words: readonly SeverityWord[]): -1 | 0 | 1 {
  if (words.some((w) => w.shift > 0)) return 1;
  return words.some((w) => w.shift < 0) ? -1 : 0;
}

const SEVERITY_PATTERNS: { pattern: RegExp; shift: -1 | 0 | 1 }[] = [
  // A negated word grades nothing: "without complications", "not severe".
  { pattern: /\b((?:without|no|not|non)[ -](?:any )?(?:complications|complicated|severe|serious))\b/i, shift: 0 },
  { pattern: /\b(uncontrolled|not controlled|poorly controlled)\b/i, shift: 1 },
  { pattern: /\b(with complications|complicated|complications)\b/i, shift: 1 },
  { pattern: /\b(severe|serious|advanced|end stage)\b/i, shift: 1 },
  { pattern: /\b(not well controlled|not under control)\b/i, shift: 1 },
  { pattern: /\b(well controlled|controlled)\b/i, shift: -1 },
  { pattern: /\b(mild|minor)\b/i, shift: -1 },
  { pattern: /\b(moderate)\b/i, shift: 0 },
];

/** How many dates past the first one clause is read for. */
const MORE_DATES = 3;
/**
 * A date that names its year ("2019", "'19", "March 2024"): only such dates are read as a second date
 * of the same fact. A status ("currently") or a vaguer form of the same date ("as a child" beside
 * "age 8") is not a second event.
 */
export const CALENDAR_YEAR = /\b(?:19|20)\d{2}\b|['\u2019]\d{2}\b/;

/** `clientAge`, when known, reads an age at diagnosis ("diagnosed at 45") as a date. */
export function readLineDetails(line: string, now: Date, clientAge?: number): LineDetails {
  let rest = ` ${line.replace(/[^A-Za-z0-9./'\u2019+-]+/g, ' ')} `;
  let date = readDate(rest, now, clientAge);
  if (date) rest = rest.replace(date.text, ' ');
  // Several dates for one fact ("strokes 2015 and 2025", "cancer 2012-2024", "MI between 2019 and
  // 2021"): the most recent decides, as an underwriter counts a look-back from the last event or the
  // end of treatment; the earliest would be the kindest reading.
  for (let more = 0; date && CALENDAR_YEAR.test(date.text) && more < MORE_DATES; more++) {
    const next = readDate(rest, now, clientAge);
    if (!next || !CALENDAR_YEAR.test(next.text) || !rest.includes(next.text)) break;
    rest = rest.replace(next.text, ' ');
    if (next.yearsAgo < date.yearsAgo) date = next;
  }
  // A date before the client was born ("heart attack in 1950" at 64) is a slip the engine cannot
  // read past: the fact counts as undated (recent), and its date is asked. Exact, not rounded
  // otherwise: a countdown date is worked out from it (a rounded 0.01 year is days off).
  const beforeBirth = date !== null && clientAge !== undefined && date.yearsAgo > clientAge + 1;
  const yearsAgo = beforeBirth ? null : (date?.yearsAgo ?? null);
  const dateText = beforeBirth ? null : (date?.text ?? null);
  const year = beforeBirth ? null : (date?.year ?? null);
  const severity: SeverityWord[] = [];
  for (const { pattern, shift } of SEVERITY_PATTERNS) {
    const match = pattern.exec(rest);
    if (!match) continue;
    severity.push({ word: (match[1] ?? match[0]).toLowerCase(), shift });
    rest = rest.replace(match[0], ' ');
  }
  return { rest: rest.trim(), yearsAgo, dateText, year, severity };
}
