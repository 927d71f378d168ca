/**
 * The quote and the client summary in the production build: a search with a coverage amount, the
 * premium sort, two products chosen to compare, then "Print summary" printed to PDF by Chromium
 * (print media, as the print dialog would) and the PDF's text read back with pdfjs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { assessProfile } from '../../src/engine';
import { startProduction, untilHydrated, type Production } from '../support/production';

let production: Production;
let browser: Browser;
let base: string;

beforeAll(async () => {
  production = await startProduction();
  ({ base, browser } = production);
});

afterAll(() => production?.close());

/** Every page's text, and how many pages. Letters are joined without spaces (pdfjs splits ligatures). */
async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const doc = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text: text.replace(/\s+/g, '') };
}
const squeeze = (s: string) => s.replace(/\s+/g, '');
const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

describe('the client summary', () => {
  it('prints the profile, the compared products with premiums, the declines and the note on one or two pages', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    // The print dialog would block a headless run: count the calls instead.
    await page.addInitScript(() => {
      window.print = () => {
        document.documentElement.dataset.printed = String(Number(document.documentElement.dataset.printed ?? 0) + 1);
      };
    });
    await page.goto(`${base}/search`);
    await untilHydrated(page);
    await page.getByRole('textbox', { name: /Age/ }).fill('68');
    await page.getByRole('radio', { name: 'Male', exact: true }).check({ force: true });
    await page.getByRole('textbox', { name: /Height/ }).fill("5'10''");
    await page.getByRole('textbox', { name: /Weight/ }).fill('190');
    await page.getByRole('checkbox', { name: 'Smoker' }).check({ force: true });
    await page.getByRole('textbox', { name: 'Medical Conditions' }).fill('heart attack 18 months ago');
    await page.getByRole('textbox', { name: 'Coverage amount' }).fill('$20,000');
    await page.getByRole('button', { name: 'Find Insurance Products' }).click();

    const profile = { age: '68', gender: 'male' as const, height: "5'10''", weight: '190', smoker: true, medications: '', medicalConditions: 'heart attack 18 months ago', familyHistory: '' };
    const { offered, declined } = assessProfile(profile, { coverageAmount: 20_000 });
    await page.getByRole('heading', { name: `${offered.length} Products Found` }).waitFor({ timeout: 5000 });

    // Cheapest first, by keyboard; then the two cheapest chosen to compare.
    await page.getByRole('radio', { name: 'Match score' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByText(/^Sorted by lowest monthly premium/).waitFor();
    const cheapest = [...offered].filter((o) => o.quote!.inRange).sort((a, b) => a.quote!.monthly - b.quote!.monthly).slice(0, 2);
    const boxes = page.getByRole('checkbox', { name: /^Compare / });
    for (const i of [0, 1]) {
      await boxes.nth(i).focus();
      await page.keyboard.press('Space');
    }
    await page.getByRole('button', { name: 'Print summary' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.documentElement.dataset.printed === '1');

    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'Letter', printBackground: false });
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/client-summary.pdf', pdf);
    const { pages, text } = await readPdf(new Uint8Array(pdf));

    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
    expect(text).toContain(squeeze('Client summary'));
    expect(text).toContain(squeeze(`Prepared ${new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })}`));
    // The profile as entered and as read.
    expect(text).toContain(squeeze('Coverage amount$20,000'));
    expect(text).toContain(squeeze('heart attack 18 months ago'));
    expect(text).toContain(squeeze('Tobacco, as read'));
    // The two products compared, with tier, class and premium.
    expect(text).toContain(squeeze('Products compared (2)'));
    for (const offer of cheapest) {
      expect(text).toContain(squeeze(offer.name));
      expect(text).toContain(squeeze(`${money(offer.quote!.monthly)}/mo`));
    }
    expect(text).toContain('StandardTobacco');
    // Every decline's reason, and the illustration note.
    expect(text).toContain(squeeze(`Not offered (${declined.length})`));
    for (const reason of new Set(declined.map((d) => d.reason))) expect(text).toContain(squeeze(reason));
    expect(text).toContain(squeeze('Premiums are illustrations'));
    // Nothing of the screen: no navigation, no form, no buttons.
    for (const absent of ['Search Products', 'Admin Panel', 'Find Insurance Products', 'Print summary', 'View Full Details', 'Health Information']) {
      expect(text).not.toContain(squeeze(absent));
    }
    expect(problems).toEqual([]);
    console.log(`Client summary: ${pages} page(s), test-results/client-summary.pdf`);
    await page.close();
  });
});
