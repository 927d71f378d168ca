import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { describeRouteError } from '../../src/app/pages/RouteErrorPage';
import { isCodeLoadFailure } from '../../src/app/codeLoad';
import { appRoutes, routeFor } from '../../src/app/routeTable';

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
  it('has a lazy screen for every route of docs/product.md §2 and a catch-all 404, each with its title', () => {
    expect(appRoutes.map((r) => [r.path, r.title])).toEqual([
      ['/', 'Dashboard'],
      ['/search', 'Search Products'],
      ['/lookup', 'Drug and Condition Lookup'],
      ['/admin', 'Admin Panel'],
      ['/about', 'About'],
      ['/privacy', 'Privacy Policy'],
      ['/support', 'Support'],
      ['*', 'Page not found'],
    ]);
    for (const route of appRoutes) expect(route.Screen.$$typeof).toBe(Symbol.for('react.lazy'));
  });

  it.each([
    ['/', 'Dashboard'],
    ['/search', 'Search Products'],
    ['/search/', 'Search Products'],
    ['/admin', 'Admin Panel'],
    ['/admin/reports/2019', 'Page not found'],
    ['/no-such-page', 'Page not found'],
  ])('finds the route of %s: %s', (path, title) => {
    expect(routeFor(path).title).toBe(title);
  });
});

/** The shape react-router gives a thrown Response, as `isRouteErrorResponse` recognises it. */
function errorResponse(status: number, statusText: string) {
  return { status, statusText, internal: false, data: null };
}

describe('isCodeLoadFailure', () => {
  it("knows each browser's words for an import whose code did not download", () => {
    expect(isCodeLoadFailure(new TypeError('Failed to fetch dynamically imported module: https://x.test/assets/shell-1.js'))).toBe(true);
    expect(isCodeLoadFailure(new TypeError('error loading dynamically imported module: https://x.test/assets/a.js'))).toBe(true);
    expect(isCodeLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isCodeLoadFailure('Failed to fetch dynamically imported module: /a.js')).toBe(true);
  });

  it('takes no other error, status or value for one', () => {
    expect(isCodeLoadFailure(new TypeError('Failed to fetch'))).toBe(false);
    expect(isCodeLoadFailure(new Error('x is undefined'))).toBe(false);
    expect(isCodeLoadFailure(errorResponse(503, 'Service Unavailable'))).toBe(false);
    fc.assert(
      fc.property(fc.anything(), (thrown) => {
        const text = thrown instanceof Error ? thrown.message : typeof thrown === 'string' ? thrown : '';
        expect(isCodeLoadFailure(thrown)).toBe(/(failed to fetch|error loading) dynamically imported module|importing a module script failed/i.test(text));
      }),
    );
  });
});
