export { SearchResults, searchResultStatuses, type SearchResultsProps, type SearchResultsState } from './SearchResults';
