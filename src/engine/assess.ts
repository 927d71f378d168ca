/**
 * One product for one client: issue ages, then each condition against the product's rules (the
 * worst applicable action wins), then the build chart, the benefit tier, the rate class and the
 * score from the WEIGHTS table. The same code decides and explains, so a reason shown can never
 * differ from the decision.
 */
import { buildRow } from './buildCharts';
import { lookbackText, rateClassLabels, tierLabels } from './describe';
import type { ClientCondition, ClientFacts } from './parse/profile';
import type { ClientRateClass } from './rateClass';
import { conditionGroups, tiers, type Catalog, type Product, type RateClass, type RuleAction, type Tier, type UnderwritingRule } from './types';
import { WEIGHTS } from './weights';

export const tierRank = (tier: Tier) => tiers.indexOf(tier);
const actionRank: Record<RuleAction, number> = { accept: 0, graded: 1, modified: 2, decline: 3 };
const minus = (points: number) => ` (−${Math.round(points * 10) / 10})`;
const feetAndInches = (inches: number) => `${Math.floor(Math.round(inches) / 12)}'${Math.round(inches) % 12}"`;

/** The one function that decides whether a rule applies to a client's condition. A condition with no date counts as recent. */
export function ruleApplies(rule: UnderwritingRule, client: ClientCondition): boolean {
  return (
    (rule.target === 'any' || rule.target === client.condition.group || rule.target === client.condition.id) &&
    client.severity >= rule.minSeverity &&
    (rule.lookbackYears === null || client.yearsAgo === null || client.yearsAgo < rule.lookbackYears)
  );
}

/**
 * A product's rules sorted into one list per condition group, worst action first, so a condition
 * reads only the rules that could touch it and the first that applies decides. Built once per catalog.
 */
export type RulesByGroup = readonly (readonly UnderwritingRule[])[];

const rulesIndex = new WeakMap<Catalog, Map<Product, RulesByGroup>>();

export function rulesByGroup(catalog: Catalog): Map<Product, RulesByGroup> {
  let index = rulesIndex.get(catalog);
  if (index) return index;
  const groupOf = new Map<string, number>(conditionGroups.map((g, i) => [g, i]));
  for (const condition of catalog.conditions) groupOf.set(condition.id, conditionGroups.indexOf(condition.group));
  index = new Map();
  for (const product of catalog.products) {
    const byGroup: UnderwritingRule[][] = conditionGroups.map(() => []);
    for (const rule of product.rules) {
      if (rule.target === 'any') byGroup.forEach((list) => list.push(rule));
      else byGroup[groupOf.get(rule.target) ?? -1]?.push(rule);
    }
    // Stable: within one action the sheet's order stands.
    for (const list of byGroup) list.sort((a, b) => actionRank[b.action] - actionRank[a.action]);
    index.set(product, byGroup);
  }
  rulesIndex.set(catalog, index);
  return index;
}

export interface Client {
  facts: ClientFacts;
  rateClass: ClientRateClass;
  /** Index in conditionGroups of each of facts.conditions. */
  groups: readonly number[];
  /** Reasons that are the same for every product (how the profile was read). */
  notes: readonly string[];
  /** What the lines not understood cost every product, and that in words. */
  unreadPoints: number;
  unreadText: string;
}

const NO_REASONS: string[] = [];
const NO_TERMS: number[] = [];

export type Verdict =
  | { offered: false; reason: string }
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
  if (client.yearsAgo === 0) {
    const since = client.dateText !== null && /\d/.test(client.dateText) && client.condition.course === 'chronic';
    return since ? `current, ${client.dateText}` : 'current';
  }
  const years = client.yearsAgo;
  return years < 1 ? `${Math.max(1, Math.round(years * 12))} months ago` : `${Math.floor(years * 10) / 10} years ago`;
}

/** The worst rule that applies to one condition on one product, or null. */
function worstRule(byGroup: RulesByGroup, group: number, condition: ClientCondition): UnderwritingRule | null {
  for (const rule of byGroup[group] ?? []) if (ruleApplies(rule, condition)) return rule;
  return null;
}

/** `explain` writes the reasons of an offer; a decline's reason is always written. */
export function assessProduct(product: Product, byGroup: RulesByGroup, client: Client, explain: boolean): Verdict {
  const { facts } = client;
  if (facts.age < product.minIssueAge || facts.age > product.maxIssueAge) {
    return { offered: false, reason: `Issue ages ${product.minIssueAge} to ${product.maxIssueAge}` };
  }
  const reasons: string[] = explain ? [] : NO_REASONS;
  const fit = WEIGHTS.fit[product.kind];
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
  for (const option of product.termOptions) if (facts.age <= option.maxIssueAge && option.years > longest) longest = option.years;
  if (product.termOptions.length > 0) {
    if (longest < 20) {
      score -= WEIGHTS.shortTermOnly;
      if (explain) reasons.push(`Longest term open at age ${facts.age} is ${longest} years${minus(WEIGHTS.shortTermOnly)}`);
    }
  }

  // Conditions: the worst applicable rule decides each one.
  const guaranteed = product.tiers.includes('guaranteed');
  let tier: Tier = guaranteed ? 'guaranteed' : 'level';
  const tierCauses: string[] = [];
  for (let c = 0; c < facts.conditions.length; c++) {
    const condition = facts.conditions[c] as ClientCondition;
    const rule = guaranteed ? null : worstRule(byGroup, client.groups[c] ?? -1, condition);
    if (rule?.action === 'decline') {
      const window = rule.lookbackYears === null || condition.yearsAgo === 0 ? '' : `; declines ${lookbackText(rule.lookbackYears)}`;
      return { offered: false, reason: `Declined: ${condition.condition.name} (${when(condition)}${window})` };
    }
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
      if (explain) reasons.push(`${condition.condition.name} ${lowered ? `rated for a ${lowered} benefit` : 'accepted'}${points > 0 ? minus(points) : ''}`);
    }
  }

  // Build: the best offered tier whose weight range holds the client's weight at that height.
  if (!guaranteed && product.buildChart !== 'none' && facts.heightInches !== null && facts.weightPounds !== null) {
    const row = buildRow(product.buildChart, facts.heightInches);
    const weight = facts.weightPounds;
    if (row) {
      const buildTier = tiers.find((t) => {
        const range = product.tiers.includes(t) ? row.tiers[t] : undefined;
        return range !== undefined && weight >= range[0] && weight <= range[1];
      });
      if (buildTier === undefined) {
        const ranges = product.tiers.flatMap((t) => {
          const range = row.tiers[t];
          return range ? [range] : [];
        });
        const low = Math.min(...ranges.map((r) => r[0]));
        const high = Math.max(...ranges.map((r) => r[1]));
        const side = weight > high ? `over the chart's ${high} lb` : `under the chart's ${low} lb`;
        return { offered: false, reason: `Build: ${weight} lb at ${feetAndInches(row.heightInches)} is ${side}` };
      }
      if (tierRank(buildTier) > tierRank(tier)) tier = buildTier;
      if (buildTier !== 'level' && explain) tierCauses.push(`build (BMI ${facts.bmi})`);
      const limit = row.tiers[tier]?.[1] ?? row.tiers[buildTier]?.[1] ?? weight;
      const share = (limit - weight) / limit;
      const near = share <= WEIGHTS.buildVeryNear.share ? WEIGHTS.buildVeryNear.points : share <= WEIGHTS.buildNear.share ? WEIGHTS.buildNear.points : 0;
      if (near > 0) {
        score -= near;
        if (explain) reasons.push(`Weight ${weight} lb is near the ${tierLabels[tier].toLowerCase()} limit of ${limit} lb for ${feetAndInches(row.heightInches)}${minus(near)}`);
      }
    } else if (explain) reasons.push(`Height ${feetAndInches(facts.heightInches)} is outside the build chart: build not checked`);
  }
  if (!product.tiers.includes(tier)) {
    return { offered: false, reason: `Needs a ${tierLabels[tier].toLowerCase()} benefit, which this product does not offer` };
  }
  if (tier !== 'level') {
    const points = WEIGHTS.tier[tier];
    score -= points;
    if (explain) {
      const cause = guaranteed ? 'no health questions, limited benefit in the first years' : tierCauses.join(', ');
      reasons.push(`${tierLabels[tier]} benefit: ${cause}${minus(points)}`);
    }
  }

  // Rate class: the best the product offers at or below the best the client qualifies for.
  const { order, best, limits, familyHistory } = client.rateClass;
  let classIndex = order.length - 1;
  for (let i = best; i < order.length; i++) {
    if (product.rateClasses.includes(order[i] ?? 'standard')) {
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

  // Lines not understood cost the same on every product; they are quoted once, in the profile as read.
  score -= client.unreadPoints;
  if (explain) {
    if (client.unreadPoints > 0) reasons.push(`${client.unreadText}${minus(client.unreadPoints)}`);
    reasons.push(...client.notes);
  }
  const terms = explain ? product.termOptions.filter((t) => facts.age <= t.maxIssueAge).map((t) => t.years) : NO_TERMS;
  return { offered: true, score: Math.min(100, Math.max(0, score)), tier, rateClass, longestTerm: longest, terms, reasons };
}
