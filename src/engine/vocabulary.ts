/**
 * The engine's third light door: the words its answers are written in (product kinds, benefit tiers,
 * rate classes) and the answer's types, for code that reads an answer without running the engine.
 * The search screen's schemas import these in the browser; the engine's index would bring the
 * catalog, the rules and the sheets' schemas into the search screen's chunk with them.
 */
export {
  productKinds,
  rateClasses,
  tiers,
  type Decline,
  type Offer,
  type ProductKind,
  type ProfileReading,
  type RateClass,
  type Tier,
} from './types';
