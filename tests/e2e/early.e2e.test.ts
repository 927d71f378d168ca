/**
 * A quick user searching: every test acts as soon as the screen shows its heading and never waits
 * for the app to hydrate, on a phone (a 4x slower CPU) and on a desktop (at full speed). Whatever was
 * typed, ticked, chosen or pressed before the app owned the page must count (docs/production.md,
 * "Before the app wakes up"). The admin's presses: early-admin.e2e.test.ts; the search answered by
 * the server: posted.e2e.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { assessProfile, defaultCatalog } from '../../src/engine';
import { untilHydrated } from '../support/production';
import { DESKTOP, PHONE, connectedProduction } from './shared';
import { release } from './openSlow';
import { client, expectedCount, fillProfile, searchHeading } from './searchClient';

const shared = connectedProduction();

const openSlow = shared.open;

describe('acting before the app owns the page (no wait for hydration)', () => {
  it.each([
    ['a phone (4x slower CPU)', PHONE, 4],
    ['a desktop (full speed)', DESKTOP, 1],
  ])('searches on %s: the profile typed and submitted at once is searched, and nothing typed is lost', async (_name, viewport, cpuSlowdown) => {
    const { page, context, problems } = await openSlow('/search', viewport, { cpuSlowdown });
    await searchHeading(page).waitFor();
    await fillProfile(page);
    await page.getByRole('button', { name: 'Find Insurance Products' }).click();
    await page.getByRole('heading', { level: 2, name: `${expectedCount} Products Found` }).waitFor({ timeout: 20_000 });
    await page.getByText(`Found ${expectedCount} matching insurance products`).waitFor();
    // The form still holds the profile, and the address never held it.
    expect(await page.getByRole('textbox', { name: /^Age/, includeHidden: true }).inputValue()).toBe(client.age);
    expect(await page.getByRole('textbox', { name: 'Medications', includeHidden: true }).inputValue()).toBe(client.medications);
    expect(await page.getByRole('radio', { name: 'Male', exact: true, includeHidden: true }).isChecked()).toBe(true);
    expect(page.url()).toBe(`${shared.base}/search`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers a read-back question the moment it shows, on a phone: the results change without a submit, and the next search keeps the answer', async () => {
    const seroquel = { ...client, medications: 'Seroquel 300 mg', medicalConditions: '' };
    const profile = { age: seroquel.age, gender: 'male' as const, height: seroquel.height, weight: seroquel.weight, smoker: false, medications: seroquel.medications, medicalConditions: '', familyHistory: '' };
    const before = assessProfile(profile, { catalog: defaultCatalog(), now: new Date() }).offered.length;
    const after = assessProfile({ ...profile, answers: { 'use:quetiapine': 'insomnia' } }, { catalog: defaultCatalog(), now: new Date() }).offered.length;
    expect(after).not.toBe(before);
    const { page, context, problems } = await openSlow('/search', PHONE);
    await searchHeading(page).waitFor();
    await page.getByRole('textbox', { name: /^Age/ }).fill(seroquel.age);
    await page.getByText('Male', { exact: true }).click();
    await page.getByRole('textbox', { name: /^Height/ }).fill(seroquel.height);
    await page.getByRole('textbox', { name: /^Weight/ }).fill(seroquel.weight);
    await page.getByRole('textbox', { name: 'Medications' }).fill(seroquel.medications);
    await page.getByRole('button', { name: 'Find Insurance Products' }).click();
    await page.getByRole('heading', { level: 2, name: `${before} Products Found` }).waitFor({ timeout: 20_000 });
    // At once, as the question shows: the answer is the agent's, and the results follow it.
    await page.getByText('Insomnia', { exact: true }).click();
    await page.getByRole('heading', { level: 2, name: `${after} Products Found` }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('radio', { name: 'Insomnia' }).isChecked()).toBe(true);
    // On a phone the form folds to a line of the client once results show: Edit opens it again.
    await page.getByRole('button', { name: 'Edit the health information' }).click();
    await page.getByRole('button', { name: 'Find Insurance Products' }).click();
    await page.getByRole('heading', { level: 2, name: `${after} Products Found` }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('radio', { name: 'Insomnia' }).isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

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

  it('shows the form\'s messages for a submit pressed at once on an empty form', async () => {
    const { page, context, problems } = await openSlow('/search');
    await searchHeading(page).waitFor();
    await page.getByRole('button', { name: 'Find Insurance Products' }).click();
    for (const message of ['Age is required', 'Gender is required', 'Height is required', 'Weight is required']) {
      await page.getByText(message, { exact: true }).waitFor({ timeout: 20_000 });
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps what was typed before hydration when the app then re-renders the form', async () => {
    // The app's code is held back while the agent types (a desktop, full speed): typed before hydration for certain.
    const { page, context, problems } = await openSlow('/search', DESKTOP, { cpuSlowdown: 1, holdScripts: true });
    await searchHeading(page).waitFor();
    await page.getByRole('textbox', { name: /^Age/ }).fill('58');
    await page.getByRole('textbox', { name: 'Family History' }).fill('Father: heart disease at 62');
    await page.getByText('Female', { exact: true }).click();
    await page.getByText('Smoker', { exact: true }).click();
    await release(page);
    await untilHydrated(page);
    // A change elsewhere renders the form again: the early values must be the app's own by now.
    await page.getByRole('textbox', { name: /^Weight/ }).fill('170');
    await page.getByRole('textbox', { name: /^Height/ }).fill(`5'4"`);
    expect(await page.getByRole('checkbox', { name: 'Smoker' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Female', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: /^Age/ }).inputValue()).toBe('58');
    expect(await page.getByRole('textbox', { name: 'Family History' }).inputValue()).toBe('Father: heart disease at 62');
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
