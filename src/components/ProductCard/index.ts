export { ProductCard, type ProductCardProps } from './ProductCard';
export { ProductSections } from './ProductSections';
export { benefitTierBadge, benefitTierLabels, rateClassLabels } from './product';
