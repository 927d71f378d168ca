/**
 * Painted to interactive: on a phone (Chromium, 4x slower CPU, Lighthouse's slow 4G, 390 px), how
 * long after a page's first contentful paint every control of its form (or every control in `main`)
 * is owned by React. Before that, what a person does is kept and replayed (src/app/earlyActions.ts)
 * or answered by the server, but it is not yet the app that answers. `npm run bench:hydration`
 * (after `npm run build`); BENCH_HYDRATION_RUNS runs a page (default 5), the median reported. There is
 * no aim: the old one (every control owned within 300 ms of paint) is retired for "every press
 * acknowledged at once, none lost" (tests/bench/press.ts). It measures, it does not judge.
 */
import { existsSync } from 'node:fs';
import { startProduction } from '../support/production';
import { median, round } from './stats';

const RUNS = Number(process.env.BENCH_HYDRATION_RUNS ?? 5);
const PAGES = (process.env.BENCH_HYDRATION_PAGES ?? '/search,/admin,/').split(',');

/** Lighthouse's mobile throttling: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * Watches from the first script on, on a timer (a frame asked for before the document exists never
 * comes): the first moment every control of the page's form (or tab), else of its main, is React's.
 * It costs the page next to nothing: the controls found are kept and only those not yet owned are
 * looked at again, and the moment is said on the console, so nothing of Playwright's runs in the
 * page meanwhile (waiting with page.waitForFunction evaluated Playwright's injected script there,
 * about 100 ms of the page's main thread at 4x CPU, in the middle of the hydration it measures).
 */
const WATCH_INTERACTIVE = `
  (function () {
    var owned = function (element) { return Object.keys(element).some(function (key) { return key.indexOf('__reactProps$') === 0; }); };
    var waiting = null;
    var timer = setInterval(function () {
      if (waiting === null) {
        var controls = [...document.querySelectorAll('main form input, main form textarea, main form button, main [role="tab"]')];
        waiting = controls.length > 0 ? controls : [...document.querySelectorAll('main a, main button, main input')];
        if (waiting.length === 0) { waiting = null; return; }
      }
      waiting = waiting.filter(function (element) { return !owned(element); });
      // The page rendered afresh over the prerendered one: its controls are new elements.
      if (waiting.some(function (element) { return !element.isConnected; })) waiting = null;
      else if (waiting.length === 0) {
        clearInterval(timer);
        var fcp = performance.getEntriesByName('first-contentful-paint')[0];
        console.log('__interactive ' + performance.now() + ' ' + (fcp ? fcp.startTime : NaN));
      }
    }, 4);
  })();
`;

interface Run {
  fcp: number;
  interactive: number;
}

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('No build in dist/: run `npm run build` first.');
  const production = await startProduction();
  const results: Record<string, number[]> = {};
  try {
    for (const path of PAGES) {
      const gaps: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await production.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Network.enable');
        if (process.env.BENCH_HYDRATION_NETWORK !== 'loopback') await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
        // Watches from the first script on: the first moment every control is React's.
        // As a string: tsx names the functions it compiles with a helper the page does not have.
        await page.addInitScript(WATCH_INTERACTIVE);
        const reported = new Promise<Run>((resolve) => {
          page.on('console', (message) => {
            const [tag, interactive, fcp] = message.text().split(' ');
            if (tag === '__interactive') resolve({ interactive: Number(interactive), fcp: Number(fcp) });
          });
        });
        await page.goto(production.base + path, { waitUntil: 'commit' });
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${path}: not interactive within 60 s`)), 60_000)));
        const { fcp, interactive } = await Promise.race([reported, late]).finally(() => clearTimeout(timer));
        gaps.push(interactive - fcp);
        console.log(`${path} run ${run + 1}: first contentful paint ${round(fcp)} ms, interactive ${round(interactive)} ms, gap ${round(interactive - fcp)} ms`);
        await context.close();
      }
      results[path] = gaps;
    }
  } finally {
    await production.close();
  }
  console.log('\nPainted to interactive on a phone (4x CPU, slow 4G, 390 px), median of', RUNS);
  for (const [path, gaps] of Object.entries(results)) {
    console.log(`  ${path.padEnd(8)} ${round(median(gaps))} ms`);
  }
}

await main();
