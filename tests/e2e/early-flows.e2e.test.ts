/**
 * A quick user's longer walks on a phone (a 4x slower CPU), acting as soon as each screen shows and
 * never waiting for the app to hydrate: quoting by a monthly budget, and final expense from an empty
 * form to the client copy across a reload and a Back. The shorter presses and fields before the app
 * owns the page: early.e2e.test.ts (split from it so the two run side by side, not one after the other).
 */
import { describe, expect, it } from 'vitest';
import { assessProfile, defaultCatalog } from '../../src/engine';
import { PHONE, connectedProduction } from './shared';
import { searchHeading } from './searchClient';

const shared = connectedProduction();

const openSlow = shared.open;

describe('acting before the app owns the page (no wait for hydration): quoting', () => {
  it('quotes by a monthly budget chosen at once on a phone, shows the list, and holds the view and the focus across the next search', async () => {
    const elder = { age: '78', gender: 'female' as const, height: "5'4''", weight: '140', smoker: false, medications: '', medicalConditions: 'high blood pressure', familyHistory: '' };
    const offered = (weight: string) => assessProfile({ ...elder, weight }, { catalog: defaultCatalog(), now: new Date(), monthlyBudget: 60 }).offered;
    const first = offered('140');
    const reached = first.filter((o) => o.quote!.inRange);
    expect(reached.length).toBeGreaterThan(0);
    const { page, context, problems } = await openSlow('/search', PHONE);
    await searchHeading(page).waitFor();
    await page.getByRole('textbox', { name: /^Age/ }).fill(elder.age);
    await page.getByText('Female', { exact: true }).click();
    await page.getByRole('textbox', { name: /^Height/ }).fill(elder.height);
    await page.getByRole('textbox', { name: /^Weight/ }).fill(elder.weight);
    await page.getByRole('textbox', { name: 'Medical Conditions' }).fill(elder.medicalConditions);
    // The budget's field shows as soon as its radio is chosen, whether or not the app owns the page yet.
    await page.getByText('Monthly budget', { exact: true }).filter({ visible: true }).click();
    await page.getByRole('textbox', { name: 'Monthly budget' }).fill('$60');
    await page.getByRole('button', { name: 'Find Insurance Products' }).click();
    await page.getByRole('heading', { level: 2, name: `${reached.length} Products Found` }).waitFor({ timeout: 20_000 });
    // At once: the list, a row per product, the largest amount the budget buys on the first.
    await page.getByText('List', { exact: true }).click();
    const rows = page.getByRole('table').first().getByRole('row');
    await rows.nth(1).waitFor({ timeout: 20_000 });
    expect(await rows.nth(1).textContent()).toContain(reached[0]!.name);
    expect(await rows.nth(1).textContent()).toContain(`$${reached[0]!.quote!.amount.toLocaleString('en-US')}`);
    // Edited after the search: marked out of date; searched again: the list holds, and focus is on the count.
    // (The form has folded to a line of the client once the results showed, unless the server answered the press: Edit opens it.)
    const edit = page.getByRole('button', { name: 'Edit the health information' });
    if (await edit.isVisible()) await edit.click();
    await page.getByRole('textbox', { name: /^Weight/ }).fill('150');
    await page.getByText('These results are out of date').waitFor();
    await page.getByRole('button', { name: 'Find Insurance Products' }).click();
    const again = offered('150').filter((o) => o.quote!.inRange).length;
    await page.getByRole('heading', { level: 2, name: `${again} Products Found` }).waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => document.activeElement?.tagName === 'H2' && /Products Found/.test(document.activeElement.textContent ?? ''));
    expect(await page.getByRole('radio', { name: 'List' }).isChecked()).toBe(true);
    expect(await page.getByRole('table').count()).toBeGreaterThan(0);
    expect(await page.getByText('These results are out of date').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('an agent on a slowed phone, from an empty form to the client copy', () => {
  it('asks for final expense, acts at once, and loses nothing to a reload or a Back on the way', async () => {
    const profile = { age: '68', gender: 'female' as const, height: `5'4"`, weight: '190', smoker: false, medications: 'metformin 500mg', medicalConditions: 'type 2 diabetes 2015', familyHistory: '' };
    const answer = assessProfile(profile, { catalog: defaultCatalog(), now: new Date(), coverageAmount: 15_000, kind: 'final-expense' });
    const writing = answer.offered.filter((o) => o.quote!.inRange);
    expect(writing.length).toBeGreaterThan(1);
    expect(answer.offered.every((o) => o.kind === 'final-expense')).toBe(true);
    const { page, context, problems } = await openSlow('/search', PHONE);
    // From the reload on (below), printing is counted instead of opening the browser's dialog.
    await page.addInitScript(() => {
      window.print = () => void (document.documentElement.dataset.printed = String(Number(document.documentElement.dataset.printed ?? 0) + 1));
    });
    await searchHeading(page).waitFor();
    // At once, before the app owns the page: the kind, the profile and the amount.
    await page.getByText('Final expense', { exact: true }).click();
    await page.getByRole('textbox', { name: /^Age/ }).fill(profile.age);
    await page.getByText('Female', { exact: true }).click();
    await page.getByRole('textbox', { name: /^Height/ }).fill(profile.height);
    await page.getByRole('textbox', { name: /^Weight/ }).fill(profile.weight);
    await page.getByRole('textbox', { name: 'Medications' }).fill(profile.medications);
    await page.getByRole('textbox', { name: 'Medical Conditions' }).fill(profile.medicalConditions);
    await page.getByRole('textbox', { name: /^Coverage amount/ }).fill('15000');
    await page.getByRole('button', { name: 'Find Insurance Products' }).click();
    const heading = page.getByRole('heading', { level: 2, name: `${writing.length} Products Found` });
    await heading.waitFor({ timeout: 20_000 });
    await page.getByText(/^Final expense only: \d+ products of other kinds not searched$/).waitFor();
    // Where the page lands: the top product's name and premium on screen.
    await page.waitForFunction(() => document.activeElement?.tagName === 'H2');
    const onScreen = (selector: string) =>
      page.evaluate((s) => {
        const box = document.querySelector(s)!.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= innerHeight;
      }, selector);
    expect(await onScreen('section[aria-label="Search results"] article h3')).toBe(true);
    expect(await onScreen('section[aria-label="Search results"] article [data-quote]')).toBe(true);

    // A reload: the form and the results come back from the tab's session, and nothing is in the address or localStorage.
    await page.reload({ waitUntil: 'commit' });
    await heading.waitFor({ timeout: 20_000 });
    expect(await page.getByRole('textbox', { name: /^Age/, includeHidden: true }).inputValue()).toBe(profile.age);
    expect(await page.getByRole('radio', { name: 'Final expense', exact: true, includeHidden: true }).isChecked()).toBe(true);
    expect(page.url()).toBe(`${shared.base}/search`);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    // The details, then Back: the dialog closes and the page stays.
    await page.getByRole('button', { name: `View Full Details: ${writing[0]!.name}` }).first().click();
    const details = page.getByRole('dialog', { name: writing[0]!.name });
    await details.waitFor();
    await page.goBack();
    await details.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${shared.base}/search`);
    await heading.waitFor();

    // The client copy, printed from the results that came back.
    await page.getByRole('button', { name: 'Print summary' }).click();
    const dialog = page.getByRole('dialog', { name: 'Print a client summary' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Print', exact: true }).click();
    await page.waitForFunction(() => document.documentElement.dataset.printed === '1');
    const printed = await page.evaluate(() => document.querySelector('[data-print-only]')?.textContent ?? '');
    expect(printed).toContain(writing[0]!.name);
    expect(problems).toEqual([]);
    await context.close();
  });
});
