import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** MSW for node tests: the same handlers; an unhandled request is an error. */
export const server = setupServer(...handlers);
