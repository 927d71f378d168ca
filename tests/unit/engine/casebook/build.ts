/**
 * Build (height and weight). Source: fexguy.com final expense build charts (final expense charts are the
 * most lenient of the underwritten products: clients far above a term chart still qualify);
 * tennesseelifeprotection.com build chart explained (a 5'10" man: Standard to about 260 lb, BMI ~37, at an
 * illustrative fully underwritten carrier; Preferred to about BMI 31); docs/underwriting.md (Build charts:
 * guaranteed issue has no build chart).
 */
import { HEALTHY, type Case } from './types';

const CHARTS = 'fexguy.com build charts; tennesseelifeprotection.com build chart';
const BUILD_REASON = /build|BMI|weight|lb/i;

export const build: Case[] = [
  // Shorter or taller than a printed chart's rows (4'8" to 7'0"): the same BMI bands place the client.
  {
    name: 'build: 4\'6" 225 lb (BMI 54.2), shorter than the chart — over every band, declined wherever there is a chart',
    source: CHARTS,
    profile: { height: "4'6''", weight: '225' },
    expect: { full: 'decline', simplified: 'decline', finalExpense: 'decline', guaranteed: 'guaranteed' },
    declineReason: { full: BUILD_REASON, simplified: BUILD_REASON, finalExpense: BUILD_REASON },
  },
  {
    name: 'build: 4\'7" 110 lb (BMI 25.6), shorter than the chart — a healthy build is level everywhere',
    source: CHARTS,
    profile: { height: "4'7''", weight: '110' },
    expect: HEALTHY,
  },
  {
    name: 'build: 7\'3" 460 lb (BMI 42.5), taller than the chart — declined by full underwriting and simplified issue, offered by final expense',
    source: CHARTS,
    profile: { height: "7'3''", weight: '460' },
    expect: { full: 'decline', simplified: 'decline', guaranteed: 'guaranteed' },
    some: { finalExpense: 'offered' },
    declineReason: { full: BUILD_REASON, simplified: BUILD_REASON },
  },
  {
    name: 'build: 5\'10" 306 lb (BMI 43.9) — declined by full underwriting, offered by final expense',
    source: CHARTS,
    profile: { weight: '306' },
    expect: { full: 'decline', simplified: 'decline', guaranteed: 'guaranteed' },
    some: { finalExpense: 'offered' },
    declineReason: { full: BUILD_REASON, simplified: BUILD_REASON },
  },
  {
    name: 'build: 5\'6" 278 lb (BMI 44.9)',
    source: CHARTS,
    profile: { height: "5'6''", weight: '278' },
    expect: { full: 'decline', simplified: 'decline', guaranteed: 'guaranteed' },
    some: { finalExpense: 'offered' },
    declineReason: { full: BUILD_REASON },
  },
  {
    name: 'build: woman 5\'4" 260 lb (BMI 44.6)',
    source: CHARTS,
    profile: { gender: 'female', height: "5'4''", weight: '260' },
    expect: { full: 'decline', simplified: 'decline', guaranteed: 'guaranteed' },
    some: { finalExpense: 'offered' },
    declineReason: { full: BUILD_REASON },
  },
  {
    // Where a final expense level chart ends varies by carrier (fexguy: "no two insurers use the same
    // build chart"), so only that final expense still offers is certain.
    name: 'build: 5\'10" 282 lb (BMI 40.5) — past full underwriting, still offered by final expense',
    source: CHARTS,
    profile: { weight: '282' },
    expect: { full: 'decline', guaranteed: 'guaranteed' },
    some: { finalExpense: 'offered' },
    declineReason: { full: BUILD_REASON },
  },
  {
    name: 'build: 5\'10" 250 lb (BMI 35.9) — standard, not preferred',
    source: 'tennesseelifeprotection.com build chart (Standard to about BMI 37, Preferred to about BMI 31)',
    profile: { weight: '250' },
    expect: HEALTHY,
    rateClass: { full: ['standard'] },
  },
  {
    name: 'build: 5\'10" 105 lb (BMI 15.1) — very underweight',
    source: CHARTS,
    profile: { weight: '105' },
    expect: { full: 'decline', simplified: 'decline', guaranteed: 'guaranteed' },
    declineReason: { full: BUILD_REASON },
  },
  {
    name: 'build: 5\'10" 95 lb (BMI 13.6) — no level benefit anywhere it is underwritten',
    source: CHARTS,
    profile: { weight: '95' },
    expect: { full: 'decline', simplified: 'decline', finalExpense: 'not-level', guaranteed: 'guaranteed' },
  },
  {
    name: 'build: metric "178 cm", "82 kg" is the base profile',
    source: CHARTS,
    profile: { height: '178 cm', weight: '82 kg' },
    expect: HEALTHY,
    sameAs: { profile: {}, compare: 'outcomes', why: '178 cm and 82 kg are 5\'10" and 181 lb' },
  },
  {
    name: 'build: "5 ft 10 in", "180 lbs" is the base profile',
    source: CHARTS,
    profile: { height: '5 ft 10 in', weight: '180 lbs' },
    expect: HEALTHY,
    sameAs: { profile: {}, compare: 'outcomes', why: 'the same build written out' },
  },
  {
    name: 'build: 6\'2" 215 lb (BMI 27.6) — healthy',
    source: CHARTS,
    profile: { height: "6'2''", weight: '215' },
    expect: HEALTHY,
  },
];
