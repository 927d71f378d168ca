import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { describeRouteError } from '../../src/app/pages/RouteErrorPage';
import { routes } from '../../src/app/routes';

describe('describeRouteError', () => {
  it('shows a status response as its status and text', () => {
    const response = errorResponse(503, 'Service Unavailable');
    expect(describeRouteError(response)).toBe('503 Service Unavailable');
    expect(describeRouteError(errorResponse(404, ''))).toBe('404');
  });

  it('shows a thrown error as its message', () => {
    expect(describeRouteError(new Error('Failed to fetch dynamically imported module'))).toBe(
      'Failed to fetch dynamically imported module',
    );
    expect(describeRouteError(new TypeError('x is undefined'))).toBe('x is undefined');
  });

  it('never shows an empty line, whatever was thrown', () => {
    fc.assert(
      fc.property(fc.anything(), (thrown) => {
        const text = describeRouteError(thrown);
        expect(typeof text).toBe('string');
        if (!(thrown instanceof Error) && typeof thrown !== 'string') expect(text).toBe('Unknown error');
      }),
    );
  });
});

describe('routes', () => {
  it('has a lazy screen for every route of docs/product.md §2 and a catch-all 404', () => {
    const children = routes[0]?.children?.[0]?.children ?? [];
    const paths = children.map((r) => (r.index ? '/' : `/${r.path}`));
    expect(paths).toEqual(['/', '/search', '/admin', '/about', '/privacy', '/support', '/*']);
    for (const route of children) expect(typeof route.lazy).toBe('function');
    expect(routes[0]?.errorElement).toBeTruthy();
    expect(routes[0]?.children?.[0]?.errorElement).toBeTruthy();
  });
});

/** The shape react-router gives a thrown Response, as `isRouteErrorResponse` recognises it. */
function errorResponse(status: number, statusText: string) {
  return { status, statusText, internal: false, data: null };
}
