/**
 * The underwriting engine's one door. Pure TypeScript: no React, nothing else from src. The rest of
 * the app and both hosts (MSW and the server) import from here only; see docs/engine.md. It offers
 * what a host needs: assess a profile over a catalog (the embedded one, or one loaded from sheets),
 * the answer's types and words, the illustrative premium (the premiums report), and the lookup of
 * one drug or condition (lookup/). Tests may reach
 * the internals; code in src may not.
 */
export { assessProfile, type AssessOptions } from './search';
export {
  lookUp,
  suggest,
  LOOKUP_AGE,
  lookupOutcomes,
  lookupOutcomeLabels,
  type LookUpOptions,
  type LookupAnswer,
  type LookupLeftOut,
  type LookupOutcome,
  type LookupProduct,
  type LookupRequest,
  type LookupSuggestion,
  type LookupTerm,
  type LookupVerdict,
  type SuggestionKind,
} from './lookup';
export { defaultCatalog } from './catalog';
export { loadCatalog, type CatalogSheets } from './sheets';
export { illustrativePremium, type PricingSex } from './pricing';
export {
  askedKinds,
  contextKinds,
  productKinds,
  rateClasses,
  tiers,
  type Alternative,
  type AskedKind,
  type Assessment,
  type Catalog,
  type ClientProfile,
  type Decline,
  type Offer,
  type ProductKind,
  type ProfileReading,
  type Question,
  type QuestionKind,
  type Countdown,
  type ContextKind,
  type ReadContext,
  type RateClass,
  type Tier,
} from './types';
