export { ProductCard, type ProductCardProps } from './ProductCard';
export { ProductSections } from './ProductSections';
export type { ProductFeature, ProductResult } from './product';
