/**
 * Private when the agent moves on (docs/product.md, "New client"): after New client, nothing of the
 * last client comes back, whichever way the agent returns to an earlier page. The Undo's test acts as
 * soon as the form shows on a phone's 4x slower CPU; the paths' tests, of what is kept or cleared and
 * not of timing, run at full speed.
 *
 * The back/forward cache: the pinned browser (the Chromium headless shell) never keeps a page in it,
 * with or without Playwright's `--disable-back-forward-cache` (CDP's Page.backForwardCacheNotUsed
 * says `BackForwardCacheDisabledForDelegate`: the shell does not offer it). So Back here always loads
 * the page again, which is the "cache off" path, and the "cache on" path is what a restore is to the
 * page's own code: `pagehide` with `persisted` as it leaves, the tab's storage changed by a later
 * page meanwhile, then `pageshow` with `persisted`, the page's memory untouched.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { untilHydrated } from '../support/production';
import { DESKTOP, connectedProduction } from './shared';

const shared = connectedProduction();


const client = {
  age: '67',
  height: `5'9"`,
  weight: '205',
  medications: 'metformin 500mg\nlisinopril 10mg',
  medicalConditions: 'type 2 diabetes, diagnosed 2015, controlled',
  familyHistory: 'Father: heart attack at 58',
};
/** Words only this client's profile holds: none may show, sit in a field or be stored once the client is gone. */
const CLIENT_WORDS = ['metformin', 'lisinopril', 'diabetes', 'heart attack'];

/**
 * Run in every document: what of a client the page holds (fields, choices, results, text, the tab's
 * storage), and, on each `pageshow`, whether the page came from the back/forward cache and what its
 * first frame after that showed.
 */
function watchPage(words: string[]) {
  const shows = () => {
    const form = document.querySelector('main form');
    const fields = [...(form?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=radio]):not([type=checkbox]), textarea') ?? [])]
      .filter((field) => field.value !== '')
      .map((field) => `${field.name}=${field.value}`);
    // Chosen by the client: not the defaults (any kind of coverage, a quote by amount, any term).
    const chosen = [...(form?.querySelectorAll<HTMLInputElement>('input:checked') ?? [])].map((input) => `${input.name}=${input.value}`).filter((choice) => !['coverageKind=', 'quoteBy=amount', 'termYears='].includes(choice));
    const results = [...document.querySelectorAll('main h2')].map((h) => h.textContent ?? '').filter((text) => /Products? Found|No Matching/.test(text));
    const text = document.body.innerText.toLowerCase();
    const stored = JSON.stringify(Object.fromEntries(Object.entries(sessionStorage))).toLowerCase();
    return {
      fields,
      chosen,
      results,
      seen: words.filter((word) => text.includes(word.toLowerCase())),
      stored: words.filter((word) => stored.includes(word.toLowerCase())),
    };
  };
  const w = window as unknown as Record<string, unknown>;
  w.__clientShown = shows;
  window.addEventListener('pageshow', (event) => {
    w.__restored = event.persisted;
    requestAnimationFrame(() => (w.__firstFrame = { ...shows(), hidden: getComputedStyle(document.documentElement).visibility === 'hidden' }));
  });
}

interface Shown {
  fields: string[];
  chosen: string[];
  results: string[];
  seen: string[];
  stored: string[];
}

const NOTHING: Shown = { fields: [], chosen: [], results: [], seen: [], stored: [] };

/** The page once the app owns it and has settled: what it shows of a client. */
async function settledShows(page: Page): Promise<Shown> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await untilHydrated(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))));
  return page.evaluate(() => (window as unknown as { __clientShown: () => Shown }).__clientShown());
}

async function fillClient(page: Page) {
  await page.getByRole('textbox', { name: /^Age/ }).fill(client.age);
  await page.getByText('Male', { exact: true }).click();
  await page.getByRole('textbox', { name: /^Height/ }).fill(client.height);
  await page.getByRole('textbox', { name: /^Weight/ }).fill(client.weight);
  await page.getByRole('textbox', { name: 'Medications' }).fill(client.medications);
  await page.getByRole('textbox', { name: 'Medical Conditions' }).fill(client.medicalConditions);
  await page.getByRole('textbox', { name: 'Family History' }).fill(client.familyHistory);
}

const resultsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /Products Found/ });

async function searchClient(page: Page) {
  await fillClient(page);
  await page.getByRole('button', { name: 'Find Insurance Products' }).click();
  await resultsHeading(page).waitFor({ timeout: 20_000 });
}

/** New client, pressed once the app owns the page; done once the form is empty. */
async function newClient(page: Page) {
  await untilHydrated(page);
  await page.getByRole('button', { name: 'New client' }).click();
  await page.waitForFunction(() => document.querySelector<HTMLTextAreaElement>('main textarea[name="medications"]')?.value === '');
}

const firstFrame = (page: Page) => page.evaluate(() => (window as unknown as { __firstFrame?: Shown & { hidden: boolean } }).__firstFrame);

/** The page at `path`, watched from its first document on; at 4x CPU unless `cpuSlowdown` says otherwise. */
const open = (path: string, viewport?: { width: number; height: number }, cpuSlowdown = 4) =>
  shared.open(path, viewport, { cpuSlowdown, initScript: watchPage, initArg: CLIENT_WORDS });

const searchPage = (page: Page) => page.getByRole('heading', { level: 1, name: 'Insurance Product Search' }).waitFor();
const aboutPage = (page: Page) => page.getByRole('heading', { level: 1, name: 'About' }).waitFor();

/** Search with the client's results, About, Search again (each a full load): the history New client is pressed at the end of. */
async function searchAboutSearch(page: Page, search: (page: Page) => Promise<void>) {
  await searchPage(page);
  await untilHydrated(page);
  await search(page);
  await page.goto(`${shared.base}/about`, { waitUntil: 'commit' });
  await aboutPage(page);
  await page.goto(`${shared.base}/search`, { waitUntil: 'commit' });
  await searchPage(page);
}

describe('after New client, nothing of the last client comes back', () => {
  it('by Back twice and Forward twice over full loads (Search, About, Search; the back/forward cache off), and by a reload after them', async () => {
    const { page, context, problems } = await open('/search', undefined, 1);
    await searchAboutSearch(page, searchClient);
    await resultsHeading(page).waitFor({ timeout: 20_000 });
    await newClient(page);
    await page.goBack({ waitUntil: 'commit' });
    await aboutPage(page);
    await page.goBack({ waitUntil: 'commit' });
    expect(await settledShows(page)).toEqual(NOTHING);
    await page.goForward({ waitUntil: 'commit' });
    await aboutPage(page);
    await page.goForward({ waitUntil: 'commit' });
    expect(await settledShows(page)).toEqual(NOTHING);
    // A reload right after New client is the Undo's test below.
    await page.reload({ waitUntil: 'commit' });
    expect(await settledShows(page)).toEqual(NOTHING);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('by the browser restoring the form it left (typed, not searched; Search, About, Search, New client, Back twice)', async () => {
    const { page, context, problems } = await open('/search', undefined, 1);
    await searchAboutSearch(page, fillClient);
    await newClient(page);
    await page.goBack({ waitUntil: 'commit' });
    await aboutPage(page);
    await page.goBack({ waitUntil: 'commit' });
    expect(await settledShows(page)).toEqual(NOTHING);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('by Back twice and Forward twice within one document (About and Search by their links)', async () => {
    // A desktop, at full speed: a test of what is kept, not of timing.
    const { page, context, problems } = await open('/search', DESKTOP, 1);
    await searchPage(page);
    await searchClient(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await aboutPage(page);
    await page.getByRole('banner').getByRole('link', { name: 'Search Products' }).click();
    await resultsHeading(page).waitFor({ timeout: 20_000 });
    await newClient(page);
    await page.goBack({ waitUntil: 'commit' });
    await aboutPage(page);
    await page.goBack({ waitUntil: 'commit' });
    await searchPage(page);
    expect(await settledShows(page)).toEqual(NOTHING);
    await page.goForward({ waitUntil: 'commit' });
    await aboutPage(page);
    await page.goForward({ waitUntil: 'commit' });
    await searchPage(page);
    expect(await settledShows(page)).toEqual(NOTHING);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('by a page back from the back/forward cache (restored as the page sees it, after New client on a later page of the tab)', async () => {
    const { page, context, problems } = await open('/search', undefined, 1);
    await searchPage(page);
    await untilHydrated(page);
    await searchClient(page);
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
    // Meanwhile, New client on a later page of the tab: what it leaves in the tab's storage.
    await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('navigator.search.')).forEach((key) => sessionStorage.removeItem(key)));
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await page.waitForFunction(() => '__firstFrame' in window);
    // Its first frame back shows nothing of the client (hidden, or already cleared), and then the page shows, cleared.
    const first = await firstFrame(page);
    expect(first!.hidden || JSON.stringify({ ...first, hidden: undefined }) === JSON.stringify({ ...NOTHING, hidden: undefined })).toBe(true);
    expect(await settledShows(page)).toEqual(NOTHING);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).visibility)).toBe('visible');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('with no New client, the client stays', () => {
  it('Back over full loads, and a page back from the back/forward cache, still show the client', async () => {
    const { page, context, problems } = await open('/search', undefined, 1);
    await searchPage(page);
    await searchClient(page);
    await page.goto(`${shared.base}/about`, { waitUntil: 'commit' });
    await aboutPage(page);
    await page.goBack({ waitUntil: 'commit' });
    const back = await settledShows(page);
    expect(back.fields).toContain(`medications=${client.medications}`);
    expect(back.chosen).toContain('gender=male');
    expect(back.results).toHaveLength(1);
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    expect(await settledShows(page)).toEqual(back);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).visibility)).toBe('visible');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("New client's Undo", () => {
  it('is reached from the keyboard (Tab, after the page) and brings the client back; it lives in the page only, so a reload has nothing of the client', async () => {
    // The flow's test at 4x, acting as soon as the form shows.
    const { page, context, problems } = await open('/search');
    await searchPage(page);
    await searchClient(page);
    await newClient(page);
    const region = page.getByRole('region', { name: /Notifications/ });
    await region.getByRole('alertdialog', { name: "Cleared the last client's form and results" }).waitFor();
    // Storage holds nothing of the client while the Undo is offered.
    expect((await page.evaluate(() => (window as unknown as { __clientShown: () => Shown }).__clientShown())).stored).toEqual([]);
    const focusedIs = (name: string) => page.evaluate((text) => document.activeElement?.textContent === text && document.activeElement.closest('[role="region"]') !== null, name);
    // The toasts follow the page in the tab order: from the footer's last link, Tab reaches the Undo.
    await page.getByRole('contentinfo').getByRole('link').last().focus();
    for (let i = 0; i < 4 && !(await focusedIs('Undo')); i++) await page.keyboard.press('Tab');
    expect(await focusedIs('Undo')).toBe(true);
    await page.keyboard.press('Enter');
    await resultsHeading(page).waitFor({ timeout: 20_000 });
    const undone = await settledShows(page);
    expect(undone.fields).toContain(`medications=${client.medications}`);
    // Kept for the tab again (written once the browser is idle).
    await page.waitForFunction(() => sessionStorage.getItem('navigator.search.form.v1')?.includes('metformin'));
    // Pressed again and reloaded before any Undo: nothing to bring back.
    await newClient(page);
    await page.reload({ waitUntil: 'commit' });
    expect(await settledShows(page)).toEqual(NOTHING);
    expect(await region.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
