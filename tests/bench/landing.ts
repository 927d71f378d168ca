/**
 * Where the page lands on a phone (390 × 844, touch, 4x slower CPU), against the production build
 * behind the real server on loopback: `npx tsx tests/bench/landing.ts` (after `npm run build`).
 *
 * For each profile, BENCH_LANDING_RUNS runs (default 3), each in a fresh page: the form filled once
 * the app owns it, "Find Insurance Products" pressed, then, once the page has stopped moving:
 * - after the search: the y of the results' heading and of the first offer's name, tier badge and
 *   premium in the viewport (on the first screen when 0 ≤ y and the bottom ≤ 844), and whether the
 *   form's fields are still in sight (folded or not);
 * - after a reload: the y of the results' heading (0: the top of the screen; thousands: the page
 *   opened at its top, under the form).
 * Every y is on the screen the person sees (the visual viewport), which on a phone can sit below
 * the top of the layout viewport after a reload.
 * Medians of the runs. It measures; it does not judge. (Kept apart from glance.ts, whose runs time
 * the search and the views.)
 */
import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startProduction } from '../support/production';
import { median } from './stats';

const RUNS = Number(process.env.BENCH_LANDING_RUNS ?? 3);
const PHONE = { width: 390, height: 844 };

interface Client {
  name: string;
  /** The form's fields by their `name`, as typed; radios by value. */
  fields: Record<string, string>;
  radios: Record<string, string>;
}

const CLIENTS: readonly Client[] = [
  {
    name: '68F final expense, three drugs (two asked about), $15,000',
    fields: { age: '68', height: `5'4"`, weight: '190', medications: 'Metformin 500mg\nLisinopril 10mg\nSeroquel 50mg', medicalConditions: 'Type 2 diabetes 2015', coverageAmount: '15000' },
    radios: { coverageKind: 'final-expense', gender: 'female' },
  },
  {
    name: 'healthy 45M, $250,000, 20 years',
    fields: { age: '45', height: `5'10"`, weight: '180', coverageAmount: '250000' },
    radios: { gender: 'male', termYears: '20' },
  },
];

async function fill(page: Page, client: Client) {
  for (const [name, value] of Object.entries(client.radios)) await page.locator(`main form input[name="${name}"][value="${value}"]`).check({ force: true });
  for (const [name, value] of Object.entries(client.fields)) await page.locator(`main form [name="${name}"]`).fill(value);
}

/** Resolves once the page's scroll position has held for five frames. */
const SETTLED = `new Promise((resolve) => {
  let last = NaN, same = 0;
  const step = () => { same = scrollY === last ? same + 1 : 0; last = scrollY; same >= 5 ? resolve() : requestAnimationFrame(step); };
  requestAnimationFrame(step);
})`;

/** The results' heading and the first offer's parts, as y in the viewport. */
const WHERE = `(() => {
  // On the screen: a phone's visual viewport can sit below the layout viewport's top (Chromium restores both on a reload).
  const shown = visualViewport ? visualViewport.offsetTop : 0;
  const y = (el) => (el ? Math.round(el.getBoundingClientRect().top - shown) : NaN);
  const bottom = (el) => (el ? Math.round(el.getBoundingClientRect().bottom - shown) : NaN);
  const heading = [...document.querySelectorAll('h2')].find((h) => / Products? Found$/.test(h.textContent ?? ''));
  const card = [...document.querySelectorAll('section[aria-label="Search results"] article')].find((a) => a.checkVisibility());
  const tier = card && [...card.querySelectorAll('span')].find((s) => /^(Level|Graded|Modified) benefit$|^Guaranteed issue$/.test(s.textContent ?? ''));
  const premium = card?.querySelector('[data-quote]');
  return {
    heading: y(heading),
    name: y(card?.querySelector('h3')),
    tier: y(tier),
    premium: y(premium),
    premiumBottom: bottom(premium),
    formInSight: document.querySelector('main form input[name="age"]')?.checkVisibility() ?? false,
  };
})()`;

interface Where {
  heading: number;
  name: number;
  tier: number;
  premium: number;
  premiumBottom: number;
  formInSight: boolean;
}

async function landedAt(page: Page): Promise<Where> {
  await page.waitForFunction(() => [...document.querySelectorAll('h2')].some((h) => / Products? Found$/.test(h.textContent ?? '')), undefined, { timeout: 30_000 });
  // Time for the screen to land (its code, the results' first paint, the browser's own restoring).
  await page.waitForTimeout(1500);
  await page.evaluate(SETTLED);
  return (await page.evaluate(WHERE)) as Where;
}

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('No build in dist/: run `npm run build` first.');
  const production = await startProduction();
  try {
    for (const client of CLIENTS) {
      const searched: Where[] = [];
      const reloaded: Where[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await production.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        await page.goto(`${production.base}/search`);
        await page.waitForFunction(() => [...document.querySelectorAll('main form input, main form textarea, main form button')].every((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))));
        await fill(page, client);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.getByRole('button', { name: 'Find Insurance Products' }).click();
        searched.push(await landedAt(page));
        await page.reload();
        reloaded.push(await landedAt(page));
        await context.close();
      }
      const m = (pick: (w: Where) => number, of: Where[]) => median(of.map(pick));
      const firstScreen = searched.filter((w) => w.name >= 0 && w.tier >= 0 && w.premiumBottom <= PHONE.height).length;
      console.log(
        [
          `phone ${client.name} (median of ${RUNS}, CPU 4x)`,
          `    after the search: heading at ${m((w) => w.heading, searched)} px; first offer's name ${m((w) => w.name, searched)} px, tier ${m((w) => w.tier, searched)} px, premium ${m((w) => w.premium, searched)}–${m((w) => w.premiumBottom, searched)} px; on the first screen in ${firstScreen} of ${RUNS}; form's fields shown (not folded) in ${searched.filter((w) => w.formInSight).length} of ${RUNS}`,
          `    after a reload: heading at ${m((w) => w.heading, reloaded)} px (runs: ${reloaded.map((w) => w.heading).join(', ')})`,
        ].join('\n'),
      );
    }
  } finally {
    await production.close();
  }
}

await main();
