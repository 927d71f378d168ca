/**
 * When a clause says a fact happened, in years before now. Calendar dates in their usual forms ("3/15/2019",
 * "2019-03-15", "Sept. 2019", "March 3rd 2019", "in October", "yesterday") are chrono-node's (parse/calendar.ts).
 *
 * Hand-written patterns stay only where chrono reads nothing or reads something else (each says which):
 * amounts of time in the forms agents write ("2 yrs ago", "1 1/2 years ago", "a year and a half ago",
 * "sober 10 years"), a year alone ("2019", "'19": chrono takes no bare number for a year), a month with a
 * two-digit year ("Jan '22", "3/21", "11/19": chrono reads a day of this year), seasons, "within the last 6
 * months" (chrono reads its far end, not the cautious near one), "last year" (from the end of that year),
 * and an age at an event.
 */
import { chronoDate, type DateRead, twoDigitYear, YEAR_MS, yearsSince } from './calendar';

export { YEAR_MS, yearsSince, type DateRead } from './calendar';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_WORD = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const monthIndexOf = (word: string | undefined) => MONTHS.indexOf((word ?? '').slice(0, 3).toLowerCase());
/** Words that may stand before a date and belong to it. */
const LEAD = String.raw`(?:(?:in|since|from|dx|on|diagnosed(?: in)?)\s+)?`;
/** "since 2012", "from 2012": still going on, not a year-only date. */
const ONGOING_PREFIX = /^\s*(?:since|from)\b/i;

const NUMBER_WORDS: Record<string, number> = {
  'half a': 0.5, 'half an': 0.5, a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, eighteen: 18, twenty: 20, thirty: 30, forty: 40, fifty: 50,
  // Vague amounts at their least (the most recent date they can mean): chrono reads "several" as 7.
  couple: 2, 'a couple': 2, 'a couple of': 2, 'couple of': 2, few: 3, 'a few': 3, several: 3,
};
const AMOUNT = String.raw`(\d+ 1/2|\d+(?:\.\d+)?\+?|half an?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty|forty|fifty|(?:a )?couple(?: of)?|(?:a )?few|several)`;
const HALF = String.raw`(\s+and\s+a\s+half)?`;
/** "18", "1.5", "1 1/2", "two", "20+"; "and a half" adds a half. */
const amount = (word: string | undefined, half: string | undefined) => {
  const text = (word ?? '').toLowerCase().replace('+', '');
  const oneAndHalf = /^(\d+) 1\/2$/.exec(text);
  const value = oneAndHalf ? Number(oneAndHalf[1]) + 0.5 : (NUMBER_WORDS[text] ?? Number(text));
  return value + (half ? 0.5 : 0);
};
const UNIT = '(years?|yrs?|y|months?|mos?|weeks?|wks?|days?)';
/** Years in an amount of a unit: "18 months" is 1.5. */
const inYears = (value: number, unit: string | undefined) => {
  const u = (unit ?? '').toLowerCase();
  return u.startsWith('y') ? value : u.startsWith('m') ? value / 12 : u.startsWith('w') ? value / 52 : value / 365;
};
const CLEAN = '(?:sober|clean|quit|stopped|smoke[ -]?free|tobacco[ -]?free|cancer[ -]?free|in remission|remission|free)';
const ABOUT = String.raw`(?:(?:about|around|approx(?:imately)?|roughly|over|more than|~)\s*)?`;

/** Seasons (northern, meteorological), by the index of their last month; winter runs into the next year. */
const SEASON_END: Record<string, number> = { spring: 4, summer: 7, fall: 10, autumn: 10, winter: 13 };
const seasonEnd = (season: string, year: number) => Date.UTC(year, (SEASON_END[season.toLowerCase()] ?? 11) + 1, 0);
/** The last such season over by now; `back` more before it ("the summer before last": 1). */
function lastSeason(season: string, back: number, now: Date): number {
  let year = now.getUTCFullYear();
  while (seasonEnd(season, year) > now.getTime()) year -= 1;
  return Math.max(0, (now.getTime() - seasonEnd(season, year - back)) / YEAR_MS);
}

/** Stages of life, by the oldest age they can mean: the cautious reading is the most recent date (a child is under 13). */
const STAGE_AGE: [RegExp, number][] = [
  [/baby|infant|birth/i, 0],
  [/child|kid/i, 12],
  [/high school/i, 18],
  [/teen/i, 19],
];
const stageAge = (words: string) => STAGE_AGE.find(([pattern]) => pattern.test(words))?.[1] ?? 12;

/** An age at an event: that many years before the client's age now; none when the client's age is unknown or younger. */
function atAge(ageThen: number, clientAge: number | undefined): number | null {
  if (clientAge === undefined || !Number.isFinite(clientAge) || ageThen > clientAge) return null;
  return clientAge - ageThen;
}
/** Units after a number that make it a measurement, not an age ("BP at 140/90", "A1c at 7.2", "at 80 mg"). */
const NOT_AN_AGE = String.raw`(?![\d.]|\s*(?:\/|%|mg|mcg|ml|mm|lbs?|pounds|kg|units?|years?|yrs?|bpm|percent|am|pm)\b)`;
/** Words before a slash that make "8/10" a measure, not a month ("pain 8/10", "BP 13/8"). */
const MEASURED = /\b(?:pain|bp|blood pressure|a1c|ef|score|scale|grade|stage|level|rated|vision)\s*$/i;

interface DatePattern {
  pattern: RegExp;
  /** Years ago; null when the match is no date after all. */
  years: (match: RegExpExecArray, now: Date, clientAge: number | undefined) => number | null;
  /** The calendar year, for a date written as a year only. */
  year?: (match: RegExpExecArray, now: Date) => number | null;
}

/** Before chrono: forms it reads nothing of, or reads otherwise. */
const FIRST: DatePattern[] = [
  // "less than 2 years ago", "under a year ago", "within 6 months": any time up to then, so now (the
  // most recent date it can mean; read as the bound itself, it was the kindest).
  {
    pattern: new RegExp(String.raw`\b(?:less\s+than|fewer\s+than|under|not\s+(?:even\s+)?(?:a|one)|within(?:\s+the\s+(?:last|past))?|<)\s*${AMOUNT}${HALF}\s*${UNIT}${HALF}(?:\s+(?:ago|back))?\b`, 'i'),
    years: () => 0,
  },
  // "2 yrs ago", "1 1/2 years ago", "a year and a half ago", "20+ years ago", "5 yrs back" (chrono: none of these, and "1 1/2" as 2).
  {
    pattern: new RegExp(String.raw`\b${ABOUT}${AMOUNT}${HALF}\s*${UNIT}${HALF}\s+(?:ago|back)\b`, 'i'),
    years: (m) => inYears(amount(m[1], m[2] ?? m[4]), m[3]),
  },
  // "sober 10 years", "quit for 2 years", "cancer free 5 years": a length of time, no date (chrono reads none).
  {
    pattern: new RegExp(String.raw`\b${CLEAN}\s+(?:for\s+|since\s+)?${ABOUT}${AMOUNT}${HALF}\s*\+?\s*${UNIT}\b`, 'i'),
    years: (m) => inYears(amount(m[1], m[2]), m[3]),
  },
  // "10 years sober", "5 yrs cancer free"
  {
    pattern: new RegExp(String.raw`\b${AMOUNT}${HALF}\s*\+?\s*${UNIT}\s+${CLEAN}\b`, 'i'),
    years: (m) => inYears(amount(m[1], m[2]), m[3]),
  },
  // "within the last 6 months", "in the past year": any time up to now, so now (chrono reads the far end).
  { pattern: /\b(?:within|in|during|over)\s+the\s+(?:last|past)\s+(?:\S+\s+)?(?:years?|months?|weeks?|days?|yrs?|mos?)\b/i, years: () => 0 },
  // "last year" counts from the end of last year, like any date known only to the year (chrono: a year before today).
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
  // "Jan '22", "Sept. '19" (chrono reads the month of this year and drops the year).
  {
    pattern: new RegExp(String.raw`\b${LEAD}${MONTH_WORD}\.?\s*['\u2019](\d{2})\b`, 'i'),
    years: (m, now) => yearsSince(twoDigitYear(Number(m[2]), now), monthIndexOf(m[1]), now),
  },
  // A month and a year: "3/21", "03/19", "11/2019", "3-2019" (chrono reads "3/21" as 21 March of this year). Not one part of a
  // full date ("3/15/2019"), nor a measure ("pain 8/10").
  {
    pattern: new RegExp(String.raw`(?<![\d/]\s*)(?<![.-])\b${LEAD}(0?[1-9]|1[0-2])\s*[/-]\s*((?:19|20)\d{2}|\d{2})\b(?!\s*[/.-]\s*\d)`, 'i'),
    years: (m, now) => {
      const before = m.input.slice(0, m.index);
      if (MEASURED.test(before)) return null;
      const written = m[2] ?? '';
      return yearsSince(written.length === 2 ? twoDigitYear(Number(written), now) : Number(written), Number(m[1]) - 1, now);
    },
  },
  // "spring of 2023", "winter '21" (chrono reads no seasons): from the season's end.
  {
    pattern: /\b(?:in\s+)?(?:the\s+)?(?:(?:early|late|mid)[\s-]*)?(spring|summer|fall|autumn|winter)\s+(?:of\s+)?((?:19|20)\d{2}|['\u2019]\d{2})\b/i,
    years: (m, now) => {
      const written = (m[2] ?? '').replace(/['\u2019]/, '');
      const year = written.length === 2 ? twoDigitYear(Number(written), now) : Number(written);
      return Math.max(0, (now.getTime() - seasonEnd(m[1] ?? '', year)) / YEAR_MS);
    },
  },
  // "last spring", "this past summer", "the fall before last".
  {
    pattern: /\b(?:(?:this\s+)?past|last|the)\s+(spring|summer|fall|autumn|winter)(\s+before\s+last)?\b/i,
    years: (m, now) => (m[0].toLowerCase().startsWith('the') && !m[2] ? null : lastSeason(m[1] ?? '', m[2] ? 1 : 0, now)),
  },
];

/** After chrono: a year alone, a year and month, an age. */
const LAST: DatePattern[] = [
  // 2019-03 (chrono: none)
  {
    pattern: /\b((?:19|20)\d{2})-(0?[1-9]|1[0-2])\b/i,
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
  // An age at an event, when the client's age is known: "diagnosed at age 45", "insulin since age 25", "(age 8)", "aged 8".
  {
    pattern: new RegExp(String.raw`\b(?:(?:diagnosed|dx|onset|since|started|starting|began|beginning|from)\s+)?(?:(?:at|@)\s+)?(?:the\s+)?age[ds]?\s+(?:of\s+)?(\d{1,3})${NOT_AN_AGE}`, 'i'),
    years: (m, _now, age) => atAge(Number(m[1]), age),
  },
  // "at 8 years old", "at 8 yo", "when he was 64"
  {
    pattern: /\b(?:at\s+(\d{1,3})\s*(?:-?\s*(?:years?|yrs?)[\s-]*old|y\.?\s?o)\b\.?|when\s+(?:i|he|she|they)\s+(?:was|were)\s+(?:age\s+)?(\d{1,3})(?:\s*(?:-?\s*(?:years?|yrs?)[\s-]*old|y\.?\s?o)\b\.?)?(?![\d.]))/i,
    years: (m, _now, age) => atAge(Number(m[1] ?? m[2]), age),
  },
  // "dx at 30", "heart attack at 58"
  {
    pattern: new RegExp(String.raw`\b(?:(?:diagnosed|dx|onset|since)\s+(?:at\s+)?(?:age\s+)?|at\s+)(\d{2,3})\b${NOT_AN_AGE}`, 'i'),
    years: (m, _now, age) => atAge(Number(m[1]), age),
  },
  // A stage of life: "as a child", "childhood", "as a teenager", "in high school": at least the client's age less its oldest age.
  {
    pattern: /\b(?:(?:since|from)\s+)?(?:(?:as|when (?:i|he|she|they) (?:was|were))\s+an?\s+(?:child|kid|teen(?:ager)?|baby|infant)|in (?:my|his|her|their) teens|in high school|childhood|at birth)\b/i,
    years: (m, _now, age) => (age === undefined || !Number.isFinite(age) ? null : Math.max(0, age - stageAge(m[0]))),
  },
  { pattern: /\b(recently|currently|current|now|ongoing|active|today|yesterday|presently|at present)\b/i, years: () => 0 },
];

function firstOf(patterns: readonly DatePattern[], text: string, now: Date, clientAge: number | undefined): DateRead | null {
  for (const { pattern, years, year } of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const value = years(match, now, clientAge);
    if (value === null) continue;
    return { text: match[0].trim(), yearsAgo: value, year: year?.(match, now) ?? null };
  }
  return null;
}

/** The first date a clause holds (`text` with its punctuation made spaces), or null; `clientAge` reads an age at an event. */
export function readDate(text: string, now: Date, clientAge?: number): DateRead | null {
  return firstOf(FIRST, text, now, clientAge) ?? chronoDate(text, now) ?? firstOf(LAST, text, now, clientAge);
}
