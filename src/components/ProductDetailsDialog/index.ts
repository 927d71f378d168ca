export { ProductDetailsDialog, type ProductDetailsDialogProps } from './ProductDetailsDialog';
