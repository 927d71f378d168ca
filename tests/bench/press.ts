/**
 * A press before the app owns the page, on a phone (Chromium, 390 × 844, touch, 4x slower CPU,
 * Lighthouse's slow 4G): how long from the press to its acknowledgement (the first frame in which
 * the pressed control looks different: the busy mark's bar and sheen) and to its action (the next
 * page's first paint for a link, the form's messages painted for a search pressed on an empty form).
 * `npm run bench:press` (after `npm run build`); BENCH_PRESS_RUNS runs a case (default 5);
 * BENCH_PRESS_DIST and BENCH_PRESS_RENDER measure another build (an older commit's dist/ and
 * dist-server/render). Only presses made before the app owned the control count (each run says).
 * It measures; it does not judge.
 */
import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startProduction } from '../support/production';
import { median, round } from './stats';

const RUNS = Number(process.env.BENCH_PRESS_RUNS ?? 5);
const DIST = process.env.BENCH_PRESS_DIST ?? 'dist';
const RENDER = process.env.BENCH_PRESS_RENDER ?? 'dist-server/render';
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * In every document, from its first script: the press (its time on the shared clock, whether the app
 * owned the control, the control's look), the first frame after it in which the control looks
 * different, and the first frame showing the action, each kept in the tab's session (a link's action
 * is painted by the next document). As a string: tsx's helpers do not exist in the page.
 */
const WATCH = `(() => {
  const now = () => performance.timeOrigin + performance.now();
  const owned = (e) => Object.keys(e).some((k) => k.indexOf('__reactProps$') === 0);
  const look = (e) => { const s = getComputedStyle(e); return [s.boxShadow, s.backgroundImage, s.backgroundColor, s.color, s.opacity].join('|'); };
  const keep = (key, value) => { if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, JSON.stringify(value)); };
  const afterFrame = (then) => requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = then; c.port2.postMessage(null); });
  const acted = () => /tab=training/.test(location.search) ? !!document.querySelector('[role="tab"][aria-selected="true"][href*="training"]') : /Age is required|\\d+ Products? Found/.test(document.body.textContent || '');
  let control = null, before = '';
  addEventListener('pointerdown', (event) => {
    control = event.target.closest('a[href], button');
    if (!control || sessionStorage.getItem('__press')) return;
    before = look(control);
    keep('__press', { at: performance.timeOrigin + event.timeStamp, owned: owned(control) });
    const frame = () => afterFrame(() => {
      if (!control.isConnected) return;
      if (look(control) !== before) keep('__ack', now()); else frame();
    });
    frame();
  }, true);
  const watchActed = () => {
    if (acted()) return afterFrame(() => keep('__acted', now()));
    new MutationObserver((_, observer) => { if (acted()) { observer.disconnect(); afterFrame(() => keep('__acted', now())); } }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watchActed); else watchActed();
})();`;

interface Case {
  name: string;
  path: string;
  /** Gets the page ready and gives the control to press. */
  prepare(page: Page): Promise<string>;
}

const CASES: Case[] = [
  {
    name: '/admin: the AI Training tab (a link)',
    path: '/admin',
    prepare: async () => '[role="tab"][href*="training"]',
  },
  {
    // On the empty form, pressed as soon as it shows (typing first took past hydration): the action
    // is the form's messages.
    name: '/search: Find Insurance Products (a submit, empty form)',
    path: '/search',
    prepare: async () => 'form button[type="submit"]',
  },
];

async function main() {
  if (!existsSync(`${DIST}/index.html`)) throw new Error(`No build in ${DIST}/: run \`npm run build\` first.`);
  const production = await startProduction(DIST, RENDER);
  const rows: string[] = [];
  try {
    for (const c of CASES) {
      const acks: number[] = [];
      const acts: number[] = [];
      let noSign = 0;
      for (let run = 0; run < RUNS; run++) {
        const context = await production.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
        await page.addInitScript(WATCH);
        await page.goto(production.base + c.path, { waitUntil: 'commit' });
        await page.locator('main h1').waitFor();
        const selector = await c.prepare(page);
        const point = await page.evaluate(`(() => { const e = document.querySelector(${JSON.stringify(selector)}); e.scrollIntoView({ block: 'center', behavior: 'instant' }); const r = e.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()`);
        const { x, y } = point as { x: number; y: number };
        await page.touchscreen.tap(x, y);
        let kept: { press?: { at: number; owned: boolean }; ack?: number; acted?: number } = {};
        for (const until = Date.now() + 60_000; Date.now() < until && kept.acted === undefined; await new Promise((r) => setTimeout(r, 100))) {
          kept = await page
            .evaluate(`(() => { const read = (key) => JSON.parse(sessionStorage.getItem(key) || 'null') ?? undefined; return { press: read('__press'), ack: read('__ack'), acted: read('__acted') }; })()`)
            .then((value) => value as typeof kept)
            .catch(() => kept);
        }
        await context.close();
        const { press, ack, acted } = kept;
        if (!press || acted === undefined) {
          console.log(`${c.name} run ${run + 1}: ${press ? 'not acted on within 60 s' : 'the press never reached the page'}`);
          continue;
        }
        if (press.owned) {
          console.log(`${c.name} run ${run + 1}: pressed after the app owned the control (not counted)`);
          continue;
        }
        // No change of look before the action: the action is the first sign the press was taken.
        const shown = ack !== undefined && ack <= acted ? ack : acted;
        if (ack === undefined || ack > acted) noSign++;
        acks.push(shown - press.at);
        acts.push(acted - press.at);
        console.log(`${c.name} run ${run + 1}: acknowledged ${round(shown - press.at)} ms${ack === undefined || ack > acted ? ' (no sign before the action)' : ''}, acted ${round(acted - press.at)} ms`);
      }
      rows.push(`  ${c.name}: press → acknowledged ${acks.length ? round(median(acks)) : '–'} ms, press → acted ${acts.length ? round(median(acts)) : '–'} ms (median of ${acks.length} presses before hydration; ${noSign} with no sign before the action)`);
    }
  } finally {
    await production.close();
  }
  console.log(`\nA press before the app owns the page, on a phone (390 px, 4x CPU, slow 4G), build ${DIST}:`);
  for (const row of rows) console.log(row);
}

await main();
