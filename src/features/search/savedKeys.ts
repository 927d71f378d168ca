/**
 * The sessionStorage keys the search screen keeps its state under (savedSearch.ts). Apart, with no
 * imports, because the app's start reads the prefix before hydrating /search (src/app/routeTable.ts).
 */
export const SAVED_SEARCH_PREFIX = 'navigator.search.';

export const savedKeys = {
  form: `${SAVED_SEARCH_PREFIX}form.v1`,
  results: `${SAVED_SEARCH_PREFIX}results.v1`,
  searched: `${SAVED_SEARCH_PREFIX}searched.v1`,
  searchedValues: `${SAVED_SEARCH_PREFIX}searched-values.v1`,
  answers: `${SAVED_SEARCH_PREFIX}answers.v1`,
  view: `${SAVED_SEARCH_PREFIX}view.v1`,
} as const;
