/**
 * The drug and condition lookup as an agent uses it, in the production build behind the real
 * server: reached from the search and the dashboard, typed as soon as the screen shows on a 4x
 * slower CPU, by keyboard alone, without JavaScript (the GET form answered by the server), on a
 * 390 px phone, and carried into the search form.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { handleLookupRequest } from '../../src/api/lookup';
import { catalogProductCount, lookupAnswerSchema } from '../../src/contract';
import { untilHydrated } from '../support/production';
import { DESKTOP, PHONE, connectedProduction } from './shared';

const shared = connectedProduction();

const openSlow = shared.open;

const lookupHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Drug and Condition Lookup' });
const field = (page: Page) => page.getByRole('combobox', { name: 'Drug or condition' });
const answerHeading = (page: Page) => page.getByRole('heading', { level: 2, name: `${catalogProductCount} products by outcome` });

/** The engine's own answer, through the endpoint's handler: what the screen must show. */
async function engineAnswer(q: string) {
  const response = await handleLookupRequest(new Request(`http://localhost/api/lookup?q=${encodeURIComponent(q)}`));
  return lookupAnswerSchema.parse(await response.json());
}

/** Each product's name and outcome line as shown, group by group. */
async function shownProducts(page: Page): Promise<{ group: string; name: string }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main section[aria-labelledby^="lookup-"]:not([aria-labelledby="lookup-answer"]):not([aria-labelledby="lookup-left-out"]) > ul > li')].map((li) => ({
      group: li.closest('section')!.getAttribute('aria-labelledby')!.replace('lookup-', ''),
      name: li.querySelector('p span')!.textContent!,
    })),
  );
}

describe('the lookup', () => {
  it('is one press away from the search and from the dashboard', async () => {
    const { page, context, problems } = await openSlow('/search', DESKTOP, { cpuSlowdown: 1 });
    for (const [title, goBack] of [
      ['Insurance Product Search', undefined],
      ['Dashboard', 'Dashboard'],
    ] as const) {
      if (goBack) await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: goBack }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await untilHydrated(page);
      await page.getByRole('link', { name: 'Look up a drug or condition' }).click();
      await lookupHeading(page).waitFor();
      expect(new URL(page.url()).pathname).toBe('/lookup');
      // The header's three links stay as they were.
      expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents()).toEqual(['Dashboard', 'Search Products', 'Admin Panel']);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows every product with its outcome for a drug typed as soon as the screen shows, on a phone at 4x CPU, with no sideways scroll', async () => {
    const expected = await engineAnswer('Eliquis');
    const { page, context, problems } = await openSlow('/lookup');
    await lookupHeading(page).waitFor();
    await field(page).pressSequentially('Eliquis', { delay: 30 });
    await answerHeading(page).waitFor({ timeout: 20_000 });
    await page.getByRole('list', { name: 'Read as' }).getByText('taken for Atrial fibrillation or Blood clot (deep vein thrombosis)').waitFor();
    const shown = await shownProducts(page);
    expect(shown).toEqual(expected.groups.flatMap((g) => g.products.map((p) => ({ group: g.outcome, name: p.name }))));
    expect(shown).toHaveLength(catalogProductCount);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The terms in the address, a link to share; nothing else.
    await expect.poll(() => page.url()).toBe(`${shared.base}/lookup?q=Eliquis`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('works by keyboard alone: type, pick a suggestion, add a date, carry into the search form', async () => {
    // A desktop at full speed: the keyboard's path, not timing.
    const { page, context, problems } = await openSlow('/lookup', DESKTOP, { cpuSlowdown: 1 });
    await lookupHeading(page).waitFor();
    await untilHydrated(page);
    // From the top of the page: the skip link, then into the main content, then to the field.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    for (let i = 0; i < 10 && !(await field(page).evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect.poll(() => field(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Eliq', { delay: 50 });
    // As the agent reads the list before pressing: Eliquis at its top. Until the answer for "Eliq"
    // comes, the list is the one for "Eli" (Elidel first), and ArrowDown would reach that.
    await expect.poll(() => page.getByRole('option').first().textContent(), { timeout: 20_000 }).toMatch(/^Eliquis/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await field(page).inputValue()).toBe('Eliquis');
    await page.keyboard.type(', stroke 2022', { delay: 30 });
    await page.keyboard.press('Escape');
    await page.getByRole('list', { name: 'Read as' }).getByText('Condition: Stroke (2022)').waitFor({ timeout: 20_000 });
    const carry = page.getByRole('button', { name: 'Carry into a search' });
    for (let i = 0; i < 10 && !(await carry.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Insurance Product Search' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Medications' }).inputValue()).toBe('Eliquis');
    expect(await page.getByRole('textbox', { name: 'Medical Conditions' }).inputValue()).toBe('stroke 2022');
    expect(new URL(page.url()).search).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('carries the client given into the search form, never into the address', async () => {
    const { page, context, problems } = await openSlow('/lookup', PHONE, { cpuSlowdown: 1 });
    await lookupHeading(page).waitFor();
    await untilHydrated(page);
    await page.getByRole('textbox', { name: 'Age' }).fill('72');
    await page.getByText('Uses tobacco').click();
    await field(page).fill('CHF');
    await page.keyboard.press('Escape');
    await page.getByRole('list', { name: 'Read as' }).getByText('Condition: Congestive heart failure').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.url()).toBe(`${shared.base}/lookup?q=CHF`);
    await page.getByRole('button', { name: 'Carry into a search' }).click();
    await page.getByRole('heading', { level: 1, name: 'Insurance Product Search' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Medical Conditions' }).inputValue()).toBe('CHF');
    expect(await page.getByRole('textbox', { name: /^Age/ }).inputValue()).toBe('72');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers the plain GET form without JavaScript, rendered on the server', async () => {
    const expected = await engineAnswer('Aricept');
    const { page, context } = await openSlow('/lookup', PHONE, { javaScriptEnabled: false });
    await lookupHeading(page).waitFor();
    await field(page).fill('Aricept');
    await page.keyboard.press('Enter');
    await answerHeading(page).waitFor();
    expect(page.url()).toBe(`${shared.base}/lookup?q=Aricept`);
    const shown = await shownProducts(page);
    expect(shown).toEqual(expected.groups.flatMap((g) => g.products.map((p) => ({ group: g.outcome, name: p.name }))));
    // A knock-out: nothing level or graded, guaranteed issue left.
    expect(shown.filter((p) => p.group === 'guaranteed').length).toBeGreaterThan(0);
    expect(shown.some((p) => p.group === 'level' || p.group === 'graded')).toBe(false);
    expect(await field(page).inputValue()).toBe('Aricept');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  it('hydrates a shared link answered by the server without a mismatch, and the answer then follows typing', async () => {
    const { page, context, problems } = await openSlow('/lookup?q=COPD', PHONE, { cpuSlowdown: 1 });
    await answerHeading(page).waitFor();
    await untilHydrated(page);
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('/lookup?q=COPD');
    await field(page).press('End');
    await field(page).pressSequentially(', oxygen', { delay: 30 });
    await page.getByRole('list', { name: 'Read as' }).getByText('taken for Home oxygen use').waitFor({ timeout: 20_000 });
    expect(problems).toEqual([]);
    await context.close();
  });
});
