/**
 * The production build in a real browser: the Hono server serves `dist/` on loopback, Chromium
 * loads it. Run after `vite build` (npm test does both, in order).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { assessProfile, defaultCatalog } from '../../src/engine';
import { untilHydrated, type Production } from '../support/production';
import { sharedProduction } from './shared';
import { CARDS_PER_PAGE } from '../../src/components/SearchResults/view';

let production: Production;
let browser: Browser;
let base: string;

beforeAll(async () => {
  production = await sharedProduction();
  ({ base, browser } = production);
});

afterAll(() => production?.close());

/**
 * A fresh page that records what the CSP and React complain about: every `securitypolicyviolation`
 * (enforced or report-only, which the console may never show), uncaught errors (a hydration
 * mismatch is one), and console errors about the CSP or hydration.
 */
async function open(path: string): Promise<{ page: Page; problems: string[]; workers: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems: string[] = [];
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  await page.exposeFunction('__reportViolation', (text: string) => void problems.push(text));
  await page.addInitScript(() => {
    // Hydration keeps the prerendered elements; a fresh render (or a mismatch) replaces them.
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('#root *') || record.target instanceof Element && record.target.id === 'root')) {
            (window as unknown as { __prerenderReplaced: boolean }).__prerenderReplaced = true;
          }
        }
      }
    }).observe(document, { subtree: true, childList: true });
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
      report(`CSP ${event.disposition}: ${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to|hydrat|Minified React error/i.test(message.text())) problems.push(message.text());
  });
  await page.goto(base + path);
  return { page, problems, workers };
}

/** Lets the page settle (lazy chunks loaded, hydration and effects done) before problems are read. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

describe('the production build', () => {
  it.each([
    ['/', 'Dashboard', 'Dashboard · Insurance AI Navigator'],
    ['/search', 'Insurance Product Search', 'Search Products · Insurance AI Navigator'],
    ['/admin', 'Admin Panel', 'Admin Panel · Insurance AI Navigator'],
    ['/about', 'About', 'About · Insurance AI Navigator'],
    ['/privacy', 'Privacy Policy', 'Privacy Policy · Insurance AI Navigator'],
    ['/support', 'Support', 'Support · Insurance AI Navigator'],
    ['/no/such/page', 'Oops! Page not found', 'Page not found · Insurance AI Navigator'],
  ])('opens %s straight from the address bar, hydrated without a mismatch, within the CSP', async (path, heading, title) => {
    const { page, problems, workers } = await open(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await page.title()).toBe(title);
    await settle(page);
    // Hydrated, not rendered afresh: React owns the prerendered elements and removed none of them.
    expect(await page.evaluate(() => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __prerenderReplaced?: boolean }).__prerenderReplaced ?? false)).toBe(false);
    // The screen's chunks, which the prerendered page lists, were preloaded once it was painted (main.tsx).
    const chunks = await page.evaluate(() => ({
      listed: JSON.parse(document.getElementById('screen-chunks')?.textContent ?? '[]') as string[],
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname),
    }));
    expect(chunks.listed.length).toBeGreaterThan(0);
    expect(chunks.preloaded).toEqual(expect.arrayContaining(chunks.listed));
    // A page whose code builds locale data as it starts (the build marks its root: every screen
    // made with React Aria) has a worker load it beside the main thread (main.tsx); any other page
    // starts no worker.
    const localeData = await page.evaluate(() => document.getElementById('root')?.hasAttribute('data-locale-data') ?? false);
    expect(localeData).toBe(['/', '/search', '/admin'].includes(path));
    expect(workers).toEqual(localeData ? [expect.stringMatching(/^\/assets\/localeData\.worker-[\w-]+\.js$/)] : []);
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each([
    ['/', 'Dashboard'],
    ['/search', 'Insurance Product Search'],
    ['/admin', 'Admin Panel'],
    ['/about', 'About'],
    ['/privacy', 'Privacy Policy'],
    ['/support', 'Support'],
    ['/no/such/page', 'Oops! Page not found'],
  ])('paints %s from the HTML alone, before any JavaScript', async (path, heading) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(base + path);
    expect(response?.status()).toBe(path === '/no/such/page' ? 404 : 200);
    expect(await page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
    // The shell's and the screen's styles are linked and loaded: the header is laid out as a bar.
    expect(await page.locator('header > div').evaluate((bar) => getComputedStyle(bar).display)).toBe('flex');
    const sheets = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.cssRules.length));
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.every((rules) => rules > 0)).toBe(true);
    await context.close();
  });

  it('hydrates an admin tab\'s own prerendered page, and renders afresh at an address no page was prerendered for, within the CSP', async () => {
    const tab = await open('/admin?tab=training');
    await tab.page.getByRole('tab', { name: 'AI Training', selected: true }).waitFor();
    await tab.page.getByRole('button', { name: /Start Training/ }).waitFor();
    await settle(tab.page);
    expect(await tab.page.evaluate(() => (window as unknown as { __prerenderReplaced?: boolean }).__prerenderReplaced ?? false)).toBe(false);
    expect(tab.problems).toEqual([]);
    await tab.page.close();

    const other = await open('/admin?tab=training&from=mail');
    await other.page.getByRole('tab', { name: 'AI Training', selected: true }).waitFor();
    await settle(other.page);
    expect(await other.page.evaluate(() => (window as unknown as { __prerenderReplaced?: boolean }).__prerenderReplaced ?? false)).toBe(true);
    expect(other.problems).toEqual([]);
    await other.page.close();
  });

  it('moves between every page by its links with no CSP violation', async () => {
    const { page, problems } = await open('/');
    for (const [link, heading] of [
      ['Search Products', 'Insurance Product Search'],
      ['Admin Panel', 'Admin Panel'],
      ['About', 'About'],
      ['Privacy Policy', 'Privacy Policy'],
      ['Support', 'Support'],
      ['Dashboard', 'Dashboard'],
    ] as const) {
      await page.getByRole('link', { name: link, exact: true }).first().click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await settle(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps the admin tab and the session\'s records across a reload', async () => {
    const { page } = await open('/admin?tab=spreadsheets');
    const carriers = page.getByRole('region', { name: 'Insurance Carriers' });
    await carriers.getByRole('textbox', { name: 'Google Sheet URL or ID' }).fill('1CaRrIeRs');
    await carriers.getByRole('button', { name: 'Connect Sheet' }).click();
    await page.getByText('Successfully connected to insurance carriers spreadsheet').waitFor();
    await page.reload();
    await page.getByText('9 carriers').waitFor();
    expect(await page.getByRole('tab', { name: 'Spreadsheet Data' }).getAttribute('aria-selected')).toBe('true');
    await page.close();
  });

  it('searches, and the server ranks real products with the matching engine', async () => {
    const { page, problems } = await open('/search');
    await untilHydrated(page);
    await page.getByRole('textbox', { name: /Age/ }).fill('68');
    await page.getByRole('radio', { name: 'Female', exact: true }).check({ force: true });
    await page.getByRole('textbox', { name: /Height/ }).fill("5'6''");
    await page.getByRole('textbox', { name: /Weight/ }).fill('150');
    await page.getByRole('textbox', { name: 'Medications' }).fill('Lantus 20 units');
    await page.getByRole('textbox', { name: 'Medical Conditions' }).fill('heart attack 18 months ago');
    await page.getByRole('button', { name: 'Find Insurance Products' }).click();
    const expected = assessProfile(
      { age: '68', gender: 'female', height: "5'6''", weight: '150', smoker: false, medications: 'Lantus 20 units', medicalConditions: 'heart attack 18 months ago', familyHistory: '' },
      { catalog: defaultCatalog() },
    ).offered;
    expect(expected.length).toBeGreaterThan(1);
    await page.getByRole('heading', { name: `${expected.length} Products Found` }).waitFor({ timeout: 5000 });
    // The first screenful of cards paints with the answer, the rest of a page of twenty a frame
    // later; "Show N more" brings the next pages.
    await page.getByRole('article').nth(Math.min(expected.length, CARDS_PER_PAGE) - 1).waitFor();
    for (let shown = CARDS_PER_PAGE; shown < expected.length; shown += CARDS_PER_PAGE) {
      await page.getByRole('button', { name: `Show ${Math.min(CARDS_PER_PAGE, expected.length - shown)} more` }).click();
      await page.getByRole('article').nth(Math.min(expected.length, shown + CARDS_PER_PAGE) - 1).waitFor();
    }
    expect(await page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))).toEqual(
      expected.map((p) => p.name),
    );
    expect(await page.getByRole('status').filter({ hasText: 'Sample products' }).count()).toBe(0);
    await page.getByText(/illustrative sample catalog/).waitFor();
    await page.getByRole('button', { name: `View Full Details: ${expected[0]?.name}` }).first().click();
    await page.getByRole('dialog').getByText('Graded benefit: heart attack (1.5 years ago); scores 41 to 60, below every level offer').waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps a training run going across a page switch and a reload', async () => {
    const { page } = await open('/admin?tab=training');
    await page.getByRole('button', { name: 'Start Training' }).click();
    const progress = async () => Number(await page.getByRole('progressbar', { name: 'Training progress' }).getAttribute('aria-valuenow'));
    // The press may come before the app owns the page (it is then kept and replayed): the run has
    // begun when the button says so, and has gone on once the bar moves, however busy the machine.
    await page.getByRole('button', { name: 'Training...' }).waitFor();
    await expect.poll(progress, { timeout: 20_000, interval: 100 }).toBeGreaterThan(0);
    const before = await progress();
    const readAt = Date.now();
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.waitForTimeout(1100);
    await page.getByRole('link', { name: 'Admin Panel' }).click();
    await page.getByRole('tab', { name: 'AI Training' }).click();
    const afterSwitch = await progress();
    // Still one run: +2 every 500 ms of the time that really passed (a busy machine takes longer
    // to switch pages, and the run goes on meanwhile), one tick to spare; not doubled and not lost.
    const ticks = Math.ceil((Date.now() - readAt) / 500) + 1;
    expect(afterSwitch).toBeGreaterThan(before);
    expect(afterSwitch).toBeLessThanOrEqual(before + 2 * ticks);
    await page.reload();
    await page.getByRole('progressbar', { name: 'Training progress' }).waitFor();
    await page.waitForTimeout(1100);
    expect(await progress()).toBeGreaterThan(afterSwitch);
    expect(await page.getByRole('button', { name: 'Training...' }).isDisabled()).toBe(true);
    await page.close();
  });

  it('walks from the dashboard to the search with the keyboard alone', async () => {
    const { page } = await open('/');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await untilHydrated(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Search Products');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Insurance Product Search' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.close();
  });
});
