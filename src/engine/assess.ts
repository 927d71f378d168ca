/**
 * One product for one client: issue ages, then each condition against the product's rules (the
 * worst applicable action wins), then the build chart, the benefit tier, the rate class and the
 * score from the WEIGHTS table. The same code decides and explains, so a reason shown can never
 * differ from the decision.
 */
import { buildRow, type BuildRow } from './buildCharts';
import { feetAndInches } from './text';
import { lookbackText, rateClassLabels, tierLabels } from './describe';
import type { ClientCondition, ClientFacts } from './parse/profile';
import { PRICING } from './pricing';
import type { ClientRateClass } from './rateClass';
import { conditionGroups, tiers, type Catalog, type Product, type RateClass, type RuleAction, type Tier, type UnderwritingRule } from './types';
import { WEIGHTS } from './weights';

export const tierRank = (tier: Tier) => tiers.indexOf(tier);
const actionRank: Record<RuleAction, number> = { accept: 0, graded: 1, modified: 2, decline: 3 };
/** Points to one decimal; a fraction under 0.05 to two, never shown as 0. */
const minus = (points: number) => ` (−${points >= 0.05 ? Math.round(points * 10) / 10 : Math.max(0.01, Math.round(points * 100) / 100)})`;
const years = (n: number) => (n === 1 ? '1 year' : `${n} years`);
let dollarFormat: Intl.NumberFormat | undefined;
const dollars = (amount: number) => (dollarFormat ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })).format(amount);

/** Whether a rule is about a client's condition, whatever its date. */
export function ruleConcerns(rule: UnderwritingRule, client: ClientCondition): boolean {
  return (rule.target === 'any' || rule.target === client.condition.group || rule.target === client.condition.id) && client.severity >= rule.minSeverity;
}

/** The one function that decides whether a rule applies to a client's condition. A condition with no date counts as recent. */
export function ruleApplies(rule: UnderwritingRule, client: ClientCondition): boolean {
  return ruleConcerns(rule, client) && (rule.lookbackYears === null || client.yearsAgo === null || client.yearsAgo < rule.lookbackYears);
}

/**
 * A catalog's rules sorted for deciding: for each product and condition group, the rules that could
 * touch a condition of that group, worst action first, so the first that applies decides. Products
 * share rules (a kind's questions, a carrier's look-backs), so equal lists are kept once; a search
 * then decides each distinct list once per condition (a memo in the Client) instead of once per product.
 */
export interface CatalogRules {
  /** The distinct rule lists. */
  lists: readonly (readonly UnderwritingRule[])[];
  /** For product p and group g, the index in `lists` at p * conditionGroups.length + g. */
  listOf: Int32Array;
  /** Each product's place in the catalog. */
  indexOf: ReadonlyMap<Product, number>;
  /** What each product's decision reads besides its rules, by place in the catalog. */
  facts: readonly ProductFacts[];
}

const GROUPS = conditionGroups.length;
const catalogRulesCache = new WeakMap<Catalog, CatalogRules>();

export function catalogRules(catalog: Catalog): CatalogRules {
  const cached = catalogRulesCache.get(catalog);
  if (cached) return cached;
  const groupOf = new Map<string, number>(conditionGroups.map((g, i) => [g, i]));
  for (const condition of catalog.conditions) groupOf.set(condition.id, conditionGroups.indexOf(condition.group));
  const ruleKey = (r: UnderwritingRule) => `${r.action}:${r.target}>=${r.minSeverity}:${r.lookbackYears ?? 'ever'}`;
  const listIds = new Map<string, number>();
  const lists: UnderwritingRule[][] = [];
  const listOf = new Int32Array(catalog.products.length * GROUPS);
  catalog.products.forEach((product, p) => {
    const byGroup: UnderwritingRule[][] = conditionGroups.map(() => []);
    for (const rule of product.rules) {
      if (rule.target === 'any') byGroup.forEach((list) => list.push(rule));
      else byGroup[groupOf.get(rule.target) ?? -1]?.push(rule);
    }
    byGroup.forEach((list, g) => {
      // Stable: within one action the sheet's order stands.
      list.sort((a, b) => actionRank[b.action] - actionRank[a.action]);
      const key = list.map(ruleKey).join(';');
      let id = listIds.get(key);
      if (id === undefined) {
        id = lists.push(list) - 1;
        listIds.set(key, id);
      }
      listOf[p * GROUPS + g] = id;
    });
  });
  const rules = { lists, listOf, indexOf: new Map(catalog.products.map((product, p) => [product, p])), facts: catalog.products.map(factsOf) };
  catalogRulesCache.set(catalog, rules);
  return rules;
}

/** Where in `list` the worst rule applying to the condition is, or -1: the first that applies, as the list is worst first. */
function worstIn(list: readonly UnderwritingRule[], condition: ClientCondition): number {
  for (let i = 0; i < list.length; i++) if (ruleApplies(list[i] as UnderwritingRule, condition)) return i;
  return -1;
}

/** What a product's decision reads besides its rules, worked out once per catalog in one literal shape. */
interface ProductFacts {
  minAge: number;
  maxAge: number;
  fit: (typeof WEIGHTS.fit)[keyof typeof WEIGHTS.fit];
  terms: readonly { years: number; maxIssueAge: number }[];
  chart: Product['buildChart'];
  guaranteed: boolean;
  /** Offered tiers in best-first order. */
  offers: readonly Tier[];
  hasTier: Record<Tier, boolean>;
  classes: ReadonlySet<RateClass>;
  ageReason: string;
  minCoverage: number;
  maxCoverage: number;
  /** What the carrier's rate level costs (WEIGHTS.carrierPrice), and how far above the cheapest it is, in percent. */
  pricePoints: number;
  pricePercent: number;
}

/** The cheapest carrier's rate level: the others' price points are counted from it. */
const cheapestLevel = Math.min(...Object.values(PRICING.carrierRateLevel));

/** Offered tiers as one shared list per combination, so words about them can be kept per list. */
const tierLists = new Map<string, readonly Tier[]>();
const offersOf = (hasTier: Record<Tier, boolean>) => {
  const offers = tiers.filter((t) => hasTier[t]);
  const key = offers.join(';');
  const shared = tierLists.get(key) ?? offers;
  tierLists.set(key, shared);
  return shared;
};

function factsOf(product: Product): ProductFacts {
  const hasTier = { level: false, graded: false, modified: false, guaranteed: false };
  for (const tier of product.tiers) hasTier[tier] = true;
  // A catalog cannot load a carrier without a rate level (sheets.ts); a hand-built one counts as the cheapest.
  const level = Object.hasOwn(PRICING.carrierRateLevel, product.carrierId) ? (PRICING.carrierRateLevel[product.carrierId] ?? cheapestLevel) : cheapestLevel;
  const pricePercent = Math.max(0, (level / cheapestLevel - 1) * 100);
  return {
    minAge: product.minIssueAge,
    maxAge: product.maxIssueAge,
    fit: WEIGHTS.fit[product.kind],
    terms: product.termOptions.map((t) => ({ years: t.years, maxIssueAge: t.maxIssueAge })),
    chart: product.buildChart,
    guaranteed: hasTier.guaranteed,
    offers: offersOf(hasTier),
    hasTier,
    classes: new Set(product.rateClasses),
    ageReason: `Issue ages ${product.minIssueAge} to ${product.maxIssueAge}`,
    minCoverage: product.minCoverage,
    maxCoverage: product.maxCoverage,
    pricePoints: Math.min(WEIGHTS.carrierPrice.most, pricePercent * WEIGHTS.carrierPrice.perPercent),
    pricePercent,
  };
}

export interface Client {
  facts: ClientFacts;
  rateClass: ClientRateClass;
  /** Index in conditionGroups of each of facts.conditions. */
  groups: readonly number[];
  /** Reasons that are the same for every product (how the profile was read). */
  notes: readonly string[];
  /**
   * Decisions already made in this search: for condition c and rule list l, at c * lists + l, the
   * worst applicable rule's place in the list, -1 for none, -2 not decided yet. Optional: without
   * it every decision is made afresh (same answers).
   */
  memo?: Int16Array;
  /**
   * With `memo`, filled by assessProduct: for condition c and rule list l, at (c * lists + l) * 3,
   * how far the condition is past the nearest look-back of a rule that would grade, modify or
   * decline it (Infinity for none); NaN not worked out yet.
   */
  lookbackMemo?: Float64Array;
  /** "Postponed until the results are in: lung nodule, results still to come", or null: nothing pending. */
  postponed: string | null;
  /** What the lines not understood cost every product, and that in words. */
  unreadPoints: number;
  unreadText: string;
  /** The face amount the agent asked about, in dollars (AssessOptions.coverageAmount): a product whose range does not hold it fits less well. */
  coverageAmount?: number;
  /** The term asked for (AssessOptions.termYears): a term product without it open at this age is not offered. */
  termYears?: number;
}

const NO_REASONS: string[] = [];
const NO_TERMS: number[] = [];

export type Verdict =
  | { offered: false; reason: string; postponed?: true }
  | {
      offered: true;
      /** Before rounding. */
      score: number;
      tier: Tier;
      rateClass: RateClass;
      /** Term lengths open at the client's age (listed only when explained). */
      terms: number[];
      /** The longest of them; 0 for a product without terms. */
      longestTerm: number;
      reasons: string[];
    };

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
function declineReason(condition: ClientCondition, lookbackYears: number | null): string {
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
function buildReason(row: BuildRow, offers: readonly Tier[], weight: number): string {
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
 * "Heart attack (6 years ago) is 1 year past the 5-year look-back for a decline": the words for the
 * edge the look-back points were counted from (explain only, so it may search again).
 */
function lookbackEdge(product: Product, rules: CatalogRules, at: number, conditions: readonly ClientCondition[], groups: readonly number[], past: number, rank: number): string {
  const worse = (action: RuleAction) => action === 'decline' || actionRank[action] > rank;
  for (let c = 0; c < conditions.length; c++) {
    const condition = conditions[c] as ClientCondition;
    if (condition.yearsAgo === null || condition.yearsAgo <= 0) continue;
    const list = rules.lists[rules.listOf[at * GROUPS + (groups[c] ?? 0)] as number] as readonly UnderwritingRule[];
    const applied = worstIn(list, condition);
    for (let i = 0; i < (applied >= 0 ? applied : list.length); i++) {
      const r = list[i] as UnderwritingRule;
      if (r.lookbackYears === null || condition.yearsAgo - r.lookbackYears !== past || !worse(r.action) || r.action === list[applied]?.action || !ruleConcerns(r, condition)) continue;
      const what = r.action === 'decline' ? 'a decline' : `a ${r.action} benefit`;
      return `${condition.condition.name} (${when(condition)}) is ${years(Math.round(past * 10) / 10)} past the ${r.lookbackYears}-year look-back for ${what}`;
    }
  }
  return `A dated condition is ${years(Math.round(past * 10) / 10)} past a look-back of ${product.name}`;
}

/**
 * "No 20-year term at age 67: terms open are 10 and 15 years", "The 20-year term is issued to age 55":
 * a term product without the term asked for at the client's age. Kept per product, term and age.
 */
const termReasons = new WeakMap<ProductFacts, Map<string, string>>();
function termReason(known: ProductFacts, termYears: number, age: number): string {
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

const orList = (items: readonly string[], word: string) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1] ?? ''}`);

function placeOf(product: Product, rules: CatalogRules): number {
  const at = rules.indexOf.get(product);
  if (at === undefined) throw new Error(`Product "${product.id}" is not in the catalog these rules were prepared from`);
  return at;
}

/** `explain` writes the reasons of an offer; a decline's reason is always written. */
export function assessProduct(product: Product, rules: CatalogRules, client: Client, explain: boolean, at = placeOf(product, rules)): Verdict {
  const { facts } = client;
  const known = rules.facts[at] as ProductFacts;
  if (facts.age < known.minAge || facts.age > known.maxAge) return { offered: false, reason: known.ageReason };
  const reasons: string[] = explain ? [] : NO_REASONS;
  const fit = known.fit;
  const [from, to] = fit.idealAges;
  const outside = facts.age < from ? from - facts.age : facts.age > to ? facts.age - to : 0;
  const agePoints = Math.min(WEIGHTS.ageMax, outside * WEIGHTS.agePerYear);
  let score = fit.base - agePoints;
  if (explain) {
    reasons.push(
      outside === 0
        ? `Age ${facts.age} is in the usual range for ${fit.label} (${from} to ${to})`
        : `Age ${facts.age} is outside the usual range for ${fit.label} (${from} to ${to})${minus(agePoints)}`,
    );
  }
  let longest = 0;
  for (const option of known.terms) if (facts.age <= option.maxIssueAge && option.years > longest) longest = option.years;
  if (client.termYears !== undefined && known.terms.length > 0) {
    const asked = known.terms.find((t) => t.years === client.termYears);
    if (!asked || facts.age > asked.maxIssueAge) return { offered: false, reason: termReason(known, client.termYears, facts.age) };
  }
  if (known.terms.length > 0) {
    const { untilAge, min, max, perYear, most } = WEIGHTS.termNeed;
    const need = Math.min(max, Math.max(min, untilAge - Math.floor(facts.age)));
    const short = Math.min(most, Math.max(0, need - longest) * perYear);
    const points = (longest < 20 ? WEIGHTS.shortTermOnly : 0) + short;
    if (points > 0) {
      score -= points;
      if (explain) {
        const usual = short > 0 ? `, ${need - longest} short of the ${need} usually needed at this age` : '';
        reasons.push(`Longest term open at age ${facts.age} is ${years(longest)}${usual}${minus(points)}`);
      }
    }
  }

  // The amount asked for, when one is: a range that holds it fits better than a quote at its nearest amount.
  const amount = client.coverageAmount;
  if (amount !== undefined && amount > 0 && (amount < known.minCoverage || amount > known.maxCoverage)) {
    const { points: outside, perDoubling, most } = WEIGHTS.amountOutside;
    const nearest = amount < known.minCoverage ? known.minCoverage : known.maxCoverage;
    const points = Math.min(most, outside + perDoubling * Math.abs(Math.log2(amount / nearest)));
    score -= points;
    if (explain) {
      const side = amount < nearest ? `under this product's ${dollars(nearest)} minimum` : `over this product's ${dollars(nearest)} maximum`;
      reasons.push(`${dollars(amount)} asked for is ${side}: quoted at ${dollars(nearest)}${minus(points)}`);
    }
  }

  // Conditions: the worst applicable rule decides each one.
  const guaranteed = known.guaranteed;
  let tier: Tier = guaranteed ? 'guaranteed' : 'level';
  const tierCauses: string[] = [];
  const accepted: string[] = [];
  let acceptedPoints = 0;
  const row = at * GROUPS;
  const { memo } = client;
  const listCount = rules.lists.length;
  // The nearest look-back edge a dated event is past, for a rule that would grade, modify or decline.
  let pastGraded = Infinity;
  let pastModified = Infinity;
  let pastDecline = Infinity;
  for (let c = 0; c < facts.conditions.length; c++) {
    const condition = facts.conditions[c] as ClientCondition;
    let rule: UnderwritingRule | null = null;
    if (!guaranteed) {
      const l = rules.listOf[row + (client.groups[c] ?? 0)] as number;
      const list = rules.lists[l] as readonly UnderwritingRule[];
      let at = memo ? (memo[c * listCount + l] as number) : -2;
      if (at === -2) {
        at = worstIn(list, condition);
        if (memo) memo[c * listCount + l] = at;
      }
      rule = at >= 0 ? (list[at] as UnderwritingRule) : null;
      const since = condition.yearsAgo;
      // Only an event with a date can be past a look-back; the list is worst first, so the rules
      // before the one that applies are the ones that would make this condition worse.
      if (since !== null && since > 0) {
        if (memo && !client.lookbackMemo) client.lookbackMemo = new Float64Array(memo.length * 3).fill(NaN);
        const saved = client.lookbackMemo;
        const m = (c * listCount + l) * 3;
        let decline = saved ? (saved[m] as number) : NaN;
        let modified = Infinity;
        let graded = Infinity;
        if (Number.isNaN(decline)) {
          decline = Infinity;
          const end = at >= 0 ? at : list.length;
          for (let i = 0; i < end; i++) {
            const r = list[i] as UnderwritingRule;
            const past = r.lookbackYears === null ? -1 : since - r.lookbackYears;
            if (past < 0 || r.action === 'accept' || r.action === rule?.action || !ruleConcerns(r, condition)) continue;
            if (r.action === 'decline') decline = Math.min(decline, past);
            else if (r.action === 'modified') modified = Math.min(modified, past);
            else graded = Math.min(graded, past);
          }
          if (saved) {
            saved[m] = decline;
            saved[m + 1] = modified;
            saved[m + 2] = graded;
          }
        } else if (saved) {
          modified = saved[m + 1] as number;
          graded = saved[m + 2] as number;
        }
        pastDecline = Math.min(pastDecline, decline);
        pastModified = Math.min(pastModified, modified);
        pastGraded = Math.min(pastGraded, graded);
      }
    }
    if (rule?.action === 'decline') return { offered: false, reason: declineReason(condition, rule.lookbackYears) };
    let lowered: Tier | null = null;
    if (rule && (rule.action === 'graded' || rule.action === 'modified')) {
      lowered = rule.action;
      if (tierRank(lowered) > tierRank(tier)) tier = lowered;
      if (explain) tierCauses.push(`${condition.condition.name.toLowerCase()} (${when(condition)})`);
    }
    // Every condition a product takes still counts by its grade, whatever tier it leads to.
    if (!guaranteed) {
      const points = WEIGHTS.condition[condition.severity];
      score -= points;
      if (explain && lowered) reasons.push(`${condition.condition.name} rated for a ${lowered} benefit${points > 0 ? minus(points) : ''}`);
      else if (explain) {
        accepted.push(condition.condition.name);
        acceptedPoints += points;
      }
    }
  }
  // Conditions taken at the product's best tier, in one line however many there are.
  if (accepted.length > 0) reasons.push(`Accepted: ${accepted.join(', ')}${acceptedPoints > 0 ? minus(acceptedPoints) : ''}`);

  // Build: the best offered tier whose weight range holds the client's weight at that height.
  if (!guaranteed && known.chart !== 'none' && facts.heightInches !== null && facts.weightPounds !== null) {
    const row = buildRow(known.chart, facts.heightInches);
    const weight = facts.weightPounds;
    if (row) {
      let buildTier: Tier | undefined;
      for (const t of known.offers) {
        const range = row.tiers[t];
        if (range !== undefined && weight >= range[0] && weight <= range[1]) {
          buildTier = t;
          break;
        }
      }
      if (buildTier === undefined) return { offered: false, reason: buildReason(row, known.offers, weight) };
      if (tierRank(buildTier) > tierRank(tier)) tier = buildTier;
      if (buildTier !== 'level' && explain) tierCauses.push(`build (BMI ${facts.bmi})`);
      // The room left below the limit of the tier placed: more room, a more certain placement.
      const limit = row.tiers[tier]?.[1] ?? row.tiers[buildTier]?.[1] ?? weight;
      const short = Math.max(0, 1 - (limit - weight) / limit / WEIGHTS.build.room);
      const near = WEIGHTS.build.points * short * short;
      if (near > 0) {
        score -= near;
        if (explain) {
          const under = Math.round((limit - weight) * 10) / 10;
          const where = under > 0 ? `${under} lb under` : 'at';
          reasons.push(`Weight ${weight} lb is ${where} the ${tierLabels[tier].toLowerCase()} limit of ${limit} lb for ${feetAndInches(row.heightInches)}${minus(near)}`);
        }
      }
    }
  }
  if (!known.hasTier[tier]) {
    return { offered: false, reason: `Needs a ${tierLabels[tier].toLowerCase()} benefit, which this product does not offer` };
  }
  // Tests or results still to come: a product that would offer waits for them (a decline does not:
  // no result undoes it; guaranteed issue asks nothing).
  if (!guaranteed && client.postponed !== null) return { offered: false, reason: client.postponed, postponed: true };
  if (tier !== 'level') {
    const points = WEIGHTS.tier[tier];
    score -= points;
    if (explain) {
      const cause = guaranteed ? 'no health questions, limited benefit in the first years' : tierCauses.join(', ');
      reasons.push(`${tierLabels[tier]} benefit: ${cause}${minus(points)}`);
    }
  }

  // Look-backs: the nearest edge a dated event is past, among the rules that would make this offer
  // worse (a lower tier than the one placed, or a decline). Just past it, a date a little off changes the offer.
  const rank = tierRank(tier);
  const past = Math.min(pastDecline, rank < 2 ? pastModified : Infinity, rank < 1 ? pastGraded : Infinity);
  if (past < WEIGHTS.lookback.years) {
    const points = WEIGHTS.lookback.points * (1 - past / WEIGHTS.lookback.years);
    score -= points;
    if (explain) reasons.push(`${lookbackEdge(product, rules, at, facts.conditions, client.groups, past, rank)}${minus(points)}`);
  }

  // Rate class: the best the product offers at or below the best the client qualifies for.
  const { order, best, limits, familyHistory } = client.rateClass;
  let classIndex = order.length - 1;
  for (let i = best; i < order.length; i++) {
    if (known.classes.has(order[i] ?? 'standard')) {
      classIndex = i;
      break;
    }
  }
  const rateClass = order[classIndex] ?? 'standard';
  const classPoints = WEIGHTS.rateClass[rateClass];
  score -= classPoints;
  if (explain) {
    const why = classIndex > best ? 'the best class this product offers' : limits.length > 0 ? limits.join(', ') : 'the best class';
    reasons.push(`Rate class ${rateClassLabels[rateClass]}: ${why}${classPoints > 0 ? minus(classPoints) : ''}`);
    const top = order[0] ?? 'preferred-plus';
    if (familyHistory.length > 0 && product.rateClasses.includes(top)) {
      reasons.push(`Family history (${familyHistory.join('; ')}) rules out ${rateClassLabels[top]}`);
    }
  }

  // The carrier's price level: a cheaper carrier for the same tier and class fits better.
  if (known.pricePoints > 0) {
    score -= known.pricePoints;
    if (explain) reasons.push(`${product.carrierName} prices about ${Math.round(known.pricePercent)} % above the lowest-priced carrier${minus(known.pricePoints)}`);
  }

  // Lines not understood cost the same on every underwritten product (guaranteed issue asks
  // nothing, so they cannot change it); they are quoted once, in the profile as read.
  const unread = guaranteed ? 0 : client.unreadPoints;
  score -= unread;
  if (explain) {
    if (unread > 0) reasons.push(`${client.unreadText}${minus(unread)}`);
    reasons.push(...client.notes);
  }
  const terms = explain ? product.termOptions.filter((t) => facts.age <= t.maxIssueAge).map((t) => t.years) : NO_TERMS;
  return { offered: true, score: Math.min(100, Math.max(0, score)), tier, rateClass, longestTerm: longest, terms, reasons };
}
