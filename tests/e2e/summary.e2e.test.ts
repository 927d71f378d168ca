/**
 * The quote and the client summary in the production build: a search with a coverage amount, the
 * premium sort, two products chosen to compare, then "Print summary": the dialog takes the client's
 * and the agent's names and the copy, and the summary is printed to PDF by Chromium (print media,
 * as the print dialog would) and its text read back with pdfjs. Once as the client's copy, once as
 * the agent's (the top products, with the products not offered), each checked for its content and
 * for how it fills its pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { assessProfile } from '../../src/engine';
import { untilHydrated, type Production } from '../support/production';
import { sharedProduction } from './shared';

let production: Production;
let browser: Browser;
let base: string;

beforeAll(async () => {
  production = await sharedProduction();
  ({ base, browser } = production);
});

afterAll(() => production?.close());

/** The paper's margins, as the summary sets them (`@page` in ClientSummary.tsx), in PDF points. */
const MARGIN = 0.5 * 72;
/** Every page but the last is filled at least this far down its printable height. */
const MIN_FILL = 0.75;

interface Pdf {
  pages: number;
  /** Every page's text. Letters are joined without spaces (pdfjs splits ligatures). */
  text: string;
  /** Per page: how far down its printable height its lowest line of text reaches (0 to 1). */
  fill: number[];
}

async function readPdf(bytes: Uint8Array): Promise<Pdf> {
  const doc = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  let text = '';
  const fill: number[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const items = content.items.filter((item) => 'str' in item && item.str.trim() !== '') as { str: string; transform: number[] }[];
    text += items.map((item) => item.str).join('');
    // PDF space grows upward from the page's bottom edge: a line's baseline is transform[5], and the
    // lowest line has the smallest. The printable area runs from the top margin down to the bottom one.
    const { height } = page.getViewport({ scale: 1 });
    const [, bottom] = page.view as [number, number, number, number];
    const lowest = Math.min(...items.map((item) => item.transform[5]! - bottom));
    fill.push((height - MARGIN - lowest) / (height - 2 * MARGIN));
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text: text.replace(/\s+/g, ''), fill };
}
const squeeze = (s: string) => s.replace(/\s+/g, '');
const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const today = () => new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const benefit = (offer: { features: readonly { feature: string; value: string }[] }) => offer.features.find((f) => f.feature === 'Benefit')!.value;

const CLIENT = 'Maria Lopez';
const AGENT = 'Sam Carter';

/**
 * "Print summary" from the keyboard, the names typed, the copy chosen, Print; then the page as the
 * printer gets it, written to test-results/ and read back. Focus is back on "Print summary".
 */
async function printSummary(page: Page, { client, agent, copy }: { client: string; agent: string; copy: 'client' | 'agent' }, file: string): Promise<Pdf> {
  const printed = Number((await page.evaluate(() => document.documentElement.dataset.printed)) ?? 0);
  await page.getByRole('button', { name: 'Print summary' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Print a client summary' });
  await dialog.waitFor();
  await dialog.getByRole('textbox', { name: 'Client name' }).fill(client);
  await dialog.getByRole('textbox', { name: 'Agent name' }).fill(agent);
  await dialog.getByRole('radio', { name: copy === 'client' ? 'Client copy' : 'Agent copy (with the products not offered)' }).check({ force: true });
  await dialog.getByRole('button', { name: 'Print', exact: true }).click();
  await page.waitForFunction((n) => document.documentElement.dataset.printed === String(n + 1), printed);
  // The dialog had left the page when the print began, and the focus was back on the button.
  expect(await page.evaluate(() => document.documentElement.dataset.dialogAtPrint)).toBe('no');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Print summary');

  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'Letter', printBackground: false });
  await page.emulateMedia({ media: 'screen' });
  mkdirSync('test-results', { recursive: true });
  writeFileSync(`test-results/${file}`, pdf);
  // The printing is over: the summary, and the names with it, leave the page.
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await page.waitForFunction(() => document.querySelector('[data-print-only]') === null);
  expect(await page.evaluate(() => document.body.textContent)).not.toContain(client);
  return readPdf(new Uint8Array(pdf));
}

/** Every page but the last reaches MIN_FILL of its printable height: no page left half empty. */
function expectPagesFilled({ fill }: Pdf) {
  for (const [i, share] of fill.slice(0, -1).entries()) {
    expect(share, `page ${i + 1} of ${fill.length} is filled to ${Math.round(share * 100)}%`).toBeGreaterThanOrEqual(MIN_FILL);
  }
  // And the measure reads the page the right way up: the last page has text, inside the margins.
  for (const share of fill) expect(share).toBeGreaterThan(0);
  for (const share of fill) expect(share).toBeLessThanOrEqual(1.01);
}

describe('the client summary', () => {
  it('prints the client copy with the names and no declines, and the agent copy with them, each filling its pages', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    // Nothing the page sends carries a name typed for the summary.
    const sent: string[] = [];
    page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
    // The print dialog would block a headless run: count the calls instead, and note whether the
    // "Print a client summary" dialog was still on the page.
    await page.addInitScript(() => {
      window.print = () => {
        const root = document.documentElement;
        root.dataset.dialogAtPrint = document.querySelector('[role="dialog"]') ? 'yes' : 'no';
        root.dataset.printed = String(Number(root.dataset.printed ?? 0) + 1);
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
    const byPremium = [...offered].filter((o) => o.quote!.inRange).sort((a, b) => a.quote!.monthly - b.quote!.monthly);
    const cheapest = byPremium.slice(0, 2);
    const boxes = page.getByRole('checkbox', { name: /^Compare / });
    for (const i of [0, 1]) {
      await boxes.nth(i).focus();
      await page.keyboard.press('Space');
    }

    // The client's copy: the two compared, with the names; no products not offered.
    const client = await printSummary(page, { client: CLIENT, agent: AGENT, copy: 'client' }, 'client-summary.pdf');
    const { text } = client;
    expect(text).toContain(squeeze('Client summary'));
    expect(text).toContain(squeeze(`Prepared for ${CLIENT}`));
    expect(text).toContain(squeeze(`Prepared by ${AGENT} on ${today()}`));
    // The profile as entered and as read, without the health text (the client's copy leaves the
    // office: the health details go on it only when ticked), and no score or range.
    expect(text).toContain(squeeze('Coverage amount$20,000'));
    expect(text).toContain(squeeze('Tobacco, as read'));
    expect(text).not.toContain(squeeze('heart attack 18 months ago'));
    expect(text).not.toContain(squeeze('Conditions, as read'));
    expect(text).not.toContain(squeeze('Score'));
    // The two products compared, with the benefit and its waiting period, the class and the premium.
    expect(text).toContain(squeeze('Products compared (2)'));
    for (const offer of cheapest) {
      expect(text).toContain(squeeze(offer.name));
      expect(text).toContain(squeeze(benefit(offer)));
      expect(text).toContain(squeeze(`${money(offer.quote!.monthly)}/mo`));
      expect(text).toContain(squeeze(`a year for ${money(offer.quote!.amount).replace('.00', '')}`));
    }
    expect(cheapest.map((o) => o.tier)).toContain('graded');
    expect(text).toContain(squeeze('Graded: part of the benefit in the first 2 years, full after'));
    expect(text).toContain('StandardTobacco');
    expect(text).toContain(squeeze('Premiums are illustrations'));
    // No declines on the client's copy.
    expect(text).not.toContain(squeeze('Not offered'));
    for (const reason of new Set(declined.map((d) => d.reason))) expect(text).not.toContain(squeeze(reason));
    expect(client.pages).toBe(1);
    expectPagesFilled(client);

    // The agent's copy of the top five (nothing chosen to compare): the products not offered too.
    for (const i of [0, 1]) {
      await boxes.nth(i).focus();
      await page.keyboard.press('Space');
    }
    const top = byPremium.slice(0, 5);
    const agent = await printSummary(page, { client: CLIENT, agent: AGENT, copy: 'agent' }, 'client-summary-agent.pdf');
    expect(agent.text).toContain(squeeze(`Prepared for ${CLIENT}`));
    expect(agent.text).toContain(squeeze(`Prepared by ${AGENT} on ${today()}`));
    expect(agent.text).toContain(squeeze('Agent copy, with the products not offered'));
    expect(agent.text).toContain(squeeze(`Top products (${top.length})`));
    for (const offer of top) {
      expect(agent.text).toContain(squeeze(offer.name));
      expect(agent.text).toContain(squeeze(benefit(offer)));
    }
    // Every decline's reason and product, and the illustration note.
    expect(agent.text).toContain(squeeze(`Not offered (${declined.length})`));
    for (const reason of new Set(declined.map((d) => d.reason))) expect(agent.text).toContain(squeeze(reason));
    for (const d of declined) expect(agent.text).toContain(squeeze(`${d.name} (${d.carrierName})`));
    expect(agent.text).toContain(squeeze('Premiums are illustrations'));
    // The agent's copy has the health text, as entered and as read.
    expect(agent.text).toContain(squeeze('heart attack 18 months ago'));
    expect(agent.text).toContain(squeeze('Conditions, as read'));
    expect(agent.pages).toBeLessThanOrEqual(2);
    expectPagesFilled(agent);

    for (const { text: printedText } of [client, agent]) {
      // Nothing of the screen: no navigation, no form, no buttons, no dialog.
      for (const absent of ['Search Products', 'Admin Panel', 'Find Insurance Products', 'Print summary', 'View Full Details', 'Health Information', 'Print a client summary']) {
        expect(printedText).not.toContain(squeeze(absent));
      }
    }
    // The names were never stored nor sent.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
    for (const name of [CLIENT, AGENT]) {
      expect(stored).not.toContain(name);
      expect(sent.join('\n')).not.toContain(name);
      expect(sent.join('\n')).not.toContain(encodeURIComponent(name));
    }
    expect(problems).toEqual([]);
    const pageFill = (pdf: Pdf) => pdf.fill.map((f) => `${Math.round(f * 100)}%`).join(', ');
    console.log(`Client copy: ${client.pages} page(s) (${pageFill(client)}); agent copy: ${agent.pages} page(s) (${pageFill(agent)}); in test-results/`);
    await page.close();
  });
});
