export { SheetConnectionCard, type SheetConnectionCardProps, type SheetConnectionView } from './SheetConnectionCard';
