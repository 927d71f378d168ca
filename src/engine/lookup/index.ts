/**
 * The lookup (docs/engine.md, The lookup): a drug or a condition looked up on its own, every product
 * with its outcome, computed by the search's own reading and decision; and the field's suggestions
 * from the catalog's own words.
 */
export { lookUp, LOOKUP_AGE, type LookUpOptions } from './lookUp';
export { suggest } from './suggest';
export * from './types';
