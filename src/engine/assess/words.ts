/**
 * The words of a decision: points as reasons show them, dates as an agent says them, and the reasons
 * a large catalog repeats (a decline, a build, a term), each written once and kept.
 */
import type { BuildRow } from '../buildCharts';
import { lookbackText } from '../describe';
import type { ClientCondition } from '../parse/profile';
import { feetAndInches } from '../text';
import type { Tier } from '../types';
import type { ProductFacts } from './catalogRules';

/** Points to one decimal; a fraction under 0.05 to two, never shown as 0. */
export const minus = (points: number) => ` (−${points >= 0.05 ? Math.round(points * 10) / 10 : Math.max(0.01, Math.round(points * 100) / 100)})`;
export const years = (n: number) => (n === 1 ? '1 year' : `${n} years`);
let dollarFormat: Intl.NumberFormat | undefined;
export const dollars = (amount: number) => (dollarFormat ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })).format(amount);
export const orList = (items: readonly string[], word: string) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1] ?? ''}`);

export function when(client: ClientCondition): string {
  if (client.yearsAgo === null) return 'no date given, counted as recent';
  // A date the agent gave in the read-back is said as given ("1 to 2 years ago", "March 2016").
  if (client.answered) return client.answered;
  if (client.yearsAgo === 0) {
    const since = client.dateText !== null && /\d/.test(client.dateText) && client.condition.course === 'chronic';
    return since ? `current, ${client.dateText}` : 'current';
  }
  const years = client.yearsAgo;
  if (years < 1) return `${Math.max(1, Math.round(years * 12))} months ago`;
  const shown = Math.floor(years * 10) / 10;
  return shown === 1 ? '1 year ago' : `${shown} years ago`;
}

/**
 * "Declined: Heart attack (2 years ago; declines within the last 5 years)". A large catalog declines
 * thousands of products for the same few reasons, so each is written once per condition and look-back.
 */
const declineReasons = new WeakMap<ClientCondition, Map<number | null, string>>();
export function declineReason(condition: ClientCondition, lookbackYears: number | null): string {
  let byLookback = declineReasons.get(condition);
  if (!byLookback) declineReasons.set(condition, (byLookback = new Map()));
  let reason = byLookback.get(lookbackYears);
  if (reason === undefined) {
    const window = lookbackYears === null || condition.yearsAgo === 0 ? '' : `; declines ${lookbackText(lookbackYears)}`;
    reason = `Declined: ${condition.condition.name} (${when(condition)}${window})`;
    byLookback.set(lookbackYears, reason);
  }
  return reason;
}

/**
 * "Build: 310 lb at 5'10" is over the chart's 292 lb": the same words for every product with the
 * same chart row and tiers, so a large catalog writes each once.
 */
const buildReasons = new WeakMap<BuildRow, Map<readonly Tier[], Map<number, string>>>();
export function buildReason(row: BuildRow, offers: readonly Tier[], weight: number): string {
  let byOffers = buildReasons.get(row);
  if (!byOffers) buildReasons.set(row, (byOffers = new Map()));
  let byWeight = byOffers.get(offers);
  if (!byWeight) byOffers.set(offers, (byWeight = new Map()));
  let reason = byWeight.get(weight);
  if (reason === undefined) {
    // Weights are the clients' own: keep the cache small whatever traffic brings.
    if (byWeight.size >= 256) byWeight.clear();
    const ranges = offers.flatMap((t) => {
      const range = row.tiers[t];
      return range ? [range] : [];
    });
    const low = Math.min(...ranges.map((r) => r[0]));
    const high = Math.max(...ranges.map((r) => r[1]));
    const side = weight > high ? `over the chart's ${high} lb` : `under the chart's ${low} lb`;
    reason = `Build: ${weight} lb at ${feetAndInches(row.heightInches)} is ${side}`;
    byWeight.set(weight, reason);
  }
  return reason;
}

/**
 * "No 20-year term at age 67: terms open are 10 and 15 years", "The 20-year term is issued to age 55":
 * a term product without the term asked for at the client's age. Kept per product, term and age.
 */
const termReasons = new WeakMap<ProductFacts, Map<string, string>>();
export function termReason(known: ProductFacts, termYears: number, age: number): string {
  let byAsk = termReasons.get(known);
  if (!byAsk) termReasons.set(known, (byAsk = new Map()));
  const key = `${termYears}:${age}`;
  let reason = byAsk.get(key);
  if (reason === undefined) {
    const asked = known.terms.find((t) => t.years === termYears);
    const open = known.terms.filter((t) => age <= t.maxIssueAge).map((t) => t.years);
    const others = open.length === 0 ? 'no term is open at this age' : `${open.length === 1 ? 'the term open is' : 'terms open are'} ${orList(open.map(String), 'and')} years`;
    reason = asked ? `The ${termYears}-year term is issued to age ${asked.maxIssueAge}: ${others}` : `No ${termYears}-year term: ${others}`;
    byAsk.set(key, reason);
  }
  return reason;
}
