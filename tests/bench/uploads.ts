/**
 * How long the admin's "Upload Documents" tab takes to render a long upload list, in the production
 * build in Chromium (`npm run bench:uploads`; run `npm run build` first).
 *
 * The session holds 5,000 agent-guide records (BENCH_UPLOADS to change it). Two timings, median of
 * BENCH_RUNS (7) each, on a fresh page every run:
 *  - tab switch: from the click on "Upload Documents" (coming from "Spreadsheet Data") to the frame
 *    after the first row is in the document;
 *  - page load: from navigation start to the first row of /admin?tab=upload painted.
 * Aim: the tab renders in under 200 ms. Exit code 0 either way; the aim is reported as PASS/MISS.
 */
import { startProduction } from '../support/production';
import { initialUploads, type FileRecord } from '../../src/features/admin/files';
import { median, round } from './stats';

const COUNT = Number(process.env.BENCH_UPLOADS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const AIM_MS = 200;
const FIRST_NAME = 'Carrier bulletin 0001.pdf';


const records: FileRecord[] = Array.from({ length: COUNT }, (_, i) => ({
  id: `bench-${i}`,
  name: `Carrier bulletin ${String(i + 1).padStart(4, '0')}.pdf`,
  type: 'application/pdf',
  size: 40_960 + i * 97,
  uploadedAt: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString(),
}));
const session = JSON.stringify({ ...initialUploads, agentGuides: records });

/** Seeds the session before the app reads it (a string: the runner's helpers do not exist in the page). */
const seed = `sessionStorage.setItem('navigator.admin.uploads.v1', ${JSON.stringify(session)});
new MutationObserver((_, observer) => {
  if (![...document.querySelectorAll('tbody th[scope=row]')].some((cell) => cell.textContent === ${JSON.stringify(FIRST_NAME)})) return;
  observer.disconnect();
  requestAnimationFrame(() => setTimeout(() => { window.__firstRowPaintedAt = performance.now(); }, 0));
}).observe(document, { subtree: true, childList: true, characterData: true });`;

/** Resolves with ms from the click to the frame after the first row appears. */
const TAB_SWITCH = `new Promise((resolve) => {
  const found = () => [...document.querySelectorAll('tbody th[scope=row]')].some((cell) => cell.textContent === ${JSON.stringify(FIRST_NAME)});
  const tab = [...document.querySelectorAll('[role=tab]')].find((t) => t.textContent.trim() === 'Upload Documents');
  const start = performance.now();
  const observer = new MutationObserver(() => {
    if (!found()) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  tab.click();
})`;

const production = await startProduction();
const { base, browser } = production;

const tabSwitch: number[] = [];
const pageLoad: number[] = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    // The measuring scripts are strings evaluated in the page, which the app's CSP (rightly) forbids.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await context.addInitScript(seed);
    const page = await context.newPage();
    await page.goto(`${base}/admin?tab=spreadsheets`);
    await page.getByRole('heading', { name: 'Google Spreadsheet Connections' }).waitFor();
    tabSwitch.push((await page.evaluate(TAB_SWITCH)) as number);
    await expectRows(page);

    await page.goto(`${base}/admin?tab=upload`);
    // performance.now() counts from the navigation's start.
    pageLoad.push((await (await page.waitForFunction('window.__firstRowPaintedAt')).jsonValue()) as number);
    await context.close();
  }
} finally {
  await production.close();
}

async function expectRows(page: import('playwright-core').Page) {
  const rows = await page.getByRole('row').count();
  // Three tables: ten agent guides, two training materials, five product documents, plus headers.
  if (rows !== 3 + 10 + 2 + 5) throw new Error(`Expected one page of rows per table, found ${rows} rows`);
}

const tab = median(tabSwitch);
console.log(`Upload Documents tab with ${COUNT.toLocaleString('en-US')} records (${RUNS} runs, median):`);
console.log(`  tab switch to painted: ${round(tab)} ms  (runs: ${tabSwitch.map((ms) => Math.round(ms)).join(', ')})  ${tab < AIM_MS ? 'PASS' : 'MISS'} (aim < ${AIM_MS} ms)`);
console.log(`  page load to painted:  ${round(median(pageLoad))} ms  (runs: ${pageLoad.map((ms) => Math.round(ms)).join(', ')})`);
