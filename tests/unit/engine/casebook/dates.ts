/**
 * Dates in every form agents write them (docs/underwriting.md, Date forms: 2019, 03/2019, 3/15/2019 US month first,
 * March 2019, "in '19", "6 months ago", "since 2012", "sober 10 years"), read against 2026-05-15.
 * The outcome is the check: an event read as recent would not be level, one read as old would be.
 *
 * Look-backs: diversifiedquotes.com and fexguy.com (heart attack: 2 years), willamettelifeinsurance.com
 * (stroke: more than 12 months at several carriers), docs/underwriting.md (Part 2 questions: commonly 2
 * years, some 3).
 */
import { KNOCKOUT, PART2_BEYOND, PART2_INSIDE, type Case } from './types';

const STROKE_OLD = 'willamette life: stroke; docs/underwriting.md (Date forms)';
const HEART = 'diversifiedquotes.com: heart attack; docs/underwriting.md (Date forms)';

export const dates: Case[] = [
  // Old strokes in each form: 7 years before, level at every final expense product.
  { name: 'date: "stroke 2019" (year)', source: STROKE_OLD, profile: { medicalConditions: 'stroke 2019' }, expect: PART2_BEYOND, reading: { conditions: [/stroke/i] } },
  { name: 'date: "stroke 03/2019" (month/year)', source: STROKE_OLD, profile: { medicalConditions: 'stroke 03/2019' }, expect: PART2_BEYOND, reading: { conditions: [/stroke/i] } },
  { name: 'date: "stroke 3/15/2019" (US month first)', source: STROKE_OLD, profile: { medicalConditions: 'stroke 3/15/2019' }, expect: PART2_BEYOND, reading: { conditions: [/stroke/i] } },
  { name: 'date: "stroke March 2019" (month name)', source: STROKE_OLD, profile: { medicalConditions: 'stroke March 2019' }, expect: PART2_BEYOND, reading: { conditions: [/stroke/i] } },
  { name: 'date: "stroke in \'19" (two-digit year)', source: STROKE_OLD, profile: { medicalConditions: "stroke in '19" }, expect: PART2_BEYOND, reading: { conditions: [/stroke/i] } },
  { name: 'date: "CVA Sept 2017" (abbreviated month)', source: STROKE_OLD, profile: { medicalConditions: 'CVA Sept 2017' }, expect: PART2_BEYOND, reading: { conditions: [/stroke/i] } },

  // Recent events in each form: inside every window.
  {
    name: 'date: "stroke 6 months ago" (relative)',
    source: 'willamette life: stroke (under 12 months)',
    profile: { medicalConditions: 'stroke 6 months ago' },
    expect: { ...PART2_INSIDE, full: 'decline' },
  },
  {
    // US month first: 1 December 2025 (5 months before). Read day first it would be 12 January 2025
    // (16 months), past the 12-month stroke window at several carriers.
    name: 'date: "stroke 12/01/2025" is read month first (December 2025)',
    source: 'willamette life: stroke; docs/underwriting.md (Date forms: "3/15/2019 US month first")',
    profile: { medicalConditions: 'stroke 12/01/2025' },
    expect: { ...PART2_INSIDE, full: 'decline' },
  },
  {
    name: 'date: "heart attack 11/2025" (month/year, 6 months)',
    source: HEART,
    profile: { medicalConditions: 'heart attack 11/2025' },
    expect: { ...PART2_INSIDE, full: 'decline' },
  },
  {
    name: 'date: "heart attack Nov 2025"',
    source: HEART,
    profile: { medicalConditions: 'heart attack Nov 2025' },
    expect: { ...PART2_INSIDE, full: 'decline' },
  },
  {
    name: 'date: "heart attack in \'25" (at most 16 months)',
    source: HEART,
    profile: { medicalConditions: "heart attack in '25" },
    expect: PART2_INSIDE,
  },
  {
    name: 'date: "heart attack last year"',
    source: HEART,
    profile: { medicalConditions: 'heart attack last year' },
    expect: PART2_INSIDE,
  },
  {
    name: 'date: "heart attack 6 weeks ago"',
    source: HEART,
    profile: { medicalConditions: 'heart attack 6 weeks ago' },
    expect: { ...PART2_INSIDE, full: 'decline' },
  },

  // The date read right: 15 January 2022 is 4 years and 4 months before 2026-05-15.
  {
    name: 'date: "heart attack 01/15/2022" is more than 4 years ago',
    source: HEART,
    profile: { medicalConditions: 'heart attack 01/15/2022' },
    expect: PART2_BEYOND,
    reading: { conditions: [/heart attack|myocardial/i] },
  },
  {
    name: 'date: "heart attack in \'19"',
    source: HEART,
    profile: { medicalConditions: "heart attack in '19" },
    expect: PART2_BEYOND,
  },
  {
    name: 'date: "MI 2016"',
    source: HEART,
    profile: { medicalConditions: 'MI 2016' },
    expect: PART2_BEYOND,
    reading: { conditions: [/heart attack|myocardial/i] },
  },

  // The latest of two events governs; a second fact on the line keeps its own date.
  {
    name: 'date: "heart attack 2015 and again March 2026": the recent one governs',
    source: HEART,
    profile: { medicalConditions: 'heart attack 2015 and again March 2026' },
    expect: { ...PART2_INSIDE, full: 'decline' },
  },
  {
    name: 'date: "stroke 2019, TIA 4 months ago": the TIA is recent',
    source: 'docs/underwriting.md (TIA: postponed for months)',
    profile: { medicalConditions: 'stroke 2019, TIA 4 months ago' },
    expect: { ...PART2_INSIDE, full: 'decline' },
    reading: { conditions: [/stroke/i, /transient|TIA|mini/i] },
  },
  {
    name: 'date: two lines, "heart attack 2016" and "stent 3 months ago"',
    source: HEART,
    profile: { medicalConditions: 'heart attack 2016\nstent 3 months ago' },
    expect: { ...PART2_INSIDE, full: 'decline' },
  },

  // "since": a condition that continues is current, whatever year it began.
  {
    name: 'date: "on dialysis since 2019" is dialysis now',
    source: 'lastchancelifeinsurance.com: ESRD; docs/underwriting.md (Date forms: "since 2012")',
    profile: { medicalConditions: 'on dialysis since 2019' },
    expect: KNOCKOUT,
    declineReason: /dialysis|kidney|renal/i,
  },
  {
    name: 'date: "sober 10 years" after alcohol treatment',
    source: 'docs/underwriting.md (Date forms: "sober 10 years")',
    profile: { medicalConditions: 'alcohol treatment, sober 10 years' },
    expect: PART2_BEYOND,
  },
  {
    name: 'date: "bypass surgery in 2016" (with "in")',
    source: HEART,
    profile: { medicalConditions: 'bypass surgery in 2016' },
    expect: PART2_BEYOND,
  },
];
