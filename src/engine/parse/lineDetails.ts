/** What a condition line says besides the condition: when it was diagnosed and how bad it is. */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_WORD = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, eighteen: 18 };

export interface SeverityWord {
  word: string;
  /** +1 worse, -1 milder, 0 named only. */
  shift: -1 | 0 | 1;
}

export interface LineDetails {
  /** The line with only the date taken out (case kept): names such as "end stage renal disease" intact. */
  undated: string;
  /** The line with the date and severity phrases taken out (case kept). */
  rest: string;
  /** Years between the diagnosis and now (0 when the date is in the future); null when no date was given. */
  yearsAgo: number | null;
  /** The date as the agent wrote it. */
  dateText: string | null;
  /** Severity phrases found, in the order of SEVERITY_PATTERNS. */
  severity: SeverityWord[];
}

/** +1 when any word says worse (severe, uncontrolled, with complications), else −1 when any says milder. */
export function severityShift(words: readonly SeverityWord[]): -1 | 0 | 1 {
  if (words.some((w) => w.shift > 0)) return 1;
  return words.some((w) => w.shift < 0) ? -1 : 0;
}

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/** A date known only to a month or a year counts from its last day: the cautious reading. */
function yearsSince(year: number, monthIndex: number | null, now: Date): number {
  const end = monthIndex === null ? Date.UTC(year, 11, 31) : Date.UTC(year, monthIndex + 1, 0);
  return Math.max(0, (now.getTime() - end) / YEAR_MS);
}

interface DatePattern {
  pattern: RegExp;
  years: (match: RegExpExecArray, now: Date) => number | null;
}

const DATE_PATTERNS: DatePattern[] = [
  {
    pattern: /\b(\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|eighteen)\s*(years?|yrs?|months?|mos?)\s+ago\b/i,
    years: (m) => {
      const word = (m[1] ?? '').toLowerCase();
      const amount = NUMBER_WORDS[word] ?? Number(word);
      return (m[2] ?? '').toLowerCase().startsWith('y') ? amount : amount / 12;
    },
  },
  {
    pattern: new RegExp(`\\b${MONTH_WORD}\\.?\\s*,?\\s*((?:19|20)\\d{2})\\b`, 'i'),
    years: (m, now) => yearsSince(Number(m[2]), MONTHS.indexOf((m[1] ?? '').slice(0, 3).toLowerCase()), now),
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
  },
  { pattern: /\b(last|this) year\b/i, years: (m) => (m[1]?.toLowerCase() === 'last' ? 1 : 0) },
  { pattern: /\b(recently|currently|now)\b/i, years: () => 0 },
];

const SEVERITY_PATTERNS: { pattern: RegExp; shift: -1 | 0 | 1 }[] = [
  // A negated word grades nothing: "without complications", "not severe".
  { pattern: /\b((?:without|no|not|non)[ -](?:any )?(?:complications|complicated|severe|serious))\b/i, shift: 0 },
  { pattern: /\b(uncontrolled|not controlled|poorly controlled)\b/i, shift: 1 },
  { pattern: /\b(with complications|complicated|complications)\b/i, shift: 1 },
  { pattern: /\b(severe|serious|advanced|end stage)\b/i, shift: 1 },
  { pattern: /\b(well controlled|controlled)\b/i, shift: -1 },
  { pattern: /\b(mild|minor)\b/i, shift: -1 },
  { pattern: /\b(moderate)\b/i, shift: 0 },
];

export function readLineDetails(line: string, now: Date): LineDetails {
  let rest = ` ${line.replace(/[^A-Za-z0-9./-]+/g, ' ')} `;
  let yearsAgo: number | null = null;
  let dateText: string | null = null;
  for (const { pattern, years } of DATE_PATTERNS) {
    const match = pattern.exec(rest);
    if (!match) continue;
    const value = years(match, now);
    if (value === null) continue;
    yearsAgo = Math.round(value * 100) / 100;
    dateText = match[0].trim();
    rest = rest.replace(match[0], ' ');
    break;
  }
  const undated = rest.trim();
  const severity: SeverityWord[] = [];
  for (const { pattern, shift } of SEVERITY_PATTERNS) {
    const match = pattern.exec(rest);
    if (!match) continue;
    severity.push({ word: (match[1] ?? match[0]).toLowerCase(), shift });
    rest = rest.replace(match[0], ' ');
  }
  return { undated, rest: rest.trim(), yearsAgo, dateText, severity };
}
