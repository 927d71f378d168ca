/**
 * Presses made at once, under load: several pages opening together on the machine's two cores, each
 * on a 4x slower CPU, the person pressing as soon as the control shows, never waiting for the app.
 * Its own vitest project (e2e-load): it runs alone, after the other end-to-end files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Production } from '../support/production';
import { sharedProduction } from './shared';
import { openSlow } from './openSlow';

let production: Production;

beforeAll(async () => {
  production = await sharedProduction();
});

afterAll(() => production?.close());

/** Counts the presses that reach the page: every press must, and then land. */
function countPointerdowns() {
  const counted = window as unknown as { __pointerdowns: number };
  counted.__pointerdowns = 0;
  document.addEventListener('pointerdown', () => counted.__pointerdowns++, true);
}

/**
 * How long a press may take to reach the page, and then to land. Not a measure of the app: a hang
 * detector, generous enough for a busy machine (six pages at 4x CPU beside two busy loops on two
 * cores take 10-40 s to show the tab, and a press as long again to be handled), and within the
 * test's own timeout.
 */
const HANG_MS = 100_000;

/** Polls `check` every 50 ms until it holds or `HANG_MS` have passed. */
async function within(page: Page, check: () => Promise<boolean>): Promise<boolean> {
  for (const until = Date.now() + HANG_MS; Date.now() < until; await page.waitForTimeout(50)) if (await check()) return true;
  return false;
}

/**
 * A person's press where the tab is: the pointer goes down and up at that point, on
 * whatever element is there then (the prerendered tab, or React Aria's own once it has mounted it
 * again). Not locator.click(): with noWaitAfter it did not check its own hit-target guard, which
 * swallows the press when the tab was mounted again between the locator finding it and the press
 * (Playwright stops the event at the window: the page never sees it), and without noWaitAfter it
 * presses again itself. Either way a press lost by the tool looked like one lost by the page.
 */
async function press(page: Page, tab: Locator, more: () => string) {
  await tab.waitFor({ timeout: HANG_MS }).catch(async (error: Error) => {
    // A CI log may be all there is of a failed run: what the page was when its tab never showed.
    throw new Error(`${error.message}\nThe page at ${page.url()} was ${await pageState(page)}${more()}`);
  });
  // Below the fold on a phone: scrolled to first, as a person would, and found afresh in the same
  // evaluation (React Aria mounts its tabs again as the page hydrates; a locator's scroll fails on
  // the node it found when that node left the page meanwhile).
  const box = await page.evaluate(() => {
    const found = [...document.querySelectorAll('[role="tab"]')].find((element) => element.textContent === 'AI Training');
    found?.scrollIntoView({ block: 'center', behavior: 'instant' });
    const rect = found?.getBoundingClientRect();
    return rect && { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
  });
  if (!box) throw new Error(`No AI Training tab on the page at ${page.url()}: ${await pageState(page)}${more()}`);
  await page.mouse.click(box.x, box.y);
}

/** What a page shows, for a failure's message: its state, heading, tabs (the selected one marked), alerts and text length. */
async function pageState(page: Page): Promise<string> {
  return page
    .evaluate(() =>
      JSON.stringify({
        readyState: document.readyState,
        h1: document.querySelector('h1')?.textContent ?? null,
        tabs: [...document.querySelectorAll('[role="tab"]')].map((tab) => `${tab.textContent}${tab.getAttribute('aria-selected') === 'true' ? ' (selected)' : ''}`),
        alerts: [...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent?.slice(0, 120)),
        bodyText: document.body?.innerText.length ?? 0,
        text: document.body?.innerText.slice(0, 300) ?? '',
        hidden: getComputedStyle(document.documentElement).visibility,
      }),
    )
    .catch((reason: Error) => `unreadable: ${reason.message}`);
}

describe('presses made at once, under load', () => {
  // Under load: six pages opening at once on the same two cores (each at 4x CPU), a press on each as
  // soon as its tab shows (one round of six keeps the whole test command under ten minutes). Every
  // press reaches the page and lands: the link's own navigation before the app owns the tab, the
  // app's after, or the replay in between; none is lost while the app wakes.
  it('lands every tab press made at once on six admin pages opening together', async () => {
    const opened = await Promise.all(Array.from({ length: 6 }, () => openSlow(production, '/admin', undefined, { initScript: countPointerdowns })));
    // Each load the browser gave up on, and why (a reset, an empty answer, a cut by the page's own
    // navigation), and each answered with an error status: said with a lost press, for what a screen's code that failed to load met on the way.
    const failedLoads = opened.map(({ page }) => {
      const failed: string[] = [];
      page.on('requestfailed', (request) => void failed.push(`${request.url().replace(production.base, '')} ${request.failure()?.errorText ?? ''}`));
      page.on('response', (response) => void (response.status() >= 400 && failed.push(`${response.url().replace(production.base, '')} ${response.status()}`)));
      return failed;
    });
    try {
      const outcomes = await Promise.all(
        opened.map(async ({ page, problems }, index) => {
          const more = () =>
            `${problems.length > 0 ? `; ${problems.join('; ')}` : ''}${failedLoads[index]?.length ? `; failed loads: ${failedLoads[index].join('; ')}` : ''}`;
          await press(page, page.getByRole('tab', { name: 'AI Training' }), more);
          const reached = await within(page, async () =>
            page.url().includes('tab=training') ||
            (await page.evaluate(() => (window as unknown as { __pointerdowns?: number }).__pointerdowns ?? 0).catch(() => 0)) > 0,
          );
          if (!reached) return `never reached the page at ${page.url()}`;
          return page
            .getByRole('tab', { name: 'AI Training', selected: true })
            .waitFor({ timeout: HANG_MS })
            .then(
              () => page.url(),
              // A CI log may be all there is of a failed run: what the page showed, and what went wrong in it.
              async () => `lost at ${page.url()}: ${await pageState(page)}${more()}`,
            );
        }),
      );
      expect(outcomes).toEqual(Array.from({ length: 6 }, () => `${production.base}/admin?tab=training`));
      expect(opened.flatMap(({ problems }) => problems).join('\n')).toBe('');
    } finally {
      await Promise.all(opened.map(({ context }) => context.close()));
    }
  }, 300_000);
});
