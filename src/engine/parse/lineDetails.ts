/** What a condition line says besides the condition: when it was diagnosed and how bad it is. */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_WORD = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, eighteen: 18, twenty: 20 };

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

/** The engine's year: look-backs and countdowns count in it. */
export const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/** A date known only to a month or a year counts from its last day: the cautious reading. */
export function yearsSince(year: number, monthIndex: number | null, now: Date): number {
  const end = monthIndex === null ? Date.UTC(year, 11, 31) : Date.UTC(year, monthIndex + 1, 0);
  return Math.max(0, (now.getTime() - end) / YEAR_MS);
}

interface DatePattern {
  pattern: RegExp;
  /** Years ago; null when the match is no date after all (an age older than the client). */
  years: (match: RegExpExecArray, now: Date, clientAge: number | undefined) => number | null;
  /** The calendar year, for a date written as a year only. */
  year?: (match: RegExpExecArray, now: Date) => number | null;
}

/** "since 2012", "from 2012": still going on, not a year-only date. */
const ONGOING_PREFIX = /^\s*(?:since|from)\b/i;

/** A month without a year is the last such month before now, or this month. */
function lastMonth(monthIndex: number, now: Date): number {
  const year = monthIndex > now.getUTCMonth() ? now.getUTCFullYear() - 1 : now.getUTCFullYear();
  return yearsSince(year, monthIndex, now);
}
const monthIndexOf = (word: string | undefined) => MONTHS.indexOf((word ?? '').slice(0, 3).toLowerCase());

/** An age at diagnosis ("diagnosed at age 45", "dx at 30", "heart attack at 58"): that many years before the client's age now. */
function atAge(ageThen: number, clientAge: number | undefined): number | null {
  if (clientAge === undefined || !Number.isFinite(clientAge) || ageThen > clientAge) return null;
  return clientAge - ageThen;
}
/** Units after a number that make it a measurement, not an age ("BP at 140/90", "A1c at 7.2", "at 80 mg"). */
const NOT_AN_AGE = String.raw`(?![\d.]|\s*(?:\/|%|mg|mcg|ml|mm|lbs?|pounds|kg|units?|years?|yrs?|bpm|percent)\b)`;

const AMOUNT = '(\\d+ 1/2|\\d+(?:\\.\\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty)';
/** "18", "1.5", "1 1/2", "two". */
const amount = (word: string | undefined) => {
  const text = (word ?? '').toLowerCase();
  const half = /^(\d+) 1\/2$/.exec(text);
  return half ? Number(half[1]) + 0.5 : (NUMBER_WORDS[text] ?? Number(text));
};
/** Years in an amount of a unit: "18 months" is 1.5. */
const inYears = (value: number, unit: string | undefined) => {
  const u = (unit ?? '').toLowerCase();
  return u.startsWith('y') ? value : u.startsWith('m') ? value / 12 : u.startsWith('w') ? value / 52 : value / 365;
};
const UNIT = '(years?|yrs?|months?|mos?|weeks?|wks?|days?)';
const CLEAN = '(?:sober|clean|quit|stopped|smoke[ -]?free|tobacco[ -]?free|cancer[ -]?free|in remission|remission|free)';
/** An exact day: counted from that day. */
const dayYears = (year: number, monthIndex: number, day: number, now: Date) =>
  Math.max(0, (now.getTime() - Date.UTC(year, monthIndex, day)) / YEAR_MS);
/** "'19" is 2019 unless that would be in the future, then 1919. */
const twoDigitYear = (yy: number, now: Date) => (2000 + yy <= now.getUTCFullYear() ? 2000 + yy : 1900 + yy);

const DATE_PATTERNS: DatePattern[] = [
  // 3/15/2019 and 03-15-2019: US month first.
  {
    pattern: /\b(0?[1-9]|1[0-2])\s*[/-]\s*(0?[1-9]|[12]\d|3[01])\s*[/-]\s*((?:19|20)\d{2})\b/,
    years: (m, now) => dayYears(Number(m[3]), Number(m[1]) - 1, Number(m[2]), now),
  },
  // 2019-03-15
  {
    pattern: /\b((?:19|20)\d{2})-(0?[1-9]|1[0-2])-(0?[1-9]|[12]\d|3[01])\b/,
    years: (m, now) => dayYears(Number(m[1]), Number(m[2]) - 1, Number(m[3]), now),
  },
  {
    pattern: new RegExp(`\\b${AMOUNT}\\s*${UNIT}\\s+ago\\b`, 'i'),
    years: (m) => inYears(amount(m[1]), m[2]),
  },
  // "sober 10 years", "quit for 2 years", "cancer free 5 years"
  {
    pattern: new RegExp(`\\b${CLEAN}\\s+(?:for\\s+|since\\s+)?(?:about\\s+|over\\s+)?${AMOUNT}\\s*\\+?\\s*${UNIT}\\b`, 'i'),
    years: (m) => inYears(amount(m[1]), m[2]),
  },
  // "10 years sober", "5 yrs cancer free"
  {
    pattern: new RegExp(`\\b${AMOUNT}\\s*\\+?\\s*${UNIT}\\s+${CLEAN}\\b`, 'i'),
    years: (m) => inYears(amount(m[1]), m[2]),
  },
  {
    pattern: new RegExp(`\\b${MONTH_WORD}\\.?\\s*(?:(0?[1-9]|[12]\\d|3[01])(?:st|nd|rd|th)?\\s*,?\\s*)?((?:19|20)\\d{2})\\b`, 'i'),
    years: (m, now) =>
      m[2] ? dayYears(Number(m[3]), MONTHS.indexOf((m[1] ?? '').slice(0, 3).toLowerCase()), Number(m[2]), now)
        : yearsSince(Number(m[3]), MONTHS.indexOf((m[1] ?? '').slice(0, 3).toLowerCase()), now),
  },
  {
    pattern: /\b(0?[1-9]|1[0-2])\s*[/-]\s*((?:19|20)\d{2})\b/i,
    years: (m, now) => yearsSince(Number(m[2]), Number(m[1]) - 1, now),
  },
  {
    pattern: /\b((?:19|20)\d{2})\s*-\s*(0?[1-9]|1[0-2])\b/i,
    years: (m, now) => yearsSince(Number(m[1]), Number(m[2]) - 1, now),
  },
  {
    pattern: /\b(?:in|since|from|dx|diagnosed(?: in)?)?\s*((?:19|20)\d{2})\b/i,
    years: (m, now) => yearsSince(Number(m[1]), null, now),
    year: (m) => (ONGOING_PREFIX.test(m[0]) ? null : Number(m[1])),
  },
  // "in '19", "since '08"
  {
    pattern: /(?:\b(?:in|since|from|dx)\s*)?['\u2019](\d{2})\b/i,
    years: (m, now) => yearsSince(twoDigitYear(Number(m[1]), now), null, now),
    year: (m, now) => (ONGOING_PREFIX.test(m[0]) ? null : twoDigitYear(Number(m[1]), now)),
  },
  // "last year" counts from the end of last year, like any date known only to the year.
  {
    pattern: /\b(last|this) (year|month|week)\b/i,
    years: (m, now) => {
      if (m[1]?.toLowerCase() !== 'last') return 0;
      const unit = (m[2] ?? '').toLowerCase();
      if (unit === 'year') return yearsSince(now.getUTCFullYear() - 1, null, now);
      if (unit === 'month') return yearsSince(now.getUTCFullYear(), now.getUTCMonth() - 1, now);
      return inYears(1, unit);
    },
    year: (m, now) => (`${m[1]} ${m[2]}`.toLowerCase() === 'last year' ? now.getUTCFullYear() - 1 : null),
  },
  // A month without a year: "heart attack in March", "MI last March", "stent placed in October". Any month
  // after a preposition; bare, only a full name that is no everyday word (not "may", "march").
  {
    pattern: new RegExp(String.raw`\b(?:(?:in|last|since|from|early|late|mid|during|of)[\s-]+(?:of\s+)?${MONTH_WORD}|(january|february|april|june|july|august|september|october|november|december))\b\.?`, 'i'),
    years: (m, now) => lastMonth(monthIndexOf(m[1] ?? m[2]), now),
  },
  // An age at diagnosis, when the client's age is known: "diagnosed at age 45", "insulin since age 25", "dx at 30", "heart attack at 58".
  {
    pattern: new RegExp(String.raw`\b(?:(?:diagnosed|dx|onset|since|started|starting|began|beginning|from)\s+)?(?:at|@)\s+(?:the\s+)?age\s+(?:of\s+)?(\d{1,3})${NOT_AN_AGE}`, 'i'),
    years: (m, _now, age) => atAge(Number(m[1]), age),
  },
  {
    pattern: new RegExp(String.raw`\b(?:(?:diagnosed|dx|onset|since)\s+(?:at\s+)?(?:age\s+)?|at\s+)(\d{2,3})\b${NOT_AN_AGE}`, 'i'),
    years: (m, _now, age) => atAge(Number(m[1]), age),
  },
  { pattern: /\b(recently|currently|current|now|ongoing|active|today|yesterday|presently|at present)\b/i, years: () => 0 },
];

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

/** `clientAge`, when known, reads an age at diagnosis ("diagnosed at 45") as a date. */
export function readLineDetails(line: string, now: Date, clientAge?: number): LineDetails {
  let rest = ` ${line.replace(/[^A-Za-z0-9./'\u2019+-]+/g, ' ')} `;
  let yearsAgo: number | null = null;
  let dateText: string | null = null;
  let year: number | null = null;
  for (const { pattern, years, year: yearOf } of DATE_PATTERNS) {
    const match = pattern.exec(rest);
    if (!match) continue;
    const value = years(match, now, clientAge);
    if (value === null) continue;
    year = yearOf?.(match, now) ?? null;
    // Exact, not rounded: a countdown date is worked out from it (a rounded 0.01 year is days off).
    yearsAgo = value;
    dateText = match[0].trim();
    rest = rest.replace(match[0], ' ');
    break;
  }
  const severity: SeverityWord[] = [];
  for (const { pattern, shift } of SEVERITY_PATTERNS) {
    const match = pattern.exec(rest);
    if (!match) continue;
    severity.push({ word: (match[1] ?? match[0]).toLowerCase(), shift });
    rest = rest.replace(match[0], ' ');
  }
  return { rest: rest.trim(), yearsAgo, dateText, year, severity };
}
