/**
 * The search answered by the server: with JavaScript off, a posted profile gets the results page (or
 * its errors) rendered on the server; with JavaScript on but the browser's own submit (as before the
 * script runs), the answer hydrates without a mismatch and the app works on from it.
 */
import { describe, expect, it } from 'vitest';
import { assessProfile, defaultCatalog } from '../../src/engine';
import { untilHydrated } from '../support/production';
import { DESKTOP, PHONE, connectedProduction } from './shared';
import { client, clientProfile, expectedCount, fillProfile, searchHeading } from './searchClient';

const shared = connectedProduction();

const openSlow = shared.open;

describe('the search without JavaScript', () => {
  it('answers a posted profile with the results page, the form as sent, never stored', async () => {
    const { page, context } = await openSlow('/search', DESKTOP, { javaScriptEnabled: false });
    await searchHeading(page).waitFor();
    await fillProfile(page);
    await page.getByRole('textbox', { name: 'Coverage amount' }).fill('15000');
    const answer = page.waitForResponse((response) => response.url() === `${shared.base}/search` && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Find Insurance Products' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    // Found: the products that write the $15,000 asked; the others follow them, each priced too.
    const found = assessProfile(clientProfile, { catalog: defaultCatalog(), now: new Date(), coverageAmount: 15_000 }).offered.filter((o) => o.quote!.inRange).length;
    await page.getByRole('heading', { level: 2, name: `${found} Products Found` }).waitFor();
    await page.waitForLoadState('load');
    // Every product is there (no script will add the rest), one row of the compact list each, with its premium.
    expect(await page.getByRole('rowheader').count()).toBeGreaterThanOrEqual(expectedCount);
    expect(await page.getByText(/\$\d[\d,]*\.\d\d\/mo/).count()).toBeGreaterThanOrEqual(expectedCount);
    await page.getByRole('heading', { name: 'How the profile was read' }).waitFor();
    expect(await page.getByRole('textbox', { name: /^Age/ }).inputValue()).toBe(client.age);
    expect(await page.getByRole('textbox', { name: 'Medical Conditions' }).inputValue()).toBe(client.medicalConditions);
    expect(page.url()).toBe(`${shared.base}/search`);
    await context.close();
  });

  it('answers a posted profile with errors at their fields', async () => {
    const { page, context } = await openSlow('/search', PHONE, { javaScriptEnabled: false });
    await searchHeading(page).waitFor();
    await page.getByRole('textbox', { name: /^Age/ }).fill('abc');
    await page.getByRole('button', { name: 'Find Insurance Products' }).click();
    await page.getByText('Gender is required', { exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: /^Age/ }).inputValue()).toBe('abc');
    expect(await page.getByRole('textbox', { name: /^Age/ }).getAttribute('aria-invalid')).toBe('true');
    await context.close();
  });
});

describe('a search the server answered, then hydrated', () => {
  it('hydrates the posted answer without a mismatch and works on from there', async () => {
    // A desktop at full speed: the browser's own submit stands for a press before the script runs.
    const { page, context, problems } = await openSlow('/search', DESKTOP, { cpuSlowdown: 1 });
    await searchHeading(page).waitFor();
    await fillProfile(page);
    // The browser's own submit, as before the script runs: it bypasses every handler.
    await page.evaluate(() => HTMLFormElement.prototype.submit.call(document.querySelector('form')));
    await page.getByRole('heading', { level: 2, name: `${expectedCount} Products Found` }).waitFor({ timeout: 20_000 });
    await page.getByText(`Found ${expectedCount} matching insurance products`).waitFor({ timeout: 20_000 });
    await untilHydrated(page);
    // The app works on: a new search from the same form.
    await page.getByRole('textbox', { name: 'Medical Conditions' }).fill('');
    await page.getByRole('button', { name: 'Find Insurance Products' }).click();
    await page.getByText(/^Found \d+ matching insurance products$/).nth(0).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
