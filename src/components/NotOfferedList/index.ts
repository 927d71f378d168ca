export { NotOfferedList, type NotOfferedListProps } from './NotOfferedList';
