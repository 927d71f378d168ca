import { http, type RequestHandler } from 'msw';
import { SEARCH_ENDPOINT } from '../contract';
import { handleSearchRequest } from '../api/search';

/** The search endpoint on any origin: the page's own in the browser, http://localhost in node. */
export const SEARCH_ROUTE = `*${SEARCH_ENDPOINT}`;

/** The request handlers MSW uses in dev, Storybook and tests: the app's own endpoint function. */
export const handlers: RequestHandler[] = [http.all(SEARCH_ROUTE, ({ request }) => handleSearchRequest(request))];
