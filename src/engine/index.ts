/**
 * The underwriting engine's one door. Pure TypeScript: no React, nothing else from src. The rest of
 * the app and both hosts (MSW and the server) import from here only; see docs/engine.md.
 */
export { assessProfile, type AssessOptions } from './search';
export { defaultCatalog } from './catalog';
export { loadCatalog, type CatalogSheets } from './sheets';
export { rateClassLabels, tierLabels } from './describe';
export {
  PRICING,
  baseMortality,
  illustrativePremium,
  pricedTerm,
  quoteProduct,
  type Premium,
  type PremiumInput,
  type PricingSex,
  type Quote,
} from './pricing';
export { productKinds, rateClasses, tiers, type Decline, type Offer, type ProductKind, type ProfileReading, type RateClass, type Tier } from './types';
export type { Assessment, Catalog, ClientProfile, Grade } from './types';
