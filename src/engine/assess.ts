/**
 * One product for one client: eligibility (age, knock-outs in their look-back, build), the benefit
 * tier, the rate class and the score from the WEIGHTS table. The ranking pass asks for the score
 * only; the explaining pass asks for the words as well, from the same code.
 */
import type { HealthProfile } from '../schema';
import { buildRow } from './buildCharts';
import { lookbackText, rateClassLabels, tierLabels } from './describe';
import { profileNotes } from './notes';
import { readProfile, type ClientCondition, type ClientFacts } from './parse/profile';
import { actionRank, prepareCatalog, RULE_WIDTH, type Prepared } from './prepare';
import { clientRateClass, type ClientRateClass } from './rateClass';
import { buildChartIds, conditionGroups, productKinds, rateClasses, tiers, type Catalog, type Product, type RateClass, type Severity, type Tier, type UnderwritingRule } from './types';
import { WEIGHTS } from './weights';

const DECLINE = actionRank.decline;
const MODIFIED = actionRank.modified;
const GRADED = actionRank.graded;
export const tierRank = (tier: Tier) => tiers.indexOf(tier);
/** Bit tests on the masks prepare.ts packs (bit i = tiers[i] / rateClasses[i]). */
const hasTier = (mask: number, tier: Tier) => (mask & (1 << tierRank(tier))) !== 0;
const hasClass = (mask: number, rateClass: RateClass) => (mask & (1 << rateClasses.indexOf(rateClass))) !== 0;
const minus = (points: number) => ` (−${Math.round(points * 10) / 10})`;
const feetAndInches = (inches: number) => `${Math.floor(Math.round(inches) / 12)}'${Math.round(inches) % 12}"`;

/**
 * A rule applies inside its look-back; a condition with no date counts as recent. The scoring loop
 * below applies the same test to packed numbers; this plain form is the reference the tests hold it to.
 */
export function ruleApplies(rule: UnderwritingRule, client: ClientCondition): boolean {
  return (
    (rule.group === 'any' || rule.group === client.condition.group) &&
    client.severity >= rule.minSeverity &&
    (rule.lookbackYears === null || client.yearsAgo === null || client.yearsAgo < rule.lookbackYears)
  );
}

const conditionAt = (facts: ClientFacts, index: number) => facts.conditions[index] as ClientCondition;

function when(client: ClientCondition): string {
  return client.yearsAgo === null ? 'no date given' : client.yearsAgo === 0 ? 'current' : `${client.yearsAgo} years ago`;
}

/** A client condition reduced to the three numbers the rules read, all of one shape. */
interface RuleInput {
  /** Index in conditionGroups. */
  group: number;
  severity: number;
  /** Years since diagnosis; -1 when unknown (counted as recent). */
  years: number;
}

export interface Context {
  prepared: Prepared;
  /** Scratch per condition for the product being assessed: the worst action's rank and its rule. */
  worstRanks: Int8Array;
  worstAts: Int32Array;
  /** Bit per condition group the client has. */
  groupMask: number;
  facts: ClientFacts;
  ruleInputs: RuleInput[];
  rateClass: ClientRateClass;
  /** Reasons that are the same for every product (how the profile was read). */
  notes: string[];
}

/** What a full evaluation writes down; the ranking pass asks only for the score and the tier. */
export interface Explanation {
  reasons: string[];
  knockout: string;
  rateClass: RateClass;
  terms: number[];
}

/**
 * One product for one client. Returns the score (before rounding), or -1 when the product is out;
 * `tierOut[0]` receives the tier. With `explain`, the words are written too: the same code decides
 * both, so the reasons shown can never differ from the ranking.
 */
export function assess(product: Product, index: number, context: Context, tierOut: Tier[], explain: Explanation | null): number {
  // The scoring pass reads only the packed arrays; the product object is read to explain.
  const { facts, prepared } = context;
  if (facts.age < (prepared.minAge[index] as number) || facts.age > (prepared.maxAge[index] as number)) {
    if (explain) explain.knockout = `Age ${facts.age} is outside issue ages ${product.minIssueAge} to ${product.maxIssueAge}`;
    return -1;
  }
  const fit = WEIGHTS.fit[productKinds[prepared.kind[index] as number] ?? 'term'];
  const [from, to] = fit.idealAges;
  const outside = facts.age < from ? from - facts.age : facts.age > to ? facts.age - to : 0;
  const agePoints = Math.min(WEIGHTS.ageMax, outside * WEIGHTS.agePerYear);
  let score = fit.base - agePoints;
  explain?.reasons.push(
    outside === 0
      ? `Age ${facts.age} is in the usual range for ${fit.label} (${from} to ${to})`
      : `Age ${facts.age} is outside the usual range for ${fit.label} (${from} to ${to})${minus(agePoints)}`,
  );
  const termFrom = (prepared.termStart[index] as number) * 2;
  const termTo = (prepared.termStart[index + 1] as number) * 2;
  if (termTo > termFrom) {
    let longest = 0;
    for (let t = termFrom; t < termTo; t += 2) {
      const years = prepared.terms[t] as number;
      if (facts.age <= (prepared.terms[t + 1] as number)) {
        if (years > longest) longest = years;
        explain?.terms.push(years);
      }
    }
    if (longest < 20) {
      score -= WEIGHTS.shortTermOnly;
      explain?.reasons.push(`Longest term open at age ${facts.age} is ${longest} years${minus(WEIGHTS.shortTermOnly)}`);
    }
  }

  // Conditions: the worst applicable rule decides each one.
  const offers = context.prepared.tierMask[index] as number;
  const guaranteed = hasTier(offers, 'guaranteed');
  let tier: Tier = guaranteed ? 'guaranteed' : 'level';
  const tierCauses: string[] | null = explain ? [] : null;
  const { rules, ruleStart } = context.prepared;
  const first = (ruleStart[index] ?? 0) * RULE_WIDTH;
  const end = (ruleStart[index + 1] ?? 0) * RULE_WIDTH;
  const inputs = context.ruleInputs;
  const { worstRanks, worstAts, groupMask } = context;
  if (inputs.length > 0) worstRanks.fill(-1);
  // Rules outside the client's condition groups are passed over on one bit test.
  for (let r = inputs.length > 0 ? first : end; r < end; r += RULE_WIDTH) {
    const group = rules[r + 1] as number;
    if (group !== -1 && (groupMask & (1 << group)) === 0) continue;
    const rank = rules[r] as number;
    const minSeverity = rules[r + 2] as number;
    const lookback = rules[r + 3] as number;
    for (let c = 0; c < inputs.length; c++) {
      const input = inputs[c] as RuleInput;
      // ruleApplies, on the packed numbers; the worst applicable action wins.
      if (
        rank > (worstRanks[c] as number) &&
        (group === -1 || group === input.group) &&
        input.severity >= minSeverity &&
        (input.years < 0 || input.years < lookback)
      ) {
        worstRanks[c] = rank;
        worstAts[c] = r;
      }
    }
  }
  for (let c = 0; c < inputs.length; c++) {
    const input = inputs[c] as RuleInput;
    const worstRank = worstRanks[c] as number;
    const worstAt = worstAts[c] as number;
    if (worstRank === DECLINE) {
      if (explain) {
        const rule = product.rules[(worstAt - first) / RULE_WIDTH];
        explain.knockout = `${conditionAt(facts, c).condition.name} (${when(conditionAt(facts, c))}): declined ${lookbackText(rule?.lookbackYears ?? null)}`;
      }
      return -1;
    }
    let lowered: Tier | null = null;
    if (worstRank === GRADED || worstRank === MODIFIED) {
      const ruleTier: Tier = worstRank === GRADED ? 'graded' : 'modified';
      if (tierRank(ruleTier) > tierRank(tier)) tier = ruleTier;
      if (tierCauses) tierCauses.push(`${conditionAt(facts, c).condition.name.toLowerCase()} (${when(conditionAt(facts, c))})`);
      lowered = ruleTier;
    }
    // Every condition a product takes still counts by its grade, whatever tier it leads to: so a
    // worse grade can move a condition from accepted to graded without the score going up.
    if (!guaranteed) {
      const points = WEIGHTS.condition[input.severity as Severity];
      score -= points;
      explain?.reasons.push(
        `${conditionAt(facts, c).condition.name} ${lowered ? `rated for a ${lowered} benefit` : 'accepted'}${points > 0 ? minus(points) : ''}`,
      );
    }
  }


  // Build: the best offered tier whose weight range holds the client's weight at that height.
  const chart = buildChartIds[prepared.chart[index] as number] ?? 'none';
  if (!guaranteed && chart !== 'none') {
    const row = facts.heightInches === null ? null : buildRow(chart, facts.heightInches);
    if (row && facts.weightPounds !== null) {
      const weight = facts.weightPounds;
      let buildTier: Tier | undefined;
      // Best tier first, whatever order the sheet listed them in.
      for (const t of tiers) {
        if (!hasTier(offers, t)) continue;
        const range = row.tiers[t];
        if (range !== undefined && weight >= range[0] && weight <= range[1]) {
          buildTier = t;
          break;
        }
      }
      if (buildTier === undefined) {
        if (explain) explain.knockout = `Weight ${weight} lb is outside the build chart for ${feetAndInches(row.heightInches)}`;
        return -1;
      }
      if (tierRank(buildTier) > tierRank(tier)) tier = buildTier;
      if (buildTier !== 'level') tierCauses?.push(`build (BMI ${facts.bmi})`);
      const limit = row.tiers[tier]?.[1] ?? row.tiers[buildTier]?.[1] ?? weight;
      const share = (limit - weight) / limit;
      const near = share <= WEIGHTS.buildVeryNear.share ? WEIGHTS.buildVeryNear.points : share <= WEIGHTS.buildNear.share ? WEIGHTS.buildNear.points : 0;
      if (near > 0) {
        score -= near;
        explain?.reasons.push(
          `Weight ${weight} lb is near the ${tierLabels[tier].toLowerCase()} limit of ${limit} lb for ${feetAndInches(row.heightInches)}${minus(near)}`,
        );
      }
    } else if (facts.heightInches !== null && facts.weightPounds !== null) {
      explain?.reasons.push(`Height ${feetAndInches(facts.heightInches)} is outside the build chart: build not checked`);
    }
  }
  if (!hasTier(offers, tier)) {
    if (explain) explain.knockout = `Needs a ${tier} benefit, which this product does not offer`;
    return -1;
  }
  if (tier !== 'level') {
    const points = WEIGHTS.tier[tier];
    score -= points;
    const cause = guaranteed ? 'no health questions, limited benefit in the first years' : (tierCauses ?? []).join(', ');
    explain?.reasons.push(`${tierLabels[tier]} benefit: ${cause}${minus(points)}`);
  }

  // Rate class: the best the product offers at or below the best the client qualifies for.
  const { order, best, limits, familyHistory } = context.rateClass;
  const classes = context.prepared.classMask[index] as number;
  let classIndex = order.length - 1;
  for (let i = best; i < order.length; i++) {
    if (hasClass(classes, order[i] ?? 'standard')) {
      classIndex = i;
      break;
    }
  }
  const rateClass = order[classIndex] ?? 'standard';
  const classPoints = WEIGHTS.rateClass[rateClass];
  score -= classPoints;
  if (explain) {
    explain.rateClass = rateClass;
    const why = classIndex > best ? 'the best class this product offers' : limits.length > 0 ? limits.join(', ') : 'the best class';
    explain.reasons.push(`Rate class ${rateClassLabels[rateClass]}: ${why}${classPoints > 0 ? minus(classPoints) : ''}`);
    const top = order[0] ?? 'preferred-plus';
    if (familyHistory.length > 0 && hasClass(classes, top)) {
      explain.reasons.push(`Family history (${familyHistory.join('; ')}) rules out ${rateClassLabels[top]}`);
    }
  }

  score -= facts.unrecognisedConditions.length * WEIGHTS.unrecognisedCondition;
  score -= facts.unrecognisedMedications.length * WEIGHTS.unrecognisedMedication;
  if (explain) {
    for (const line of facts.unrecognisedConditions) {
      explain.reasons.push(`Condition not recognised: "${line}"${minus(WEIGHTS.unrecognisedCondition)}`);
    }
    for (const line of facts.unrecognisedMedications) {
      explain.reasons.push(`Medication not recognised: "${line}"${minus(WEIGHTS.unrecognisedMedication)}`);
    }
    explain.reasons.push(...context.notes);
  }
  tierOut[0] = tier;
  return Math.round(Math.min(100, Math.max(0, score)));
}


export function contextFor(profile: HealthProfile, catalog: Catalog, now: Date): Context {
  const prepared = prepareCatalog(catalog);
  const facts = readProfile(profile, prepared.vocabulary, now);
  const ruleInputs = facts.conditions.map(
    (c): RuleInput => ({ group: conditionGroups.indexOf(c.condition.group), severity: c.severity, years: c.yearsAgo === null ? -1 : c.yearsAgo }),
  );
  const groupMask = ruleInputs.reduce((mask, input) => mask | (1 << input.group), 0);
  const worstRanks = new Int8Array(ruleInputs.length);
  const worstAts = new Int32Array(ruleInputs.length);
  return { prepared, worstRanks, worstAts, groupMask, facts, ruleInputs, rateClass: clientRateClass(facts), notes: profileNotes(facts) };
}
