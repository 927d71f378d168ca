import { http, type RequestHandler } from 'msw';
import { LOOKUP_ENDPOINT, SEARCH_ENDPOINT } from '../contract';
import { handleSearchRequest } from '../api/search';
import { handleLookupRequest } from '../api/lookup';

/** The search endpoint on any origin: the page's own in the browser, http://localhost in node. */
export const SEARCH_ROUTE = `*${SEARCH_ENDPOINT}`;

/** The lookup endpoint on any origin, like the search's. */
export const LOOKUP_ROUTE = `*${LOOKUP_ENDPOINT}`;

/** The request handlers MSW uses in dev, Storybook and tests: the app's own endpoint functions. */
export const handlers: RequestHandler[] = [
  http.all(SEARCH_ROUTE, ({ request }) => handleSearchRequest(request)),
  http.all(LOOKUP_ROUTE, ({ request }) => handleLookupRequest(request)),
];
