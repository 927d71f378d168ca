export { ProductCard, type ProductCardProps } from './ProductCard';
export { ProductSections } from './ProductSections';
export { benefitTierBadge, benefitTierLabels, rateClassLabels } from './product';
export type { BenefitTier, ProductFeature, ProductQuote, ProductResult, RateClassId } from './product';
