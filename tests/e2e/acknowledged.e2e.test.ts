/**
 * Every press acknowledged at once: a press made before the app owns the page shows it was taken in
 * the first frame after its pointer goes down, on a 4x slower CPU, with nothing of the app's code
 * (held back here by routing), and then acts once the app can (docs/production.md, "Before the
 * app wakes up"). How soon it shows while the app's code is evaluated and hydrates (the main thread
 * busy) is measured by tests/bench/press.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Production } from '../support/production';
import { sharedProduction } from './shared';
import { openSlow, release } from './openSlow';

let production: Production;

beforeAll(async () => {
  production = await sharedProduction();
});

afterAll(() => production?.close());

/** Whether React owns the element (its props on the node). */
const owned = (control: Locator) => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')));

/**
 * What the control shows for the next frame: its busy mark and the busy look the stylesheet gives
 * it (the bar along its foot). How soon that frame is painted is measured by tests/bench/press.ts.
 */
const shownAfterNextFrame = (control: Locator) =>
  control.evaluate((element) => ({ busy: element.getAttribute('aria-busy'), bar: getComputedStyle(element).boxShadow }));

/**
 * In the page: the moment a link is marked busy, what it shows for the next frame (its styles
 * computed then) and whether the app owned it, kept in the tab's session for the next page to read.
 */
function keepWhatALinkShows() {
  new MutationObserver((changes) => {
    for (const { target } of changes) {
      const element = target as Element;
      if (element.tagName !== 'A' || element.getAttribute('aria-busy') !== 'true') continue;
      const owned = Object.keys(element).some((key) => key.startsWith('__reactProps$'));
      sessionStorage.setItem('__shown', JSON.stringify({ busy: element.getAttribute('aria-busy'), bar: getComputedStyle(element).boxShadow, owned }));
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
}

/**
 * The pointer goes down where the control is on screen, as a finger touches it (on whatever element
 * is there), and the page itself times the press: from the pointerdown's own time stamp to the end
 * of the first frame whose styles show the mark (the bar along its foot), taken in the task after
 * that frame's rendering, and how many frames were rendered until then. Measured in the page, on its
 * clock: Playwright's round trips are not in it.
 */
async function pressDown(page: Page, control: Locator): Promise<{ ms: number; frames: number }> {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error('The control has no box.');
  await control.evaluate((element) => {
    const w = window as { __acknowledged?: { ms: number; frames: number } };
    addEventListener(
      'pointerdown',
      (event) => {
        const shows = () => element.hasAttribute('data-early-press') && /inset/.test(getComputedStyle(element).boxShadow);
        const afterFrame = (frames: number) =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => (shows() || frames === 10 ? (w.__acknowledged = { ms: performance.now() - event.timeStamp, frames: shows() ? frames : Infinity }) : afterFrame(frames + 1));
            channel.port2.postMessage(null);
          });
        afterFrame(1);
      },
      { capture: true, once: true },
    );
  });
  // Pressed once the page is idle: not during its own first layout (hundreds of ms at 4x on a busy
  // machine, with no code of the app's), which tests/bench/press.ts counts with hydration's tasks.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.mouse.down();
  const handle = await page.waitForFunction(() => (window as { __acknowledged?: { ms: number; frames: number } }).__acknowledged);
  return (await handle.jsonValue()) as { ms: number; frames: number };
}

/**
 * Acknowledged at once: the first frame rendered after the pointer went down shows the mark. Its
 * time is printed, not judged: the aim is 100 ms on a phone's CPU (4x), but on a machine shared by
 * the test command's other browsers one frame at 4x took 108-581 ms in 4 of 13 runs (load average
 * 12-15 on 2 cores) while every acknowledgement was in that first frame. How soon while the app hydrates: `npm run bench:press`.
 */
function expectAcknowledgedAtOnce(what: string, { ms, frames }: { ms: number; frames: number }) {
  console.log(`${what}: acknowledged ${Math.round(ms)} ms after the pointer went down, in frame ${frames}`);
  expect(frames).toBe(1);
}

describe('a press before the app owns the page (its code held back, 4x slower CPU)', () => {
  it('shows a submit pressed in the first frame after the pointer goes down, marks it busy, then searches once the app owns the form', async () => {
    const { page, context, problems } = await openSlow(production, '/search', undefined, { holdScripts: true });
    await page.getByRole('heading', { level: 1, name: 'Insurance Product Search' }).waitFor();
    await page.getByRole('textbox', { name: /^Age/ }).fill('67');
    await page.getByText('Male', { exact: true }).click();
    await page.getByRole('textbox', { name: /^Height/ }).fill(`5'9"`);
    await page.getByRole('textbox', { name: /^Weight/ }).fill('205');
    const submit = page.getByRole('button', { name: 'Find Insurance Products' });
    expectAcknowledgedAtOnce('submit', await pressDown(page, submit));
    await page.mouse.up();
    const shown = await shownAfterNextFrame(submit);
    expect(await owned(submit)).toBe(false);
    expect(shown.busy).toBe('true');
    expect(shown.bar).toMatch(/inset/);
    expect(page.url()).toBe(`${production.base}/search`);
    await release(page);
    await page.getByRole('heading', { level: 2, name: /\d+ Products? Found$/ }).waitFor({ timeout: 60_000 });
    // On a phone the form folds to a line of the client once results show: no busy mark is left anywhere.
    expect(await page.locator('button[aria-busy="true"], a[aria-busy="true"]').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a tab link pressed in the first frame after the pointer goes down, busy while the browser follows it, and opens the tab', async () => {
    const { page, context, problems } = await openSlow(production, '/admin', undefined, { holdScripts: true, initScript: keepWhatALinkShows });
    await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
    expectAcknowledgedAtOnce('tab link', await pressDown(page, page.getByRole('tab', { name: 'AI Training' })));
    await page.mouse.up();
    await page.getByRole('tab', { name: 'AI Training', selected: true }).waitFor({ timeout: 60_000 });
    expect(page.url()).toBe(`${production.base}/admin?tab=training`);
    // Read back on the next page: while the browser follows the link, Playwright waits for it.
    const shown = JSON.parse((await page.evaluate(() => sessionStorage.getItem('__shown'))) ?? 'null') as { busy: string | null; bar: string; owned: boolean } | null;
    expect(shown).toEqual({ busy: 'true', bar: expect.stringMatching(/inset/) as unknown, owned: false });
    expect(problems).toEqual([]);
    await context.close();
  });
});
