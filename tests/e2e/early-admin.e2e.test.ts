/**
 * A quick admin on a slow phone (a 4x slower CPU): tabs, buttons and file inputs used as soon as the
 * screen shows, never waiting for the app to hydrate; a press begun before the app owns the page
 * and ended after it is finished (docs/production.md, "Before the app wakes up").
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, connectedProduction } from './shared';
import { release } from './openSlow';

const shared = connectedProduction();

const openSlow = shared.open;

describe('the admin, acting before the app owns the page (4x slower CPU, no wait for hydration)', () => {
  it('opens the admin tab pressed at once', async () => {
    const { page, context, problems } = await openSlow('/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
    await page.getByRole('tab', { name: 'AI Training' }).click();
    await page.getByRole('tab', { name: 'AI Training', selected: true }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: /Start Training/ }).waitFor();
    expect(page.url()).toBe(`${shared.base}/admin?tab=training`);
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
        expect(page.url()).toBe(`${shared.base}/admin?tab=training`);
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
