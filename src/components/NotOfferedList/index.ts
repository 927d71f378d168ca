export { NotOfferedList, type NotOfferedListProps } from './NotOfferedList';
export type { NotOfferedProduct } from './notOffered';
