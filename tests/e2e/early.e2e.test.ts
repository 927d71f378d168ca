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
