/**
 * Five agents' scenarios, walked in the production build as an agent would, on a 390 px phone and a
 * 1280 px desktop: the form filled, the search run, then what the results page measures (its height,
 * with every card rendered) and the first three offers as shown (name, carrier, the premium line).
 * `npm run bench:scenarios` (after `npm run build`). It reports; it never fails on a number.
 *
 * The fields the form has are filled; a scenario's term or budget is skipped on a form without them,
 * so the same script measured the screen before and after the quoting work (issue 26).
 */
import { startProduction, untilHydrated } from '../support/production';
import type { Page } from 'playwright-core';

interface Scenario {
  name: string;
  age: string;
  gender: 'Male' | 'Female' | 'Other';
  height: string;
  weight: string;
  smoker?: boolean;
  medications?: string;
  conditions?: string;
  amount: string;
  term?: string;
}

export const SCENARIOS: Scenario[] = [
  { name: '45F, 20-year term, $500k, lisinopril', age: '45', gender: 'Female', height: "5'5''", weight: '150', medications: 'lisinopril 10 mg', amount: '$500,000', term: '20' },
  { name: '67M smoker, insulin, stent, $15k', age: '67', gender: 'Male', height: "5'10''", weight: '200', smoker: true, medications: 'insulin glargine', conditions: 'type 2 diabetes\ncoronary stent 2021', amount: '$15,000' },
  { name: '78F COPD on oxygen, $10k', age: '78', gender: 'Female', height: "5'4''", weight: '140', medications: 'Spiriva\nhome oxygen', conditions: 'COPD on oxygen', amount: '$10,000' },
  { name: '55M AFib on Eliquis, sleep apnea, $250k', age: '55', gender: 'Male', height: "5'11''", weight: '210', medications: 'Eliquis 5 mg', conditions: 'atrial fibrillation\nsleep apnea, uses CPAP', amount: '$250,000' },
  { name: '72 Other, breast cancer 2016, $20k', age: '72', gender: 'Other', height: "5'6''", weight: '160', conditions: 'breast cancer 2016, in remission', amount: '$20,000' },
];

async function fill(page: Page, s: Scenario) {
  await page.getByRole('textbox', { name: /^Age/ }).fill(s.age);
  await page.getByRole('radio', { name: s.gender, exact: true }).check({ force: true });
  await page.getByRole('textbox', { name: /^Height/ }).fill(s.height);
  await page.getByRole('textbox', { name: /^Weight/ }).fill(s.weight);
  if (s.smoker) await page.getByRole('checkbox', { name: 'Smoker' }).check({ force: true });
  await page.getByRole('textbox', { name: 'Medications' }).fill(s.medications ?? '');
  await page.getByRole('textbox', { name: 'Medical Conditions' }).fill(s.conditions ?? '');
  await page.getByRole('textbox', { name: 'Coverage amount' }).fill(s.amount);
  if (s.term) {
    const term = page.getByRole('radio', { name: `${s.term} years`, exact: true });
    if ((await term.count()) > 0) await term.check({ force: true });
  }
}

async function measure(page: Page) {
  return page.evaluate(() => {
    const section = document.querySelector('section[aria-label="Search results"]');
    const cards = [...document.querySelectorAll('section[aria-label="Search results"] article')].slice(0, 3);
    return {
      results: Math.round(section?.getBoundingClientRect().height ?? 0),
      page: document.documentElement.scrollHeight,
      heading: [...document.querySelectorAll('section[aria-label="Search results"] h2')].map((h) => h.textContent ?? '').find((t) => /Products Found/.test(t)) ?? '',
      first: cards.map((card) => {
        const name = card.querySelector('h3')?.textContent ?? '';
        const carrier = card.querySelector('h3 + p')?.textContent ?? '';
        const quote = [...card.querySelectorAll('p')].map((p) => p.textContent ?? '').find((t) => /\/mo|Does not offer/.test(t)) ?? '';
        return `${name} (${carrier}): ${quote}`;
      }),
    };
  });
}

async function main() {
  const production = await startProduction();
  try {
    for (const s of SCENARIOS) {
      console.log(`\n## ${s.name}`);
      for (const width of [390, 1280]) {
        const page = await production.browser.newPage({ viewport: { width, height: 900 } });
        await page.goto(`${production.base}/search`);
        await untilHydrated(page);
        await fill(page, s);
        await page.getByRole('button', { name: 'Find Insurance Products' }).click();
        await page.getByRole('heading', { name: /Products Found/ }).waitFor({ timeout: 10_000 });
        // Every card, the declines and the footnote rendered.
        await page.waitForFunction(() => !document.querySelector('section[aria-label="Search results"] [aria-busy="true"]'));
        await page.waitForTimeout(300);
        const m = await measure(page);
        console.log(`${width} px: results ${m.results} px, page ${m.page} px, "${m.heading}"`);
        if (width === 1280) m.first.forEach((line, i) => console.log(`  ${i + 1}. ${line.replace(/\s+/g, ' ')}`));
        // The compact list, where the screen has one.
        const list = page.getByRole('radio', { name: 'List', exact: true });
        if ((await list.count()) > 0) {
          await list.check({ force: true });
          await page.getByRole('table').first().waitFor();
          await page.waitForTimeout(300);
          const l = await measure(page);
          console.log(`${width} px, as a list: results ${l.results} px, page ${l.page} px`);
          if (process.env.SCENARIO_SHOTS) await page.screenshot({ path: `${process.env.SCENARIO_SHOTS}/${SCENARIOS.indexOf(s) + 1}-${width}-list.png`, fullPage: false });
        }
        await page.close();
      }
    }
  } finally {
    await production.close();
  }
}

await main();
