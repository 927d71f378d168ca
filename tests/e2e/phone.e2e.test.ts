/**
 * The agent on a 390 px phone, around the results (docs/product.md, "On a phone"): acting at once on
 * a CPU four times slower, never waiting for the app to own the page (the question's test, of where
 * things are, at full speed). After a search the form is
 * folded to a line and the first offer's name, tier and premium are on the screen where the page
 * lands; a reload lands at the results again; answering a question keeps the agent's place; and no
 * toast ever lies over a button or a link while it shows.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { assessProfile, defaultCatalog } from '../../src/engine';
import { PHONE, connectedProduction } from './shared';

const shared = connectedProduction();


/** A client with open questions that change her offers: two drugs of several uses. */
const client = { age: '68', gender: 'female' as const, height: `5'4"`, weight: '190', smoker: false, medications: 'Metformin 500mg\nLisinopril 10mg\nSeroquel 50mg', medicalConditions: 'Type 2 diabetes 2015', familyHistory: '' };
const answer = assessProfile(client, { catalog: defaultCatalog(), now: new Date(), coverageAmount: 15_000, kind: 'final-expense' });
const writing = answer.offered.filter((o) => o.quote!.inRange).length;

/** Opens /search on the phone (4x slower CPU unless said) and searches for the client at once, as the form shows. */
async function searchAtOnce(cpuSlowdown = 4, { watchToasts = false } = {}): Promise<{ page: Page; close: () => Promise<void>; problems: string[]; toasts?: Promise<{ seen: number; covered: string[] }> }> {
  const { page, context, problems } = await shared.open('/search', PHONE, { cpuSlowdown });
  await page.getByRole('heading', { level: 1, name: 'Insurance Product Search' }).waitFor();
  await page.getByText('Final expense', { exact: true }).click();
  await page.getByRole('textbox', { name: /^Age/ }).fill(client.age);
  await page.getByText('Female', { exact: true }).click();
  await page.getByRole('textbox', { name: /^Height/ }).fill(client.height);
  await page.getByRole('textbox', { name: /^Weight/ }).fill(client.weight);
  await page.getByRole('textbox', { name: 'Medications' }).fill(client.medications);
  await page.getByRole('textbox', { name: 'Medical Conditions' }).fill(client.medicalConditions);
  await page.getByRole('textbox', { name: /^Coverage amount/ }).fill('15000');
  // Watched from before the press: the toast shows for 6 s from the answer, and on a busy machine
  // the page's landing on the results can take longer than that.
  const toasts = watchToasts ? coveredByToasts(page) : undefined;
  await page.getByRole('button', { name: 'Find Insurance Products' }).click();
  await resultsHeading(page).waitFor({ timeout: 20_000 });
  // The page has landed once the heading holds focus (the screen scrolls it up in the same frame).
  await page.waitForFunction(() => document.activeElement?.tagName === 'H2', undefined, { timeout: 20_000 });
  return { page, problems, close: () => context.close(), ...(toasts ? { toasts } : {}) };
}

const resultsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: `${writing} Products Found` });

/** The y of the results' heading in the viewport (0: at the top of the screen). */
const headingY = (page: Page) => resultsHeading(page).evaluate((h) => Math.round(h.getBoundingClientRect().top));

/** The y of the results' heading, whatever its count (an answer changes it). */
const anyHeadingY = (page: Page) => page.evaluate(() => Math.round([...document.querySelectorAll('h2')].find((el) => / Products Found$/.test(el.textContent ?? ''))!.getBoundingClientRect().top));

/** Where the first offer's name, tier badge and premium are, and the screen's height. */
const firstOffer = (page: Page) =>
  page.evaluate(() => {
    const card = [...document.querySelectorAll('section[aria-label="Search results"] article')].find((a) => a.checkVisibility())!;
    const box = (el: Element | null | undefined) => {
      const r = el!.getBoundingClientRect();
      return { top: Math.round(r.top), bottom: Math.round(r.bottom) };
    };
    const tier = [...card.querySelectorAll('span')].find((s) => /^(Level|Graded|Modified) benefit$|^Guaranteed issue$/.test(s.textContent ?? ''));
    return { name: box(card.querySelector('h3')), tier: box(tier), premium: box(card.querySelector('[data-quote]')), screen: innerHeight };
  });

/** Waits until the page has stopped moving: the heading's y the same over five frames. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = NaN;
        let same = 0;
        const step = () => {
          const y = window.scrollY;
          same = y === last ? same + 1 : 0;
          last = y;
          if (same >= 5) resolve();
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
  );
}

/**
 * Every 100 ms until a toast has shown and gone (at most 60 s, a hang guard): which buttons or links
 * on screen a toast's box meets, and in how many looks a toast was seen.
 */
function coveredByToasts(page: Page): Promise<{ seen: number; covered: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ seen: number; covered: string[] }>((resolve) => {
        const covered = new Set<string>();
        let seen = 0;
        const meets = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        const started = performance.now();
        const look = () => {
          const toasts = [...document.querySelectorAll('[role="region"][aria-label="Notifications"] [role="alertdialog"]')].filter((t) => t.checkVisibility());
          if (toasts.length > 0) seen++;
          const actions = [...document.querySelectorAll('button, a[href], [role="button"], label:has(input[type="checkbox"]), label:has(input[type="radio"])')].filter(
            (el) => el.checkVisibility() && !el.closest('[aria-label="Notifications"]'),
          );
          for (const toast of toasts) {
            const box = toast.getBoundingClientRect();
            for (const action of actions) {
              const r = action.getBoundingClientRect();
              if (r.bottom > 0 && r.top < innerHeight && r.width > 0 && meets(box, r)) covered.add((action.getAttribute('aria-label') ?? action.textContent ?? '').trim().slice(0, 60));
            }
          }
          if ((toasts.length === 0 && seen > 0) || performance.now() - started > 60_000) resolve({ seen, covered: [...covered] });
          else setTimeout(look, 100);
        };
        look();
      }),
  );
}

describe('on a 390 px phone, acting at once on a 4x slower CPU', () => {
  it('folds the form to a line of the client after a search: the first offer\'s name, tier and premium are on the first screen, no toast lies over a button or a link while it shows, and Edit opens the form', async () => {
    const { page, close, problems, toasts: watched } = await searchAtOnce(4, { watchToasts: true });
    // While the search's toast shows, it covers no action.
    const toasts = await watched!;
    expect(toasts.seen, 'the toast for the search was seen').toBeGreaterThan(0);
    expect(toasts.covered).toEqual([]);
    await settled(page);
    // The form is folded: its fields are out of sight, a line says who was searched, with Edit.
    expect(await page.locator('main form input[name="age"]').isVisible()).toBe(false);
    const edit = page.getByRole('button', { name: /^Edit/ });
    expect(await edit.isVisible()).toBe(true);
    expect(await page.getByText('68F · non-smoker · 3 medications · 1 condition · $15,000 final expense').isVisible()).toBe(true);
    const offer = await firstOffer(page);
    for (const part of [offer.name, offer.tier, offer.premium]) {
      expect(part.top).toBeGreaterThanOrEqual(0);
      expect(part.bottom).toBeLessThanOrEqual(offer.screen);
    }
    // Edit: the form opens and the keyboard is in it.
    await edit.click();
    await page.locator('main form input[name="age"]').waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.activeElement?.closest('form') !== null)).toBe(true);
    expect(await page.getByRole('textbox', { name: /^Age/ }).inputValue()).toBe(client.age);
    expect(problems).toEqual([]);
    await close();
  });

  it('lands at the results after a reload, not at the top of the page', async () => {
    const { page, close, problems } = await searchAtOnce();
    await page.reload({ waitUntil: 'commit' });
    await resultsHeading(page).waitFor({ timeout: 20_000 });
    // Given time to land (the screen's code, the results' first paint, the browser's own restoring).
    await page.waitForFunction(() => {
      const h = [...document.querySelectorAll('h2')].find((el) => / Products Found$/.test(el.textContent ?? ''));
      const y = h?.getBoundingClientRect().top ?? Infinity;
      return y >= -2 && y < innerHeight / 4;
    }, undefined, { timeout: 10_000 }).catch(() => undefined);
    await settled(page);
    const y = await headingY(page);
    expect(y, `the results heading is ${y} px down the screen after the reload`).toBeGreaterThanOrEqual(-2);
    expect(y).toBeLessThan(PHONE.height / 4);
    expect(problems).toEqual([]);
    await close();
  });

  it('keeps the agent\'s place while a question is answered: no jump up to the read-back and back', async () => {
    // At full speed: a test of where things are, not of timing.
    const { page, close, problems } = await searchAtOnce(1);
    await settled(page);
    // The agent's place: where the results' heading is on the screen (the page's scroll offset may
    // change under it as the read-back above grows or shrinks, while what is on screen stays).
    const before = await anyHeadingY(page);
    await page.getByRole('button', { name: /^Answer the questions?$/ }).click();
    await page.waitForFunction(() => document.activeElement?.matches('input[type="radio"]'));
    const asked = await anyHeadingY(page);
    // The first answer, from the keyboard, where focus was put.
    await page.keyboard.press('Space');
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.checked === true);
    await page.waitForFunction(() => document.querySelector('section[aria-label="Search results"]')?.getAttribute('aria-busy') === 'false', undefined, { timeout: 20_000 });
    const answered = await anyHeadingY(page);
    // Back to the results, as the agent would: Escape.
    await page.keyboard.press('Escape');
    await settled(page);
    const after = await anyHeadingY(page);
    expect(Math.abs(asked - before), `pressing "Answer the questions" moved the results ${asked - before} px`).toBeLessThan(40);
    expect(Math.abs(answered - before), `answering moved the results ${answered - before} px`).toBeLessThan(40);
    expect(Math.abs(after - before), `after answering, the results are ${after - before} px from where they were`).toBeLessThan(40);
    expect(after).toBeGreaterThanOrEqual(-2);
    expect(after).toBeLessThan(PHONE.height / 4);
    expect(problems).toEqual([]);
    await close();
  });
});
