/**
 * The conditions family: each of the client's conditions against the product's rules, the worst
 * applicable rule deciding it (decline, a graded or modified benefit, or accepted), each counting by
 * its grade; and the look-backs a dated event is already past, whose edges make an offer less certain.
 */
import type { ClientCondition } from '../parse/profile';
import type { Product, RuleAction, UnderwritingRule } from '../types';
import { WEIGHTS } from '../weights';
import { GROUPS, rulesFor, type CatalogRules } from './catalogRules';
import type { Declined } from './client';
import type { Placement } from './placement';
import { actionRank, ruleConcerns, tierRank, worstIn } from './rules';
import { declineReason, minus, when, years } from './words';

/**
 * How far a dated condition is past the nearest look-back of each rule that would make it worse, for
 * a decline, a modified and a graded benefit: the list is worst first, so the rules before the one
 * that applies (at `at`) are those rules. Written into `edges` at `m` (the client's look-back memo,
 * kept per search, or a scratch array).
 */
function pastEdges(condition: ClientCondition, list: readonly UnderwritingRule[], at: number, edges: Float64Array, m: number): void {
  const since = condition.yearsAgo as number;
  let decline = Infinity;
  let modified = Infinity;
  let graded = Infinity;
  const applied = at >= 0 ? (list[at] as UnderwritingRule).action : null;
  const end = at >= 0 ? at : list.length;
  for (let i = 0; i < end; i++) {
    const r = list[i] as UnderwritingRule;
    const past = r.lookbackYears === null ? -1 : since - r.lookbackYears;
    if (past < 0 || r.action === 'accept' || r.action === applied || !ruleConcerns(r, condition)) continue;
    if (r.action === 'decline') decline = Math.min(decline, past);
    else if (r.action === 'modified') modified = Math.min(modified, past);
    else graded = Math.min(graded, past);
  }
  edges[m] = decline;
  edges[m + 1] = modified;
  edges[m + 2] = graded;
}

/** A search's look-back memo (see Client.lookbackMemo), or a scratch array for a client without one. */
const scratch = new Float64Array(3);
function edgesKept(client: Placement['client']): Float64Array | null {
  if (!client.memo) return null;
  return (client.lookbackMemo ??= new Float64Array(client.memo.length * 3).fill(NaN));
}

/**
 * Every condition against the product's rules: the worst rule that applies decides it (remembered
 * per search in the client's memo, at condition and rule list); a decline ends the decision; a graded
 * or modified rule lowers the tier; every condition taken still counts by its grade. Guaranteed
 * issue asks nothing, so nothing here touches it.
 */
export function placeConditions(p: Placement): Declined | undefined {
  if (p.known.guaranteed) return undefined;
  const { client, rules } = p;
  const { conditions } = client.facts;
  const { memo } = client;
  const listCount = rules.lists.length;
  const row = p.at * GROUPS;
  const accepted: string[] | null = p.explain ? [] : null;
  let acceptedPoints = 0;
  const { lists, listOf } = rules;
  const { groups } = client;
  let score = p.score;
  let tier = p.tier;
  let pastDecline = Infinity;
  let pastModified = Infinity;
  let pastGraded = Infinity;
  for (let c = 0; c < conditions.length; c++) {
    const condition = conditions[c] as ClientCondition;
    const l = listOf[row + (groups[c] ?? 0)] as number;
    const list = lists[l] as readonly UnderwritingRule[];
    const slot = c * listCount + l;
    let at = memo ? (memo[slot] as number) : -2;
    if (at === -2) {
      at = worstIn(list, condition);
      if (memo) memo[slot] = at;
    }
    const rule = at >= 0 ? (list[at] as UnderwritingRule) : null;
    // Only an event with a date can be past a look-back.
    if (condition.yearsAgo !== null && condition.yearsAgo > 0) {
      const kept = edgesKept(client);
      const edges = kept ?? scratch;
      const m = kept ? slot * 3 : 0;
      if (!kept || Number.isNaN(edges[m])) pastEdges(condition, list, at, edges, m);
      pastDecline = Math.min(pastDecline, edges[m] as number);
      pastModified = Math.min(pastModified, edges[m + 1] as number);
      pastGraded = Math.min(pastGraded, edges[m + 2] as number);
    }
    if (rule?.action === 'decline') return { offered: false, reason: declineReason(condition, rule.lookbackYears) };
    const points = WEIGHTS.condition[condition.severity];
    score -= points;
    const lowered = rule?.action === 'graded' || rule?.action === 'modified' ? rule.action : null;
    if (lowered && tierRank(lowered) > tierRank(tier)) tier = lowered;
    if (accepted === null) continue;
    if (lowered) {
      p.tierCauses.push(`${condition.condition.name.toLowerCase()} (${when(condition)})`);
      p.reasons.push(`${condition.condition.name} rated for a ${lowered} benefit${points > 0 ? minus(points) : ''}`);
    } else {
      accepted.push(condition.condition.name);
      acceptedPoints += points;
    }
  }
  p.score = score;
  p.tier = tier;
  p.pastDecline = pastDecline;
  p.pastModified = pastModified;
  p.pastGraded = pastGraded;
  // Conditions taken at the product's best tier, in one line however many there are.
  if (accepted && accepted.length > 0) p.reasons.push(`Accepted: ${accepted.join(', ')}${acceptedPoints > 0 ? minus(acceptedPoints) : ''}`);
  return undefined;
}

/**
 * Look-backs: the nearest edge a dated event is past, among the rules that would make this offer
 * worse (a lower tier than the one placed, or a decline). Just past it, a date a little off changes the offer.
 */
export function placeLookbacks(p: Placement): void {
  const rank = tierRank(p.tier);
  const past = Math.min(p.pastDecline, rank < 2 ? p.pastModified : Infinity, rank < 1 ? p.pastGraded : Infinity);
  if (past >= WEIGHTS.lookback.years) return;
  const points = WEIGHTS.lookback.points * (1 - past / WEIGHTS.lookback.years);
  p.score -= points;
  if (p.explain) p.reasons.push(`${lookbackEdge(p.product, p.rules, p.at, p.client, past, rank)}${minus(points)}`);
}

/**
 * "Heart attack (6 years ago) is 1 year past the 5-year look-back for a decline": the words for the
 * edge the look-back points were counted from (explain only, so it may search again).
 */
function lookbackEdge(product: Product, rules: CatalogRules, at: number, client: Placement['client'], past: number, rank: number): string {
  const worse = (action: RuleAction) => action === 'decline' || actionRank[action] > rank;
  const { conditions } = client.facts;
  for (let c = 0; c < conditions.length; c++) {
    const condition = conditions[c] as ClientCondition;
    if (condition.yearsAgo === null || condition.yearsAgo <= 0) continue;
    const list = rulesFor(rules, at, client.groups[c] ?? 0);
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
