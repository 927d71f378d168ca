/**
 * One product for one client, as rule families in turn: issue ages and the kind's fit for the age,
 * the term asked for, the amount asked for, each condition against the product's rules (the worst
 * applicable action wins), the build chart, the benefit tier, the look-backs, the rate class, the
 * carrier's price and the lines not understood. Each family may decline; each adds its points and
 * reasons. The same code decides and explains, so a reason shown can never differ from the decision.
 */
import { buildRow } from '../buildCharts';
import { rateClassLabels, tierLabels } from '../describe';
import type { Product, RateClass, Tier } from '../types';
import { feetAndInches } from '../text';
import { WEIGHTS } from '../weights';
import { placeOf, type CatalogRules, type ProductFacts } from './catalogRules';
import type { Client, Declined, Verdict } from './client';
import { placeConditions, placeLookbacks } from './conditions';
import type { Placement } from './placement';
import { tierRank } from './rules';
import { bandText, scoreWithin } from './score';
import { buildReason, dollars, minus, termReason, years } from './words';

const NO_REASONS: string[] = [];
const NO_TERMS: number[] = [];

/** `explain` writes the reasons of an offer; a decline's reason is always written. */
export function assessProduct(product: Product, rules: CatalogRules, client: Client, explain: boolean, at = placeOf(product, rules)): Verdict {
  const known = rules.facts[at] as ProductFacts;
  const age = client.facts.age;
  if (age < known.minAge || age > known.maxAge) return { offered: false, reason: known.ageReason };
  const p = placementFor(product, rules, client, at, known, explain);
  placeAge(p);
  const longest = longestTerm(p);
  const byTerm = placeTerm(p, longest);
  if (byTerm) return byTerm;
  placeAmount(p);
  const declined = placeConditions(p) ?? placeBuild(p) ?? placeTier(p);
  if (declined) return declined;
  placeLookbacks(p);
  const rateClass = placeRateClass(p);
  placePrice(p);
  placeUnread(p);
  const terms = explain ? product.termOptions.filter((t) => age <= t.maxIssueAge).map((t) => t.years) : NO_TERMS;
  const points = 100 - p.score;
  return { offered: true, score: scoreWithin(p.tier, points), points, tier: p.tier, rateClass, longestTerm: longest, terms, reasons: p.reasons };
}

/**
 * One placement object, filled afresh for each decision: a search decides every product of a large
 * catalog, and a decision never starts another before it ends (nothing here is asynchronous).
 */
const placement: Placement = {
  product: undefined as unknown as Product,
  rules: undefined as unknown as CatalogRules,
  client: undefined as unknown as Client,
  at: 0,
  known: undefined as unknown as ProductFacts,
  explain: false,
  score: 0,
  reasons: NO_REASONS,
  tier: 'level',
  tierCauses: NO_REASONS,
  pastGraded: Infinity,
  pastModified: Infinity,
  pastDecline: Infinity,
};

function placementFor(product: Product, rules: CatalogRules, client: Client, at: number, known: ProductFacts, explain: boolean): Placement {
  const p = placement;
  p.product = product;
  p.rules = rules;
  p.client = client;
  p.at = at;
  p.known = known;
  p.explain = explain;
  p.score = known.fit.base;
  p.reasons = explain ? [] : NO_REASONS;
  p.tier = known.guaranteed ? 'guaranteed' : 'level';
  p.tierCauses = explain ? [] : NO_REASONS;
  p.pastGraded = Infinity;
  p.pastModified = Infinity;
  p.pastDecline = Infinity;
  return p;
}

/**
 * The kind's fit for the age: points for each year outside the ages this kind usually suits. The
 * reason says the product's own issue ages first (the client is inside them, or it would decline).
 */
function placeAge(p: Placement): void {
  const { fit, minAge, maxAge } = p.known;
  const age = p.client.facts.age;
  const [from, to] = fit.idealAges;
  const outside = age < from ? from - age : age > to ? age - to : 0;
  const points = Math.min(WEIGHTS.ageMax, outside * WEIGHTS.agePerYear);
  p.score -= points;
  if (!p.explain) return;
  const inside = `Issue ages ${minAge} to ${maxAge}: ${age} is inside them`;
  p.reasons.push(outside === 0 ? inside : `${inside}, ${age < from ? 'below' : 'above'} the ${from} to ${to} ${fit.label} suits best${minus(points)}`);
}

/** The longest term open at the client's age; 0 for a product without terms. */
function longestTerm(p: Placement): number {
  let longest = 0;
  for (const option of p.known.terms) if (p.client.facts.age <= option.maxIssueAge && option.years > longest) longest = option.years;
  return longest;
}

/** Terms: the one asked for must be open at this age; the longest open counts against the term usually needed. */
function placeTerm(p: Placement, longest: number): Declined | undefined {
  const { terms } = p.known;
  if (terms.length === 0) return undefined;
  const age = p.client.facts.age;
  const { termYears } = p.client;
  if (termYears !== undefined) {
    const asked = terms.find((t) => t.years === termYears);
    if (!asked || age > asked.maxIssueAge) return { offered: false, reason: termReason(p.known, termYears, age) };
  }
  const { untilAge, min, max, perYear, most } = WEIGHTS.termNeed;
  const need = Math.min(max, Math.max(min, untilAge - Math.floor(age)));
  const short = Math.min(most, Math.max(0, need - longest) * perYear);
  const points = (longest < 20 ? WEIGHTS.shortTermOnly : 0) + short;
  if (points <= 0) return undefined;
  p.score -= points;
  if (p.explain) {
    const usual = short > 0 ? `, ${need - longest} short of the ${need} usually needed at this age` : '';
    p.reasons.push(`Longest term open at age ${age} is ${years(longest)}${usual}${minus(points)}`);
  }
  return undefined;
}

/** The amount asked for, when one is: a range that holds it fits better than a quote at its nearest amount. */
function placeAmount(p: Placement): void {
  const amount = p.client.coverageAmount;
  const { minCoverage, maxCoverage } = p.known;
  if (amount === undefined || amount <= 0 || (amount >= minCoverage && amount <= maxCoverage)) return;
  const { points: outside, perDoubling, most } = WEIGHTS.amountOutside;
  const nearest = amount < minCoverage ? minCoverage : maxCoverage;
  const points = Math.min(most, outside + perDoubling * Math.abs(Math.log2(amount / nearest)));
  p.score -= points;
  if (p.explain) {
    const side = amount < nearest ? `under this product's ${dollars(nearest)} minimum` : `over this product's ${dollars(nearest)} maximum`;
    p.reasons.push(`${dollars(amount)} asked for is ${side}: quoted at ${dollars(nearest)}${minus(points)}`);
  }
}

/** Build: the best offered tier whose weight range holds the client's weight at that height, and the room left below its limit. */
function placeBuild(p: Placement): Declined | undefined {
  const { facts } = p.client;
  const { known } = p;
  if (known.guaranteed || known.chart === 'none' || facts.heightInches === null || facts.weightPounds === null) return undefined;
  const row = buildRow(known.chart, facts.heightInches);
  if (!row) return undefined;
  const weight = facts.weightPounds;
  let buildTier: Tier | undefined;
  for (const t of known.offers) {
    const range = row.tiers[t];
    if (range !== undefined && weight >= range[0] && weight <= range[1]) {
      buildTier = t;
      break;
    }
  }
  if (buildTier === undefined) return { offered: false, reason: buildReason(row, known.offers, weight) };
  if (tierRank(buildTier) > tierRank(p.tier)) p.tier = buildTier;
  if (buildTier !== 'level' && p.explain) p.tierCauses.push(`build (BMI ${facts.bmi})`);
  // The room left below the limit of the tier placed: more room, a more certain placement.
  const limit = row.tiers[p.tier]?.[1] ?? row.tiers[buildTier]?.[1] ?? weight;
  const short = Math.max(0, 1 - (limit - weight) / limit / WEIGHTS.build.room);
  const near = WEIGHTS.build.points * short * short;
  if (near <= 0) return undefined;
  p.score -= near;
  if (p.explain) {
    const under = Math.round((limit - weight) * 10) / 10;
    const where = under > 0 ? `${under} lb under` : 'at';
    p.reasons.push(`Weight ${weight} lb is ${where} the ${tierLabels[p.tier].toLowerCase()} limit of ${limit} lb for ${feetAndInches(row.heightInches)}${minus(near)}`);
  }
  return undefined;
}

/**
 * The tier placed must be one the product offers. Tests or results still to come: a product that
 * would offer waits for them (a decline does not: no result undoes it; guaranteed issue asks nothing).
 * The tier costs no points: it chooses the band the points are counted in (score.ts).
 */
function placeTier(p: Placement): Declined | undefined {
  const { tier, known } = p;
  if (!known.hasTier[tier]) return { offered: false, reason: `Needs a ${tierLabels[tier].toLowerCase()} benefit, which this product does not offer` };
  if (!known.guaranteed && p.client.postponed !== null) return { offered: false, reason: p.client.postponed, postponed: true };
  // A build not read is a build not checked: the product waits for a height and weight it can read
  // rather than offer what its chart might decline.
  const unread = buildUnread(p.client.facts);
  if (!known.guaranteed && known.chart !== 'none' && unread !== null) return { offered: false, reason: unread, postponed: true };
  if (tier !== 'level' && p.explain) {
    const cause = known.guaranteed ? 'no health questions, limited benefit in the first years' : p.tierCauses.join(', ');
    p.reasons.push(`${tierLabels[tier]} benefit: ${cause}; scores ${bandText(tier)}, below every ${betterTiers[tier]} offer`);
  }
  return undefined;
}

/**
 * Why a product with a build chart waits when the height or the weight was written and not read, or
 * null. One not written at all is a plain profile's (the lookup's: a fact, not a client): no build.
 */
function buildUnread(facts: Placement['client']['facts']): string | null {
  if (facts.heightInches === null && facts.heightText.trim() !== '') return `Held until the height is written so the engine can read it ("${facts.heightText}" was not): the build chart could not be checked`;
  if (facts.weightPounds === null && facts.weightText.trim() !== '') return `Held until the weight is written so the engine can read it ("${facts.weightText}" was not): the build chart could not be checked`;
  return null;
}

const betterTiers: Record<Tier, string> = { level: '', graded: 'level', modified: 'level or graded', guaranteed: 'level, graded or modified' };

/** Rate class: the best the product offers at or below the best the client qualifies for. */
function placeRateClass(p: Placement) {
  const { order, best, limits, familyHistory } = p.client.rateClass;
  let classIndex = order.length - 1;
  for (let i = best; i < order.length; i++) {
    if (p.known.classes.has(order[i] ?? 'standard')) {
      classIndex = i;
      break;
    }
  }
  const rateClass = order[classIndex] ?? 'standard';
  const classPoints = WEIGHTS.rateClass[rateClass];
  p.score -= classPoints;
  if (p.explain) {
    const why = p.known.guaranteed ? guaranteedClass(rateClass) : classIndex > best ? 'the best class this product offers' : limits.length > 0 ? limits.join(', ') : 'the best class';
    p.reasons.push(`Rate class ${rateClassLabels[rateClass]}: ${why}${classPoints > 0 ? minus(classPoints) : ''}`);
    const top = order[0] ?? 'preferred-plus';
    if (familyHistory.length > 0 && p.product.rateClasses.includes(top)) {
      p.reasons.push(`Family history (${familyHistory.join('; ')}) rules out ${rateClassLabels[top]}`);
    }
  }
  return rateClass;
}

/** Guaranteed issue asks no health questions: its class says tobacco or not, never a health reason. */
const guaranteedClass = (rateClass: RateClass) => (rateClass.endsWith('tobacco') ? 'tobacco use' : 'no health questions, one class for every client who does not use tobacco');

/** The carrier's price level: a cheaper carrier for the same tier and class fits better. */
function placePrice(p: Placement): void {
  const { pricePoints, pricePercent } = p.known;
  if (pricePoints <= 0) return;
  p.score -= pricePoints;
  if (p.explain) p.reasons.push(`${p.product.carrierName} prices about ${Math.round(pricePercent)} % above the lowest-priced carrier${minus(pricePoints)}`);
}

/**
 * Lines not understood cost the same on every underwritten product; they are quoted once, in the
 * profile as read. Then the notes every underwritten product shares (how the profile was read).
 * Guaranteed issue asks nothing, so neither can change it, and its reasons name no health fact.
 */
function placeUnread(p: Placement): void {
  if (p.known.guaranteed) return;
  const unread = p.client.unreadPoints;
  p.score -= unread;
  if (!p.explain) return;
  if (unread > 0) p.reasons.push(`${p.client.unreadText}${minus(unread)}`);
  p.reasons.push(...p.client.notes);
}
