/**
 * Presses made at once, under load: several pages opening together on the machine's two cores, each
 * on a 4x slower CPU, the person pressing as soon as the control shows, never waiting for the app.
 * Its own vitest project (e2e-load): it runs alone, after the other end-to-end files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Production } from '../support/production';
import { sharedProduction } from './shared';
import { openSlow } from './openSlow';

let production: Production;

beforeAll(async () => {
  production = await sharedProduction();
});

afterAll(() => production?.close());

/** Counts the presses that reach the page (a press the browser never delivered is not the app's to keep). */
function countPointerdowns() {
  const counted = window as unknown as { __pointerdowns: number };
  counted.__pointerdowns = 0;
  document.addEventListener('pointerdown', () => counted.__pointerdowns++, true);
}

/** Whether the press reached the page within 5 s: a pointer event arrived, or the link was followed. */
async function reached(page: Page): Promise<boolean> {
  for (const until = Date.now() + 5_000; Date.now() < until; await page.waitForTimeout(50)) {
    if (page.url().includes('tab=training')) return true;
    const count = await page.evaluate(() => (window as unknown as { __pointerdowns?: number }).__pointerdowns ?? 0).catch(() => 0);
    if (count > 0) return true;
  }
  return false;
}

const ROUNDS = 1;

describe('presses made at once, under load', () => {
  // Under load: six pages opening at once on the same two cores (each at 4x CPU), a press on each as
  // soon as its tab shows (one round of six keeps the whole test command under ten minutes). Every
  // press lands: the link's own navigation before the app owns the tab, the app's after, or the
  // replay in between; none is lost while the app wakes.
  it('lands every tab press made at once on six admin pages opening together', async () => {
    let undelivered = 0;
    let firstTime = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const opened = await Promise.all(Array.from({ length: 6 }, () => openSlow(production, '/admin', undefined, { initScript: countPointerdowns })));
      try {
        await Promise.all(
          opened.map(async ({ page }) => {
            const tab = page.getByRole('tab', { name: 'AI Training' });
            await tab.waitFor();
            // Pressed again only when the press never reached the page: under this load Chromium
            // drops input now and then before it has shown the page (no pointer event arrives at all).
            for (let tries = 0; tries < 3; tries++) {
              await tab.click({ noWaitAfter: true });
              if (await reached(page)) return void (tries === 0 && firstTime++);
              undelivered++;
            }
          }),
        );
        const landed = await Promise.all(
          opened.map(({ page }) =>
            page
              .getByRole('tab', { name: 'AI Training', selected: true })
              .waitFor({ timeout: 30_000 })
              .then(
                () => page.url(),
                () => `lost at ${page.url()}`,
              ),
          ),
        );
        expect(landed).toEqual(Array.from({ length: 6 }, () => `${production.base}/admin?tab=training`));
        expect(opened.flatMap(({ problems }) => problems).join('\n')).toBe('');
      } finally {
        await Promise.all(opened.map(({ context }) => context.close()));
      }
    }
    console.log(`${undelivered} of ${ROUNDS * 6} presses pressed again: the browser never delivered them to the page`);
    // Many presses reach the page the first time: a browser that dropped them all would prove nothing.
    expect(firstTime).toBeGreaterThanOrEqual(ROUNDS * 2);
  }, 240_000);
});
