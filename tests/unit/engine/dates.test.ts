/**
 * Dates inside a clause (src/engine/parse/dates.ts through readLineDetails): chrono-node for calendar forms,
 * the kept hand-written patterns for the rest; every reading the cautious one and none after now.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readLineDetails, YEAR_MS, yearsSince } from '../../../src/engine/parse/lineDetails';

const NOW = new Date('2026-05-15T14:30:00Z');
const round = (years: number | null) => (years === null ? null : Math.round(years * 100) / 100);
const yearsAgo = (line: string, age?: number) => round(readLineDetails(line, NOW, age).yearsAgo);
/** From the end of a month (1-12) or a year. */
const endOf = (year: number, month: number | null) => round(yearsSince(year, month === null ? null : month - 1, NOW));
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTH_SHORT = MONTH_NAMES.map((m) => m.slice(0, 3));
const two = (n: number) => String(n % 100).padStart(2, '0');

describe('a month with a two-digit year', () => {
  it.each([
    ["stroke Jan '22", endOf(2022, 1), "Jan '22"],
    ["stroke in Jan \u201922", endOf(2022, 1), "in Jan \u201922"],
    ['MI 3/21', endOf(2021, 3), '3/21'],
    ['CABG 11/19', endOf(2019, 11), '11/19'],
    ['heart attack 03/19', endOf(2019, 3), '03/19'],
    ['stroke 3-2019', endOf(2019, 3), '3-2019'],
    ["dx Sept. '19", endOf(2019, 9), "dx Sept. '19"],
    ['MI 5/98', endOf(1998, 5), '5/98'],
  ])('%s is %s years ago', (line, years, text) => {
    expect(yearsAgo(line)).toBe(years);
    expect(readLineDetails(line, NOW).dateText).toBe(text);
    expect(readLineDetails(line, NOW).year).toBeNull();
  });

  it('reads a two-digit year as the latest such year not after now', () => {
    for (const [text, year] of [["'22", 2022], ["'98", 1998], ["'26", 2026], ["'27", 1927], ["in '00", 2000]] as const) {
      expect(readLineDetails(text, NOW).year, text).toBe(year);
    }
  });

  it('leaves three-part dates, measures and doses alone', () => {
    expect(yearsAgo('stroke 12/01/2025')).toBe(round((NOW.getTime() - Date.UTC(2025, 11, 1)) / YEAR_MS));
    expect(yearsAgo('heart attack 3/15/19')).toBe(round((NOW.getTime() - Date.UTC(2019, 2, 15)) / YEAR_MS));
    for (const line of ['BP 140/90', 'pain 8/10', 'hydrocodone 10/325', 'Norco 7.5/325', 'lisinopril-HCTZ 10/12.5', 'a1c 6/7', '1/2 pack a day', 'A1c 7.2', 'metformin 500 mg']) {
      expect(readLineDetails(line, NOW).yearsAgo, line).toBeNull();
    }
  });
});

describe('calendar dates through chrono', () => {
  it.each([
    ['dx Sept. 2019', endOf(2019, 9)],
    ['heart attack March 3rd 2019', round((NOW.getTime() - Date.UTC(2019, 2, 3)) / YEAR_MS)],
    ['MI the 3rd of March 2019', round((NOW.getTime() - Date.UTC(2019, 2, 3)) / YEAR_MS)],
    ['january of 2020', endOf(2020, 1)],
    ['stroke on 5/1/2019', round((NOW.getTime() - Date.UTC(2019, 4, 1)) / YEAR_MS)],
    ['stroke 2019-03-15', round((NOW.getTime() - Date.UTC(2019, 2, 15)) / YEAR_MS)],
    // A month without a year is the last such month before now (chrono would take October 2026, the nearer).
    ['stent placed in October', endOf(2025, 10)],
    ['MI in December', endOf(2025, 12)],
    ['heart attack this past January', endOf(2026, 1)],
    ['yesterday', round(1 / 365.25)],
  ])('%s is %s years ago', (line, years) => {
    expect(yearsAgo(line)).toBe(years);
  });

  it('keeps "since" with the date it starts, so the fact reads as going on', () => {
    expect(readLineDetails('clean since March 2024', NOW)).toMatchObject({ dateText: 'since March 2024', year: null, rest: 'clean' });
    expect(readLineDetails('sober since 2023', NOW)).toMatchObject({ dateText: 'since 2023', year: null, rest: 'sober' });
    expect(readLineDetails('in remission since 2019', NOW)).toMatchObject({ dateText: 'since 2019', rest: 'in remission' });
    expect(readLineDetails('on chemo since Jan 2026', NOW).dateText).toBe('since Jan 2026');
    expect(yearsAgo('clean since March 2024')).toBe(endOf(2024, 3));
  });

  it('takes no time of day, weekday or bare everyday word for a date', () => {
    for (const line of ['sugar 120 at 8 am', 'seen at 10', 'sun exposure', 'on Monday', 'noon', 'this may be asthma', 'may have had a stroke']) {
      expect(readLineDetails(line, NOW).yearsAgo, line).toBeNull();
    }
  });

  it('reads the same in every time zone', () => {
    const lines = ['stroke 12/01/2025', 'in October', 'half a year ago', 'MI March 3rd 2019', 'yesterday', 'last week'];
    const zone = process.env.TZ;
    const read = (at: Date) => lines.map((line) => readLineDetails(line, at).yearsAgo ?? NaN);
    try {
      process.env.TZ = 'Pacific/Kiritimati';
      const east = read(new Date(NOW.getTime() + 1));
      process.env.TZ = 'America/Adak';
      const west = read(new Date(NOW.getTime() + 2));
      east.forEach((years, i) => expect(years, lines[i]).toBeCloseTo(west[i] ?? NaN, 6));
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('dates in words', () => {
  it.each([
    ['two years ago', 2],
    ['half a year ago', 0.5],
    ['a year and a half ago', 1.5],
    ['one and a half years ago', 1.5],
    ['1 1/2 yrs ago', 1.5],
    ['2 yrs ago', 2],
    ['5 yrs back', 5],
    ['20+ years ago', 20],
    ['about 6 years ago', 6],
    ['a couple of years ago', 2],
    // Vague amounts at their least: the most recent date they can mean.
    ['several years ago', 3],
    ['a few years ago', 3],
    ['within the last 6 months', 0],
    ['in the past 5 years', 0],
    ['10 years sober', 10],
    ['sober for 2 1/2 years', 2.5],
  ])('%s is %s years ago', (line, years) => {
    expect(yearsAgo(line)).toBe(years);
  });

  it('reads a season from its end (northern, meteorological: spring ends in May, winter in February)', () => {
    expect(yearsAgo('TIA in the spring of 2023')).toBe(endOf(2023, 5));
    expect(readLineDetails('TIA in the spring of 2023', NOW).rest).toBe('TIA');
    expect(yearsAgo("winter '21")).toBe(endOf(2022, 2));
    // In May, spring is not over: last spring is 2025's.
    expect(yearsAgo('last spring')).toBe(endOf(2025, 5));
    expect(yearsAgo('last summer')).toBe(endOf(2025, 8));
    expect(yearsAgo('the summer before last')).toBe(endOf(2024, 8));
    expect(yearsAgo('this past winter')).toBe(endOf(2026, 2));
    expect(readLineDetails('the summer', NOW).yearsAgo).toBeNull();
  });
});

describe('an age at an event', () => {
  it.each([
    ['leukemia as a child (age 8)', 66, 58],
    ['leukemia at age 8', 66, 58],
    ['heart attack when he was 58', 66, 8],
    ['MI at 59 years old', 66, 7],
    ['stroke, aged 57', 66, 9],
    // A stage of life: the most recent it can mean (a child is under 13, a teenager under 20).
    ['leukemia as a child', 66, 54],
    ['childhood leukemia', 66, 54],
    ['kidney cancer as a teenager', 66, 47],
    ['MI in high school', 66, 48],
    ['as a child', 10, 0],
  ])('%s at %i is %i years ago', (line, age, years) => {
    expect(yearsAgo(line, age)).toBe(years);
  });

  it('reads no age without the client\'s age, nor one older than the client', () => {
    expect(readLineDetails('leukemia as a child', NOW).yearsAgo).toBeNull();
    expect(readLineDetails('leukemia at age 8', NOW).yearsAgo).toBeNull();
    expect(readLineDetails('heart attack (age 70)', NOW, 66).yearsAgo).toBeNull();
  });

  it('keeps "since childhood" going on', () => {
    expect(readLineDetails('asthma since childhood', NOW, 66).dateText).toMatch(/^since childhood$/);
  });
});

describe('properties', () => {
  /** A month of a year from 1927 (a two-digit year reaches back 99 years) up to this month. */
  const pastMonth = fc
    .record({ year: fc.integer({ min: NOW.getUTCFullYear() - 99, max: NOW.getUTCFullYear() }), month: fc.integer({ min: 1, max: 12 }) })
    .filter(({ year, month }) => year < NOW.getUTCFullYear() || month <= NOW.getUTCMonth() + 1);

  it('reads a month and year the same in every form', () => {
    fc.assert(
      fc.property(pastMonth, fc.constantFrom('stroke ', 'MI ', 'dx ', ''), ({ year, month }, lead) => {
        const forms = [
          `${MONTH_NAMES[month - 1]} ${year}`,
          `${MONTH_SHORT[month - 1]} '${two(year)}`,
          `${month}/${year}`,
          `${two(month)}/${two(year)}`,
        ];
        const expected = endOf(year, month);
        for (const form of forms) expect(yearsAgo(`${lead}${form}`), `${lead}${form}`).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('gives no date after now, whatever is written', () => {
    const written = fc.oneof(
      fc.record({ y: fc.integer({ min: 1900, max: 2099 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) }).chain(({ y, m, d }) =>
        fc.constantFrom(`${m}/${d}/${y}`, `${y}-${two(m)}-${two(d)}`, `${MONTH_NAMES[m - 1]} ${d}, ${y}`, `${MONTH_SHORT[m - 1]} '${two(y)}`, `${m}/${two(y)}`, `in ${MONTH_NAMES[m - 1]}`, `${y}`, `next ${MONTH_NAMES[m - 1]}`, `in ${d} weeks`, `${d} days from now`),
      ),
      fc.string({ maxLength: 200 }),
    );
    fc.assert(
      fc.property(written, (line) => {
        const years = readLineDetails(line, NOW, 66).yearsAgo;
        expect(years === null || (Number.isFinite(years) && years >= 0), line).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
