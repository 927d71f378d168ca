/**
 * The matching engine: eligibility first (age, knock-out conditions in their look-back, build),
 * then the benefit tier, then a score from the WEIGHTS table, with the reasons in words.
 * Pure and deterministic: the same profile, catalog and date always give the same list.
 */
import type { HealthProfile } from '../schema';
import { buildRow } from './buildCharts';
import { describeProduct, lookbackText, rateClassLabels, tierBenefits, tierLabels, type ProductText } from './describe';
import { indexProfileVocabulary, readProfile, type ClientCondition, type ClientFacts, type ProfileIndex } from './parse/profile';
import { clientRateClass, type ClientRateClass } from './rateClass';
import { tiers, type Catalog, type Product, type RuleAction, type Tier, type UnderwritingRule } from './types';
import { WEIGHTS } from './weights';

export interface MatchResult {
  id: string;
  name: string;
  carrierName: string;
  matchScore: number;
  description: string;
  features: { feature: string; value: string }[];
  qualifications: string[];
  exclusions: string[];
  tier: Tier;
  reasons: string[];
}

export type Evaluation = { eligible: true; result: MatchResult } | { eligible: false; knockout: string };

interface Prepared {
  vocabulary: ProfileIndex;
  text: Map<Product, ProductText>;
}

const prepared = new WeakMap<Catalog, Prepared>();

/** Indexes the vocabulary and the card texts once per catalog. */
export function prepareCatalog(catalog: Catalog): Prepared {
  let entry = prepared.get(catalog);
  if (!entry) {
    entry = { vocabulary: indexProfileVocabulary(catalog), text: new Map(catalog.products.map((p) => [p, describeProduct(p)])) };
    prepared.set(catalog, entry);
  }
  return entry;
}

const actionRank: Record<RuleAction, number> = { accept: 0, graded: 1, modified: 2, decline: 3 };
const tierRank = (tier: Tier) => tiers.indexOf(tier);
const minus = (points: number) => ` (−${Math.round(points * 10) / 10})`;
const feetAndInches = (inches: number) => `${Math.floor(Math.round(inches) / 12)}'${Math.round(inches) % 12}"`;

/** A rule applies inside its look-back; a condition with no date counts as recent. */
export function ruleApplies(rule: UnderwritingRule, client: ClientCondition): boolean {
  return (
    (rule.group === 'any' || rule.group === client.condition.group) &&
    client.severity >= rule.minSeverity &&
    (rule.lookbackYears === null || client.yearsAgo === null || client.yearsAgo < rule.lookbackYears)
  );
}

function when(client: ClientCondition): string {
  return client.yearsAgo === null ? 'no date given' : client.yearsAgo === 0 ? 'current' : `${client.yearsAgo} years ago`;
}

interface Context {
  facts: ClientFacts;
  rateClass: ClientRateClass;
  /** Reasons that are the same for every product (how the profile was read). */
  notes: string[];
}

export function evaluateProduct(product: Product, context: Context, text: ProductText): Evaluation {
  const { facts } = context;
  if (facts.age < product.minIssueAge || facts.age > product.maxIssueAge) {
    return { eligible: false, knockout: `Age ${facts.age} is outside issue ages ${product.minIssueAge} to ${product.maxIssueAge}` };
  }
  const reasons: string[] = [];
  let score = 0;
  const fit = WEIGHTS.fit[product.kind];
  const [from, to] = fit.idealAges;
  const outside = facts.age < from ? from - facts.age : facts.age > to ? facts.age - to : 0;
  const agePoints = Math.min(WEIGHTS.ageMax, outside * WEIGHTS.agePerYear);
  score += fit.base - agePoints;
  reasons.push(
    outside === 0
      ? `Age ${facts.age} is in the usual range for ${fit.label} (${from} to ${to})`
      : `Age ${facts.age} is outside the usual range for ${fit.label} (${from} to ${to})${minus(agePoints)}`,
  );
  const terms = product.termOptions.filter((t) => facts.age <= t.maxIssueAge).map((t) => t.years);
  if (product.termOptions.length > 0 && Math.max(...terms) < 20) {
    score -= WEIGHTS.shortTermOnly;
    reasons.push(`Longest term open at age ${facts.age} is ${Math.max(...terms)} years${minus(WEIGHTS.shortTermOnly)}`);
  }

  // Conditions: the worst applicable rule decides each one.
  let tier: Tier = product.tiers.includes('guaranteed') ? 'guaranteed' : 'level';
  const tierCauses: string[] = [];
  const guaranteed = tier === 'guaranteed';
  for (const client of facts.conditions) {
    let worst: UnderwritingRule | null = null;
    for (const rule of product.rules) {
      if (ruleApplies(rule, client) && (!worst || actionRank[rule.action] > actionRank[worst.action])) worst = rule;
    }
    const name = client.condition.name;
    if (worst?.action === 'decline') {
      return { eligible: false, knockout: `${name} (${when(client)}): declined ${lookbackText(worst.lookbackYears)}` };
    }
    if (worst?.action === 'graded' || worst?.action === 'modified') {
      if (tierRank(worst.action) > tierRank(tier)) tier = worst.action;
      tierCauses.push(`${name.toLowerCase()} (${when(client)})`);
    } else if (!guaranteed) {
      const points = WEIGHTS.acceptedCondition[client.severity];
      score -= points;
      reasons.push(`${name} accepted${points > 0 ? minus(points) : ''}`);
    }
  }

  // Build: the best offered tier whose weight range holds the client's weight at that height.
  if (!guaranteed && product.buildChart !== 'none') {
    const row = facts.heightInches === null ? null : buildRow(product.buildChart, facts.heightInches);
    if (row && facts.weightPounds !== null) {
      const weight = facts.weightPounds;
      const fits = product.tiers.filter((t) => {
        const range = row.tiers[t];
        return range !== undefined && weight >= range[0] && weight <= range[1];
      });
      const buildTier = fits[0];
      if (buildTier === undefined) {
        return { eligible: false, knockout: `Weight ${weight} lb is outside the build chart for ${feetAndInches(row.heightInches)}` };
      }
      if (tierRank(buildTier) > tierRank(tier)) tier = buildTier;
      if (buildTier !== 'level') tierCauses.push(`build (BMI ${facts.bmi})`);
      const limit = row.tiers[tier]?.[1] ?? row.tiers[buildTier]?.[1] ?? weight;
      const share = (limit - weight) / limit;
      const near = share <= WEIGHTS.buildVeryNear.share ? WEIGHTS.buildVeryNear.points : share <= WEIGHTS.buildNear.share ? WEIGHTS.buildNear.points : 0;
      if (near > 0) {
        score -= near;
        reasons.push(`Weight ${weight} lb is near the ${tierLabels[tier].toLowerCase()} limit of ${limit} lb for ${feetAndInches(row.heightInches)}${minus(near)}`);
      }
    } else if (facts.heightInches !== null && facts.weightPounds !== null) {
      reasons.push(`Height ${feetAndInches(facts.heightInches)} is outside the build chart: build not checked`);
    }
  }
  if (!product.tiers.includes(tier)) {
    return { eligible: false, knockout: `Needs a ${tier} benefit, which this product does not offer` };
  }
  if (tier !== 'level') {
    const points = WEIGHTS.tier[tier];
    score -= points;
    const cause = guaranteed ? 'no health questions, limited benefit in the first years' : tierCauses.join(', ');
    reasons.push(`${tierLabels[tier]} benefit: ${cause}${minus(points)}`);
  }

  // Rate class: the best the product offers at or below the best the client qualifies for.
  const { order, best, limits, familyHistory } = context.rateClass;
  const rateClass = order.slice(best).find((c) => product.rateClasses.includes(c)) ?? order[order.length - 1] ?? 'standard';
  const classPoints = WEIGHTS.rateClass[rateClass];
  score -= classPoints;
  const classIndex = order.indexOf(rateClass);
  const why = classIndex > best ? 'the best class this product offers' : limits.length > 0 ? limits.join(', ') : 'the best class';
  reasons.push(`Rate class ${rateClassLabels[rateClass]}: ${why}${classPoints > 0 ? minus(classPoints) : ''}`);
  if (familyHistory.length > 0 && product.rateClasses.includes(order[0] ?? 'preferred-plus')) {
    reasons.push(`Family history (${familyHistory.join('; ')}) rules out ${rateClassLabels[order[0] ?? 'preferred-plus']}`);
  }

  for (const line of facts.unrecognisedConditions) {
    score -= WEIGHTS.unrecognisedCondition;
    reasons.push(`Condition not recognised: "${line}"${minus(WEIGHTS.unrecognisedCondition)}`);
  }
  for (const line of facts.unrecognisedMedications) {
    score -= WEIGHTS.unrecognisedMedication;
    reasons.push(`Medication not recognised: "${line}"${minus(WEIGHTS.unrecognisedMedication)}`);
  }
  reasons.push(...context.notes);

  const features = [
    { feature: 'Coverage', value: text.coverage },
    { feature: 'Issue ages', value: text.issueAges },
    ...(terms.length > 0 ? [{ feature: 'Term lengths', value: `${terms.join(', ')} years` }] : []),
    { feature: 'Underwriting', value: text.underwriting },
    { feature: 'Benefit', value: tierBenefits[tier] },
    { feature: 'Rate class', value: rateClassLabels[rateClass] },
    ...(product.riders.length > 0 ? [{ feature: 'Riders', value: product.riders.join(', ') }] : []),
  ];
  return {
    eligible: true,
    result: {
      id: product.id,
      name: product.name,
      carrierName: product.carrierName,
      matchScore: Math.round(Math.min(100, Math.max(0, score))),
      description: product.description,
      features,
      qualifications: text.qualifications,
      exclusions: text.exclusions,
      tier,
      reasons,
    },
  };
}

/** How the profile was read, said once for every product. */
function profileNotes(facts: ClientFacts): string[] {
  const notes: string[] = [];
  if (facts.heightInches === null) notes.push(`Height not understood ("${facts.heightText}"): build not checked`);
  if (facts.weightPounds === null) notes.push(`Weight not understood ("${facts.weightText}"): build not checked`);
  for (const c of facts.conditions) {
    const name = c.condition.name.toLowerCase();
    if (c.impliedBy) {
      const or = c.alternatives && c.alternatives.length > 0 ? ` (or ${c.alternatives.join(', ').toLowerCase()})` : '';
      notes.push(`${c.impliedBy[0]?.toUpperCase()}${c.impliedBy.slice(1)} suggests ${name}${or}`);
    } else if (c.treatedBy) notes.push(`${c.treatedBy[0]?.toUpperCase()}${c.treatedBy.slice(1)}: ${name} is under treatment now`);
    else if (c.yearsAgo === null) notes.push(`No date given for ${name}: treated as recent`);
    if (c.matchedText) notes.push(`Read "${c.matchedText}" as ${name}`);
    if (c.severityWords.length > 0) notes.push(`${c.condition.name} noted as ${c.severityWords.join(', ')}`);
  }
  for (const e of facts.family.ignored) notes.push(`Family history of ${e} outside parents and siblings is not counted`);
  return notes;
}

const byRank = (a: MatchResult, b: MatchResult) =>
  b.matchScore - a.matchScore ||
  tierRank(a.tier) - tierRank(b.tier) ||
  (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export interface MatchOptions {
  /** "Now" for look-backs; the request's time in the server. */
  now?: Date;
}

/** Every product with its verdict: the results and the knock-outs (tests and diagnostics). */
export function evaluateCatalog(profile: HealthProfile, catalog: Catalog, { now = new Date() }: MatchOptions = {}) {
  const { vocabulary, text } = prepareCatalog(catalog);
  const facts = readProfile(profile, vocabulary, now);
  const context: Context = { facts, rateClass: clientRateClass(facts), notes: profileNotes(facts) };
  return {
    facts,
    evaluations: catalog.products.map((product) => ({
      product,
      evaluation: evaluateProduct(product, context, text.get(product) ?? describeProduct(product)),
    })),
  };
}

/** The ranked list: eligible products only, best score first, ties broken by tier, name, id. */
export function matchProducts(profile: HealthProfile, catalog: Catalog, options: MatchOptions = {}): MatchResult[] {
  const results: MatchResult[] = [];
  for (const { evaluation } of evaluateCatalog(profile, catalog, options).evaluations) {
    if (evaluation.eligible) results.push(evaluation.result);
  }
  return results.sort(byRank);
}
