/**
 * The conditions family: each of the client's conditions against the product's rules, the worst
 * applicable rule deciding it (decline, a graded or modified benefit, or accepted), each counting by
 * its grade; and the look-backs a dated event is already past, whose edges make an offer less certain.
 */
import type { ClientCondition } from '../parse/profile';
import type { Product, RuleAction, UnderwritingRule } from '../types';
import { WEIGHTS } from '../weights';
import { GROUPS, type CatalogRules } from './catalogRules';
import type { Declined } from './client';
import type { Placement } from './placement';
import { actionRank, ruleConcerns, tierRank, worstIn } from './rules';
import { declineReason, minus, when, years } from './words';

/** The place of the worst rule applying to condition c in rule list l (-1: none), remembered per search when the client has a memo. */
function worstAt(p: Placement, c: number, l: number, list: readonly UnderwritingRule[]): number {
  const { memo } = p.client;
  const slot = c * p.rules.lists.length + l;
  let at = memo ? (memo[slot] as number) : -2;
  if (at === -2) {
    at = worstIn(list, p.client.facts.conditions[c] as ClientCondition);
    if (memo) memo[slot] = at;
  }
  return at;
}

/**
 * How far a dated condition is past the nearest look-back of each rule that would make it worse:
 * the list is worst first, so the rules before the one that applies (at `at`) are those rules.
 * Kept per search in the client's look-back memo.
 */
function notePastEdges(p: Placement, c: number, l: number, list: readonly UnderwritingRule[], at: number): void {
  const condition = p.client.facts.conditions[c] as ClientCondition;
  const since = condition.yearsAgo;
  if (since === null || since <= 0) return;
  const { client } = p;
  if (client.memo && !client.lookbackMemo) client.lookbackMemo = new Float64Array(client.memo.length * 3).fill(NaN);
  const saved = client.lookbackMemo;
  const m = (c * p.rules.lists.length + l) * 3;
  let decline = saved ? (saved[m] as number) : NaN;
  let modified = Infinity;
  let graded = Infinity;
  if (Number.isNaN(decline)) {
    decline = Infinity;
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
    if (saved) {
      saved[m] = decline;
      saved[m + 1] = modified;
      saved[m + 2] = graded;
    }
  } else if (saved) {
    modified = saved[m + 1] as number;
    graded = saved[m + 2] as number;
  }
  p.pastDecline = Math.min(p.pastDecline, decline);
  p.pastModified = Math.min(p.pastModified, modified);
  p.pastGraded = Math.min(p.pastGraded, graded);
}

/**
 * Every condition against the product's rules: a decline ends the decision; a graded or modified
 * rule lowers the tier; every condition taken still counts by its grade. Guaranteed issue asks
 * nothing, so nothing here touches it.
 */
export function placeConditions(p: Placement): Declined | undefined {
  if (p.known.guaranteed) return undefined;
  const { conditions } = p.client.facts;
  const row = p.at * GROUPS;
  const accepted: string[] = [];
  let acceptedPoints = 0;
  for (let c = 0; c < conditions.length; c++) {
    const condition = conditions[c] as ClientCondition;
    const l = p.rules.listOf[row + (p.client.groups[c] ?? 0)] as number;
    const list = p.rules.lists[l] as readonly UnderwritingRule[];
    const at = worstAt(p, c, l, list);
    const rule = at >= 0 ? (list[at] as UnderwritingRule) : null;
    notePastEdges(p, c, l, list, at);
    if (rule?.action === 'decline') return { offered: false, reason: declineReason(condition, rule.lookbackYears) };
    const lowered = rule && (rule.action === 'graded' || rule.action === 'modified') ? rule.action : null;
    if (lowered) {
      if (tierRank(lowered) > tierRank(p.tier)) p.tier = lowered;
      if (p.explain) p.tierCauses.push(`${condition.condition.name.toLowerCase()} (${when(condition)})`);
    }
    const points = WEIGHTS.condition[condition.severity];
    p.score -= points;
    if (p.explain && lowered) p.reasons.push(`${condition.condition.name} rated for a ${lowered} benefit${points > 0 ? minus(points) : ''}`);
    else if (p.explain) {
      accepted.push(condition.condition.name);
      acceptedPoints += points;
    }
  }
  // Conditions taken at the product's best tier, in one line however many there are.
  if (accepted.length > 0) p.reasons.push(`Accepted: ${accepted.join(', ')}${acceptedPoints > 0 ? minus(acceptedPoints) : ''}`);
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
    const list = rules.lists[rules.listOf[at * GROUPS + (client.groups[c] ?? 0)] as number] as readonly UnderwritingRule[];
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
