/**
 * Dates as agents write them: months with two-digit years, dates in words, an age at an event, "sober since",
 * "in remission since" (issue 48), read against the casebook's NOW (2026-05-15) for a 66-year-old.
 * The outcome is the check: an event read as recent would not be level, one read as old would be.
 *
 * Look-backs: diversifiedquotes.com and fexguy.com (heart attack: 2 years), willamettelifeinsurance.com
 * (stroke: more than 12 months at several carriers), docs/underwriting.md (Part 2 questions: commonly 2
 * years, some 3; Date forms).
 */
import { PART2_BEYOND, PART2_INSIDE, type Case } from './types';

const STROKE = 'willamette life: stroke; docs/underwriting.md (Date forms)';
const HEART = 'diversifiedquotes.com: heart attack; docs/underwriting.md (Date forms)';
const RECENT: Case['expect'] = { ...PART2_INSIDE, full: 'decline' };

/** The same event written in several forms, all at one outcome. */
const forms = (label: string, source: string, lines: readonly string[], expect: Case['expect'], conditions: RegExp): Case[] =>
  lines.map((medicalConditions) => ({ name: `${label}: "${medicalConditions}"`, source, profile: { medicalConditions }, expect, reading: { conditions: [conditions] } }));

export const whenWritten: Case[] = [
  // A month with a two-digit year, over 4 years before: level where the look-backs are 2–3 years. Read as a day
  // of this year ("3/21" as 21 March 2026), each would be recent.
  ...forms('a month and a two-digit year, years ago', STROKE, ["stroke Jan '22", "stroke in Jan '22", 'stroke 1/22', 'CVA 01/22', "stroke Sept. '19", 'stroke 3/21'], PART2_BEYOND, /stroke/i),
  ...forms('a month and a two-digit year, years ago', HEART, ['MI 3/21', 'heart attack 03/21', 'CABG 11/19', 'bypass surgery 11/19', "heart attack Nov '19"], PART2_BEYOND, /heart attack|myocardial|bypass/i),
  // The same forms months ago: inside every look-back.
  ...forms('a month and a two-digit year, months ago', HEART, ['heart attack 11/25', 'MI 1/26', "heart attack Jan '26", 'heart attack dx 12/25'], RECENT, /heart attack|myocardial/i),
  ...forms('a month and a two-digit year, months ago', STROKE, ["stroke Feb '26", 'stroke 02/26'], RECENT, /stroke/i),

  // Dates in words.
  ...forms('a date in words, months ago', HEART, ['heart attack a year and a half ago', 'heart attack one and a half years ago', 'heart attack half a year ago', 'MI 1 1/2 yrs ago', 'heart attack the summer before last', 'heart attack last spring', 'heart attack this past winter'], RECENT, /heart attack|myocardial/i),
  ...forms('a date in words, years ago', STROKE, ['stroke 5 yrs back', 'stroke about 6 years ago', 'stroke in the spring of 2019', 'stroke in the fall of 2018', 'stroke six years ago', 'stroke 20+ years ago'], PART2_BEYOND, /stroke/i),
  ...forms('a date in words, years ago', HEART, ['heart attack March 3rd 2019', 'heart attack the 3rd of March 2019', 'MI dx Sept. 2019', 'heart attack on 5/1/19'], PART2_BEYOND, /heart attack|myocardial/i),
  {
    name: 'a date in words: "within the last 6 months" is any time up to now, so recent',
    source: HEART,
    profile: { medicalConditions: 'heart attack within the last 6 months' },
    expect: RECENT,
  },
  {
    name: 'a date in words: "in the past 5 years" is any time up to now, so recent',
    source: HEART,
    profile: { medicalConditions: 'heart attack in the past 5 years' },
    expect: PART2_INSIDE,
  },

  // An age at an event: the client's age less it (66 here).
  ...forms('an age at the event, years ago', HEART, ['heart attack at age 60', 'heart attack when he was 58', 'MI at 59 years old', 'heart attack (age 55)', 'heart attack, aged 57'], PART2_BEYOND, /heart attack|myocardial/i),
  ...forms('an age at the event, this past year', STROKE, ['stroke at age 66', 'stroke when he was 66', 'stroke (age 66)'], PART2_INSIDE, /stroke/i),
  {
    name: 'an age at the event is not read without the client\'s age: "heart attack at age 60" for a client of unknown age counts as recent',
    source: HEART,
    profile: { age: '', medicalConditions: 'heart attack at age 60' },
    expect: {},
    reading: { conditions: [/heart attack|myocardial/i] },
  },
  // A stage of life: at least the client's age less its oldest age (a child under 13, a teenager under 20).
  ...forms('a stage of life dates the event', HEART, ['heart attack as a teenager', 'MI in high school', 'heart attack when he was a kid'], PART2_BEYOND, /heart/i),
  ...forms('a stage of life dates a cancer', 'docs/underwriting.md (cancer: years since treatment); docs/engine.md (Dates)', ['leukemia as a child (age 8)', 'leukemia at age 8', 'leukemia as a child', 'childhood leukemia, treated at age 8', 'kidney cancer as a teenager'], PART2_BEYOND, /leuk|cancer/i),

  // "since": the date after it is what counts.
  ...forms('"since" a date, years ago', 'docs/underwriting.md (substance use: years sober)', ['alcohol abuse, sober since 2016', 'alcoholism, sober since Jan 2015', "alcohol rehab, sober since '14", 'drug abuse, clean since 3/2015'], PART2_BEYOND, /alcohol|drug|substance/i),
];
