import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isActivePath } from '../../src/components/Header/isActivePath';
import { documentTitle, footerLinks, isExternalHref, mainLinks } from '../../src/app/navigation';

describe('isActivePath', () => {
  it('marks the dashboard only on the root', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '')).toBe(true);
    expect(isActivePath('/', '/search')).toBe(false);
    expect(isActivePath('/', '/about')).toBe(false);
  });

  it('marks a section on its path and below it, ignoring a trailing slash, query and hash', () => {
    expect(isActivePath('/admin', '/admin')).toBe(true);
    expect(isActivePath('/admin', '/admin/')).toBe(true);
    expect(isActivePath('/admin', '/admin/anything')).toBe(true);
    expect(isActivePath('/search', '/search?tab=1#results')).toBe(true);
  });

  it('does not mark a path that only shares a prefix', () => {
    expect(isActivePath('/admin', '/administrator')).toBe(false);
    expect(isActivePath('/search', '/searches')).toBe(false);
  });

  const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);

  it('marks at most one main link for any path', () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), (parts) => {
        const path = `/${parts.join('/')}`;
        const active = mainLinks.filter((link) => isActivePath(link.href, path));
        expect(active.length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('always marks a link on its own path and any path below it', () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 3 }), fc.array(segment, { maxLength: 3 }), (base, rest) => {
        const href = `/${base.join('/')}`;
        expect(isActivePath(href, href)).toBe(true);
        expect(isActivePath(href, [href, ...rest].join('/'))).toBe(true);
      }),
    );
  });
});

describe('navigation', () => {
  it('links the three screens and the three footer pages of docs/product.md §3', () => {
    expect(mainLinks.map((l) => [l.label, l.href])).toEqual([
      ['Dashboard', '/'],
      ['Search Products', '/search'],
      ['Admin Panel', '/admin'],
    ]);
    expect(footerLinks.map((l) => [l.label, l.href])).toEqual([
      ['About', '/about'],
      ['Privacy Policy', '/privacy'],
      ['Support', '/support'],
    ]);
  });

  it('titles documents after the page and the product', () => {
    expect(documentTitle('Admin Panel')).toBe('Admin Panel · Insurance AI Navigator');
    expect(documentTitle()).toBe('Insurance AI Navigator');
  });
});

describe('isExternalHref', () => {
  it('reads absolute URLs as external and app paths as internal', () => {
    for (const href of ['https://docs.google.com/spreadsheets/d/abc/edit', 'http://example.com', 'mailto:help@example.com', 'tel:+15555550100', '//cdn.example.com/x']) {
      expect(isExternalHref(href), href).toBe(true);
    }
    for (const href of ['/', '/admin', 'search', '../about', '?tab=1', '#main', '/https://not-a-scheme']) {
      expect(isExternalHref(href), href).toBe(false);
    }
  });

  it('never reads a path that starts with a slash and a letter as external', () => {
    const part = fc.stringMatching(/^[a-z0-9:.-]{1,12}$/);
    fc.assert(fc.property(fc.array(part, { maxLength: 4 }), (parts) => !isExternalHref(`/${parts.join('/')}`)));
  });
});
