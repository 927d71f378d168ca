export { RecentSearchList, formatMatches, type RecentSearch, type RecentSearchListProps } from './RecentSearchList';
