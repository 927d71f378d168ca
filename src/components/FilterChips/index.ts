export { FilterChips, type FilterChipsProps, type FilterOption } from './FilterChips';
