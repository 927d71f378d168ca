export { SearchResults, type SearchResultsProps, type SearchResultsState } from './SearchResults';
