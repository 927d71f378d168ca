/**
 * Calendar dates, read by chrono-node (MIT), its en parser, with `now` as the reference in UTC and forward
 * dates off; its answer is taken from its date components (never a local-time Date), so the reading is the
 * same in every time zone. parse/dates.ts reads the forms chrono cannot and asks this for the rest.
 */
import { casual, type ParsedResult } from 'chrono-node/en';

/** The engine's year: look-backs and countdowns count in it. */
export const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/** A date known only to a month or a year counts from its last day: the cautious reading. */
export function yearsSince(year: number, monthIndex: number | null, now: Date): number {
  const end = monthIndex === null ? Date.UTC(year, 11, 31) : Date.UTC(year, monthIndex + 1, 0);
  return Math.max(0, (now.getTime() - end) / YEAR_MS);
}

/** An exact day: counted from that day. */
export const dayYears = (year: number, monthIndex: number, day: number, now: Date) =>
  Math.max(0, (now.getTime() - Date.UTC(year, monthIndex, day)) / YEAR_MS);

/** A two-digit year is the latest such year not after now: "'22" is 2022, "'98" 1998. */
export const twoDigitYear = (yy: number, now: Date) => (2000 + yy <= now.getUTCFullYear() ? 2000 + yy : 1900 + yy);

/** A month (and day) without a year is the last such one before now, or this one. */
function lastYearOf(monthIndex: number, day: number, now: Date): number {
  const later = monthIndex > now.getUTCMonth() || (monthIndex === now.getUTCMonth() && day > now.getUTCDate());
  return now.getUTCFullYear() - (later ? 1 : 0);
}

export interface DateRead {
  /** The words of the date, as found in the clause (with "since", "in" before it). */
  text: string;
  yearsAgo: number;
  /** The calendar year of a date written as a year only; else null. */
  year: number | null;
}

const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
/**
 * What sends a clause to chrono: a month beside a number ("March 3rd", "Sept. 2019", "3rd of March", "March of
 * 2019"), after a word that makes it a date ("in October") or a full name alone; a date of three numbers; a day
 * word. chrono reads a window around each, at most WINDOWS of at most WIDTH characters, never the clause: its
 * cost grows with what it is given (a 2,000-character line of numbers and month words costs it milliseconds whole).
 */
const TRIGGER = new RegExp(
  [
    String.raw`\b${MONTH}\.?,?\s*(?:of\s+)?\d`,
    String.raw`\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}\b`,
    String.raw`\b(?:in|last|since|from|early|late|mid|during|of|past|this)[\s-]+${MONTH}\b`,
    String.raw`\b(?:january|february|april|june|july|august|september|october|november|december)\b`,
    String.raw`\b\d{1,4}\s*[/.-]\s*\d{1,2}\s*[/.-]\s*\d{2,4}\b`,
    String.raw`\b(?:yesterday|today|tonight)\b`,
  ].join('|'),
  'gi',
);
const WINDOWS = 3;
const WIDTH = 48;
/** Room before a trigger ("the 3rd of March") and after it ("March 3rd, 2019", "12/01/2025"). */
const BEFORE = 12;
const AFTER = 16;
/** chrono's en parsers less those of times, weekdays and the future, and "ago" (parse/dates.ts reads it, in more forms). */
const DROPPED = new Set(['ENTimeUnitWithinFormatParser', 'ENWeekdayParser', 'ENTimeExpressionParser', 'ENTimeUnitAgoFormatParser', 'ENTimeUnitLaterFormatParser', 'ENCasualTimeParser']);
const chrono = casual.clone();
chrono.parsers = chrono.parsers.filter((parser) => !DROPPED.has(parser.constructor.name));

/** A bare month is one after a word that makes it a date, or a full name that is no everyday word ("October", not "may"). */
const BEFORE_MONTH = /\b(?:in|last|since|from|early|late|mid|during|of|past|this)[\s-]+$/i;
const FULL_MONTH = /^(?:january|february|april|june|july|august|september|october|november|december)$/i;

/** chrono's reading of one result, or null when it is no date the engine takes (a time, a weekday, "6/7"). */
function fromChrono(result: ParsedResult, before: string, now: Date): number | null {
  const start = result.start;
  const month = start.get('month');
  const day = start.get('day');
  const year = start.get('year');
  if (month === null || day === null || year === null) return null;
  if (result.tags().has('result/relativeDate')) {
    // "half a year ago": counted in calendar months and days from now, so "3 years ago" is 3.
    const months = (now.getUTCFullYear() - year) * 12 + (now.getUTCMonth() + 1 - month);
    return Math.max(0, months / 12 + (now.getUTCDate() - day) / 365.25);
  }
  if (!start.isCertain('month')) return null;
  if (!start.isCertain('year')) {
    // Numbers alone without a year ("6/7") are a measure as often as a day.
    if (/^[\d\s/.-]+$/.test(result.text)) return null;
    if (!start.isCertain('day') && !BEFORE_MONTH.test(before) && !FULL_MONTH.test(result.text.trim())) return null;
  }
  const y = start.isCertain('year') ? year : lastYearOf(month - 1, start.isCertain('day') ? day : 1, now);
  return start.isCertain('day') ? dayYears(y, month - 1, day, now) : yearsSince(y, month - 1, now);
}

const CHRONO_LEAD = /\b(?:in|since|from|dx|on|last|(?:this )?past)\s+$/i;

/** The windows chrono reads: from a word boundary before each trigger to one after it, overlapping ones merged. */
function windows(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const match of text.matchAll(TRIGGER)) {
    const start = Math.max(0, text.lastIndexOf(' ', Math.max(0, match.index - BEFORE)));
    const found = text.indexOf(' ', match.index + match[0].length + AFTER);
    const end = Math.min(found < 0 ? text.length : found, start + WIDTH);
    const last = spans[spans.length - 1];
    if (last && start <= last[1] && end - last[0] <= WIDTH) last[1] = Math.max(last[1], end);
    else if (last && start < last[1]) continue;
    else if (spans.length === WINDOWS) break;
    else spans.push([start, end]);
  }
  return spans;
}

function chronoRead(text: string, now: Date): DateRead | null {
  for (const [from, to] of windows(text)) {
    for (const result of chrono.parse(text.slice(from, to), { instant: now, timezone: 0 }, { forwardDate: false })) {
      const before = text.slice(0, from + result.index);
      const yearsAgo = fromChrono(result, before, now);
      if (yearsAgo === null) continue;
      const lead = CHRONO_LEAD.exec(before)?.[0] ?? '';
      return { text: `${lead}${result.text}`.trim(), yearsAgo, year: null };
    }
  }
  return null;
}

/** The last clauses read, for the same `now`: a line's clauses are read more than once. */
const recent = new Map<string, DateRead | null>();

export function chronoDate(text: string, now: Date): DateRead | null {
  const key = `${now.getTime()}\u0000${text}`;
  const known = recent.get(key);
  if (known !== undefined) return known;
  const found = chronoRead(text, now);
  if (recent.size >= 4096) recent.clear();
  recent.set(key, found);
  return found;
}

