/** Whether a rule touches a client's condition, and which of a list's rules decides it. */
import type { ClientCondition } from '../parse/profile';
import { tiers, type RuleAction, type Tier, type UnderwritingRule } from '../types';

/** Best first: level 0, graded 1, modified 2, guaranteed 3. */
export const tierRank = (tier: Tier) => tiers.indexOf(tier);

/** Worse is larger: the worst applicable action wins. */
export const actionRank: Record<RuleAction, number> = { accept: 0, graded: 1, modified: 2, decline: 3 };

/** Whether a rule is about a client's condition, whatever its date. */
export function ruleConcerns(rule: UnderwritingRule, client: ClientCondition): boolean {
  return (rule.target === 'any' || rule.target === client.condition.group || rule.target === client.condition.id) && client.severity >= rule.minSeverity;
}

/** The one function that decides whether a rule applies to a client's condition. A condition with no date counts as recent. */
export function ruleApplies(rule: UnderwritingRule, client: ClientCondition): boolean {
  return ruleConcerns(rule, client) && (rule.lookbackYears === null || client.yearsAgo === null || client.yearsAgo < rule.lookbackYears);
}

/** Where in `list` the worst rule applying to the condition is, or -1: the first that applies, as the list is worst first. */
export function worstIn(list: readonly UnderwritingRule[], condition: ClientCondition): number {
  for (let i = 0; i < list.length; i++) if (ruleApplies(list[i] as UnderwritingRule, condition)) return i;
  return -1;
}
