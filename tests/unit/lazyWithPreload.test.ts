import { Suspense, createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from '../../src/features/admin/lazyWithPreload';

const Panel = ({ text }: { text: string }) => createElement('p', null, text);
/** The server render of `element` in a boundary, without React's boundary markers. */
const html = (element: ReactElement) =>
  renderToString(createElement(Suspense, { fallback: createElement('i', null, 'Loading…') }, element)).replace(/<!--.*?-->/g, '');

describe('lazyWithPreload', () => {
  it('suspends before its code has arrived and renders directly once preloaded', async () => {
    const Tab = lazyWithPreload(() => Promise.resolve(Panel));
    // renderToString does not wait: an unloaded component shows its boundary's fallback.
    expect(html(createElement(Tab, { text: 'Upload panel' }))).toContain('Loading…');
    await Tab.preload();
    expect(html(createElement(Tab, { text: 'Upload panel' }))).toBe('<p>Upload panel</p>');
  });

  it('fetches the code once, however often it is preloaded or rendered', async () => {
    const load = vi.fn(() => Promise.resolve(Panel));
    const Tab = lazyWithPreload(load);
    await Promise.all([Tab.preload(), Tab.preload()]);
    html(createElement(Tab, { text: 'x' }));
    await Tab.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch (a preload that failed does not break the tab)', async () => {
    const load = vi.fn<() => Promise<typeof Panel>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Panel);
    const Tab = lazyWithPreload(load);
    await expect(Tab.preload()).rejects.toThrow('offline');
    await Tab.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(html(createElement(Tab, { text: 'back' }))).toBe('<p>back</p>');
  });
});
