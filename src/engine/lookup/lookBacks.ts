/**
 * The look-backs that decide a product for a dated event, in plain words ("level 2 years after;
 * graded before"). The edges are read from the product's own rule rows (the rules about the
 * condition that carry a look-back, as assess reads them: ruleConcerns); the outcome between two
 * edges is the engine's own decision for the same facts with the event dated there (assessProduct,
 * the search's client): never a second table. tests/unit/engine/lookupLookBacks.test.ts probes the
 * search on either side of each edge.
 */
import { assessProduct, ruleConcerns, type CatalogRules } from '../assess';
import { rulesFor } from '../assess/catalogRules';
import { tierLabels } from '../describe';
import type { ClientCondition, ClientFacts } from '../parse/profile';
import { span } from '../questions';
import { clientOf } from '../search';
import { conditionGroups, type Product } from '../types';
import type { Client, Verdict } from '../assess/client';

/** Whether a fact can be dated past a look-back: an event (dated or not), never a condition present now. */
export const isDatable = (c: ClientCondition) => c.yearsAgo === null || c.yearsAgo > 0;

/** The edges (years) of a product's look-backs for one condition, from its rule rows, ascending. */
export function edgesOf(rules: CatalogRules, at: number, condition: ClientCondition): number[] {
  const list = rulesFor(rules, at, conditionGroups.indexOf(condition.condition.group));
  const edges = new Set<number>();
  for (const rule of list) if (rule.lookbackYears !== null && rule.lookbackYears > 0 && ruleConcerns(rule, condition)) edges.add(rule.lookbackYears);
  return [...edges].sort((a, b) => a - b);
}

/** A verdict's words in a look-back: "level", "graded", "modified", "guaranteed issue", "declined", "postponed". */
export function outcomeWords(v: Verdict): string {
  if (!v.offered) return v.postponed ? 'postponed' : 'declined';
  return v.tier === 'guaranteed' ? 'guaranteed issue' : tierLabels[v.tier].toLowerCase();
}

/**
 * The clients of one lookup with one event dated elsewhere, made once each: every product with a
 * look-back at that edge is decided for the same client.
 */
export class DatedClients {
  private readonly made = new Map<string, Client>();
  constructor(
    private readonly facts: ClientFacts,
    private readonly rules: CatalogRules,
  ) {}

  at(condition: ClientCondition, yearsAgo: number): Client {
    const key = `${this.facts.conditions.indexOf(condition)}:${yearsAgo}`;
    let client = this.made.get(key);
    if (!client) {
      const conditions = this.facts.conditions.map((c) => (c === condition ? { ...c, yearsAgo, dateText: null } : c));
      client = clientOf({ ...this.facts, conditions }, this.rules, {});
      this.made.set(key, client);
    }
    return client;
  }
}

/** "1 to 2 years", "6 months to 2 years". */
const between = (from: number, to: number) => `${from >= 1 && to >= 1 ? String(from) : span(from)} to ${span(to)}`;

/** One condition's look-back for one product: the runs of one outcome between its edges, latest first. Null when no edge changes it. */
export function lookBackOf(at: number, condition: ClientCondition, rules: CatalogRules, clients: DatedClients, product: Product): string | null {
  const edges = edgesOf(rules, at, condition);
  if (edges.length === 0) return null;
  const starts = [0, ...edges];
  const runs: { from: number; words: string }[] = [];
  for (const from of starts) {
    const words = outcomeWords(assessProduct(product, rules, clients.at(condition, from), false, at));
    if (runs[runs.length - 1]?.words !== words) runs.push({ from, words });
  }
  if (runs.length < 2) return null;
  return runs
    .map((run, i) => {
      const next = runs[i + 1];
      if (run.from === 0) return `${run.words} before`;
      return next ? `${run.words} ${between(run.from, next.from)} after` : `${run.words} ${span(run.from)} after`;
    })
    .reverse()
    .join('; ');
}
