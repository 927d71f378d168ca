/**
 * One product for one client: the engine's decision, as rule families in `assess/` (a newcomer's
 * map: `product.ts` runs them in turn; `conditions.ts` holds the rules' family; `catalogRules.ts`
 * prepares a catalog once; `words.ts` writes the reasons). This file keeps the names the rest of the
 * engine imports.
 */
export { catalogRules, rulesFor, type CatalogRules } from './assess/catalogRules';
export type { Client, Verdict } from './assess/client';
export { assessProduct } from './assess/product';
export { actionRank, ruleApplies, ruleConcerns, tierRank, worstIn } from './assess/rules';
export { when } from './assess/words';
export { lowerScore, scoreWithin } from './assess/score';
