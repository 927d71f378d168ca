import type { RequestHandler } from 'msw';

/**
 * The request handlers MSW uses in dev, Storybook and tests. The search endpoint joins with the
 * search issue; until then an unhandled request is an error everywhere.
 */
export const handlers: RequestHandler[] = [];
