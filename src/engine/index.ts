/**
 * The underwriting engine's one door. Pure TypeScript: no React, nothing else from src. The rest of
 * the app and both hosts (MSW and the server) import from here only; see docs/engine.md. It offers
 * what a host needs: assess a profile over a catalog (the embedded one, or one loaded from sheets),
 * the answer's types and words, and the illustrative premium (the premiums report). Tests may reach
 * the internals; code in src may not.
 */
export { assessProfile, type AssessOptions } from './search';
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
