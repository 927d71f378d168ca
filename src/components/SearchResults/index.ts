export { SearchResults, type SearchAnswerDetails, type SearchResultsProps, type SearchResultsState } from './SearchResults';
