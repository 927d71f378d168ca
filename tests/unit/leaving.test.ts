/**
 * A screen's code cut by the page leaving (a link followed before the app owned it) is no error to
 * show: the failure is held back while the page leaves, and shown only if the page stays after all.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAY_MS, leavingWatch, unlessLeaving } from '../../src/features/leaving';

const cut = new TypeError('Failed to fetch dynamically imported module: /assets/AdminScreen.js');

describe('a page leaving', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('counts as leaving from its beforeunload, for STAY_MS, and not after a pageshow', () => {
    let now = 1_000;
    const target = new EventTarget();
    const { isLeaving } = leavingWatch(target, () => now);
    expect(isLeaving()).toBe(false);
    target.dispatchEvent(new Event('beforeunload'));
    expect(isLeaving()).toBe(true);
    now += STAY_MS - 1;
    expect(isLeaving()).toBe(true);
    now += 1;
    expect(isLeaving()).toBe(false);
    target.dispatchEvent(new Event('beforeunload'));
    target.dispatchEvent(new Event('pageshow'));
    expect(isLeaving()).toBe(false);
  });

  it('counts as leaving from its pagehide too (a navigation begun before anything listened), until a pageshow', () => {
    let now = 1_000;
    const target = new EventTarget();
    const { isLeaving } = leavingWatch(target, () => now);
    target.dispatchEvent(new Event('pagehide'));
    expect(isLeaving()).toBe(true);
    now += STAY_MS - 1;
    expect(isLeaving()).toBe(true);
    target.dispatchEvent(new Event('pageshow'));
    expect(isLeaving()).toBe(false);
  });

  it('fails at once when the page is not leaving', async () => {
    await expect(unlessLeaving(() => Promise.reject(cut), () => false)()).rejects.toBe(cut);
  });

  it('holds the failure back while the page leaves, and shows it if the page is still there STAY_MS later', async () => {
    let settled: unknown = 'pending';
    const loading = unlessLeaving(() => Promise.reject(cut), () => true)().then(
      () => (settled = 'loaded'),
      (error: unknown) => (settled = error),
    );
    await vi.advanceTimersByTimeAsync(STAY_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(settled).toBe(cut);
  });

  it('loads as usual, leaving or not', async () => {
    await expect(unlessLeaving(() => Promise.resolve('screen'), () => true)()).resolves.toBe('screen');
  });
});
