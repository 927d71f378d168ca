/**
 * A link followed before the app owns the page is marked busy only when the browser will replace
 * this page with another (src/app/earlyActions.ts, followsInPlace): not for a new tab, a download or
 * a jump within the page, where the mark would stay with nothing on its way.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { followsInPlace, type LinkClick } from '../../src/app/earlyActions';

const here = 'https://navigator.example/admin?tab=upload';
const plain: LinkClick = { href: 'https://navigator.example/admin?tab=training', target: '', download: false, button: 0, modifier: false };

describe('a link followed in place', () => {
  it('is a plain click on a link to another address, or to this one again', () => {
    expect(followsInPlace(plain, here)).toBe(true);
    expect(followsInPlace({ ...plain, target: '_self' }, here)).toBe(true);
    expect(followsInPlace({ ...plain, href: '/about' }, here)).toBe(true);
    expect(followsInPlace({ ...plain, href: here }, here)).toBe(true);
    expect(followsInPlace({ ...plain, href: '/support#hours' }, here)).toBe(true);
  });

  it('is not a new tab or window, a download, another scheme or a jump within this page', () => {
    expect(followsInPlace({ ...plain, target: '_blank' }, here)).toBe(false);
    expect(followsInPlace({ ...plain, modifier: true }, here)).toBe(false);
    expect(followsInPlace({ ...plain, button: 1 }, here)).toBe(false);
    expect(followsInPlace({ ...plain, download: true }, here)).toBe(false);
    expect(followsInPlace({ ...plain, href: 'mailto:help@navigator.example' }, here)).toBe(false);
    expect(followsInPlace({ ...plain, href: '#main' }, here)).toBe(false);
    expect(followsInPlace({ ...plain, href: '?tab=upload#main' }, here)).toBe(false);
  });

  it('never leaves for a fragment of this page, whatever the fragment and the page', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true }), fc.webFragments(), (page, fragment) => {
        const at = page.split('#')[0]!;
        return !followsInPlace({ ...plain, href: `${at}#${fragment}x` }, at);
      }),
    );
  });

  it('always leaves for an address that differs before its fragment, on a plain click', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['https'] }), fc.webSegment(), (page, segment) => {
        const at = page.split('#')[0]!.split('?')[0]!;
        const to = new URL(`/other-${segment}`, at).href;
        fc.pre(to !== at);
        return followsInPlace({ ...plain, href: `${to}#top` }, at);
      }),
    );
  });
});
