/**
 * A quick user on a slow phone: every test acts as soon as the screen shows its heading, on a 4x
 * slower CPU, and never waits for the app to hydrate. Whatever was typed, ticked, chosen or pressed
 * before the app owned the page must count (docs/production.md, "Before the app wakes up"). Also:
 * the search with JavaScript off, answered by the server's render of the same page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { assessProfile, defaultCatalog } from '../../src/engine';
import { untilHydrated, type Production } from '../support/production';
import { sharedProduction } from './shared';
import { openSlow as openSlowOn, release, type OpenSlowOptions } from './openSlow';

let production: Production;
let base: string;

beforeAll(async () => {
  production = await sharedProduction();
  ({ base } = production);
});

afterAll(() => production?.close());

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A new context on a CPU four times slower, the page requested but not waited for beyond its heading. */
const openSlow = (path: string, viewport = PHONE, options: OpenSlowOptions = {}) => openSlowOn(production, path, viewport, options);

const client = {
  age: '67',
  height: `5'9"`,
  weight: '205',
  medications: 'metformin 500mg\nlisinopril 10mg',
  medicalConditions: 'type 2 diabetes, diagnosed 2015, controlled',
};

/** What the engine offers this client: the count the screen must show. */
const expectedCount = assessProfile(
  { age: '67', gender: 'male', height: client.height, weight: client.weight, smoker: false, medications: client.medications, medicalConditions: client.medicalConditions, familyHistory: '' },
  { catalog: defaultCatalog(), now: new Date() },
).offered.length;

async function fillProfile(page: Page) {
  await page.getByRole('textbox', { name: /^Age/ }).fill(client.age);
  await page.getByText('Male', { exact: true }).click();
  await page.getByRole('textbox', { name: /^Height/ }).fill(client.height);
  await page.getByRole('textbox', { name: /^Weight/ }).fill(client.weight);
  await page.getByRole('textbox', { name: 'Medications' }).fill(client.medications);
  await page.getByRole('textbox', { name: 'Medical Conditions' }).fill(client.medicalConditions);
}

const searchHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Insurance Product Search' });

describe('acting before the app owns the page (4x slower CPU, no wait for hydration)', () => {
  it.each([
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ])('searches on %s: the profile typed and submitted at once is searched, and nothing typed is lost', async (_name, viewport) => {
    const { page, context, problems } = await openSlow('/search', viewport);
    await searchHeading(page).waitFor();
    await fillProfile(page);
    await page.getByRole('button', { name: 'Find Insurance Products' }).click();
    await page.getByRole('heading', { level: 2, name: `${expectedCount} Products Found` }).waitFor({ timeout: 20_000 });
    await page.getByText(`Found ${expectedCount} matching insurance products`).waitFor();
    // The form still holds the profile, and the address never held it.
    expect(await page.getByRole('textbox', { name: /^Age/, includeHidden: true }).inputValue()).toBe(client.age);
    expect(await page.getByRole('textbox', { name: 'Medications', includeHidden: true }).inputValue()).toBe(client.medications);
    expect(await page.getByRole('radio', { name: 'Male', exact: true, includeHidden: true }).isChecked()).toBe(true);
    expect(page.url()).toBe(`${base}/search`);
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
    const { page, context, problems } = await openSlow('/search', DESKTOP);
    await searchHeading(page).waitFor();
    await page.getByRole('textbox', { name: /^Age/ }).fill('58');
    await page.getByRole('textbox', { name: 'Family History' }).fill('Father: heart disease at 62');
    await page.getByText('Female', { exact: true }).click();
    await page.getByText('Smoker', { exact: true }).click();
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

  it('opens the admin tab pressed at once', async () => {
    const { page, context, problems } = await openSlow('/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
    await page.getByRole('tab', { name: 'AI Training' }).click();
    await page.getByRole('tab', { name: 'AI Training', selected: true }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: /Start Training/ }).waitFor();
    expect(page.url()).toBe(`${base}/admin?tab=training`);
    expect(problems).toEqual([]);
    await context.close();
  });

  // The pointer goes down while the app's code is still held back, and comes up once the app owns
  // the control: React Aria sees only the end of the press, which it does not act on by itself.
  for (const { name, control, done } of [
    {
      name: 'a link tab',
      control: (page: Page) => page.getByRole('tab', { name: 'AI Training' }),
      done: async (page: Page) => {
        await page.getByRole('tab', { name: 'AI Training', selected: true }).waitFor({ timeout: 20_000 });
        expect(page.url()).toBe(`${base}/admin?tab=training`);
      },
    },
    {
      name: 'a button',
      control: (page: Page) => page.getByRole('button', { name: 'Delete Field Underwriting Guide 2025.pdf' }),
      done: (page: Page) => page.getByText('File deleted successfully').waitFor({ timeout: 20_000 }),
    },
  ]) {
    it(`finishes a press on ${name} begun before the app owned it and ended after`, async () => {
      const { page, context, problems } = await openSlow('/admin', PHONE, { holdScripts: true });
      await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
      await control(page).scrollIntoViewIfNeeded();
      const box = await control(page).boundingBox();
      if (!box) throw new Error(`No ${name} on /admin.`);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      expect(await control(page).evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(false);
      await release(page);
      // Found afresh at each poll: React Aria mounts its tabs again as the page hydrates.
      await expect
        .poll(() => control(page).evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), { timeout: 60_000, interval: 10 })
        .toBe(true);
      await page.mouse.up();
      await done(page);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('uploads a file chosen at once, and deletes a file whose delete was pressed at once', async () => {
    const { page, context, problems } = await openSlow('/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
    await page.getByRole('button', { name: 'Delete Field Underwriting Guide 2025.pdf' }).click();
    await page.locator('input[type="file"]').first().setInputFiles({ name: 'Carrier Notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 notes') });
    await page.getByText('File deleted successfully').waitFor({ timeout: 20_000 });
    await page.getByText('Successfully uploaded Carrier Notes.pdf for AI training').waitFor({ timeout: 20_000 });
    const guides = page.getByRole('table', { name: 'Agent Guides files' });
    await guides.getByText('Carrier Notes.pdf').waitFor();
    expect(await guides.getByText('Field Underwriting Guide 2025.pdf').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the search without JavaScript', () => {
  it('answers a posted profile with the results page, the form as sent, never stored', async () => {
    const { page, context } = await openSlow('/search', DESKTOP, { javaScriptEnabled: false });
    await searchHeading(page).waitFor();
    await fillProfile(page);
    await page.getByRole('textbox', { name: 'Coverage amount' }).fill('15000');
    const answer = page.waitForResponse((response) => response.url() === `${base}/search` && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Find Insurance Products' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    // Found: the products that write the $15,000 asked; the others follow them, each priced too.
    const found = assessProfile(
      { age: '67', gender: 'male', height: client.height, weight: client.weight, smoker: false, medications: client.medications, medicalConditions: client.medicalConditions, familyHistory: '' },
      { catalog: defaultCatalog(), now: new Date(), coverageAmount: 15_000 },
    ).offered.filter((o) => o.quote!.inRange).length;
    await page.getByRole('heading', { level: 2, name: `${found} Products Found` }).waitFor();
    await page.waitForLoadState('load');
    // Every product is there (no script will add the rest), one row of the compact list each, with its premium.
    expect(await page.getByRole('rowheader').count()).toBeGreaterThanOrEqual(expectedCount);
    expect(await page.getByText(/\$\d[\d,]*\.\d\d\/mo/).count()).toBeGreaterThanOrEqual(expectedCount);
    await page.getByRole('heading', { name: 'How the profile was read' }).waitFor();
    expect(await page.getByRole('textbox', { name: /^Age/ }).inputValue()).toBe(client.age);
    expect(await page.getByRole('textbox', { name: 'Medical Conditions' }).inputValue()).toBe(client.medicalConditions);
    expect(page.url()).toBe(`${base}/search`);
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
    const { page, context, problems } = await openSlow('/search', DESKTOP);
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
    expect(page.url()).toBe(`${base}/search`);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    // The details, then Back: the dialog closes and the page stays.
    await page.getByRole('button', { name: `View Full Details: ${writing[0]!.name}` }).first().click();
    const details = page.getByRole('dialog', { name: writing[0]!.name });
    await details.waitFor();
    await page.goBack();
    await details.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${base}/search`);
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
