/** A quick user's page: a new context on a CPU four times slower, requested but not waited for. Shared by the e2e files that act at once. */
import type { BrowserContext, Page, Route } from 'playwright-core';
import type { Production } from '../support/production';

export interface Opened {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors and React's hydration complaints. */
  problems: string[];
}

export interface OpenSlowOptions {
  javaScriptEnabled?: boolean;
  /** The app's code is answered only once the test calls release(page). */
  holdScripts?: boolean;
  /** Run in every document of the page before its own scripts (page.addInitScript), with `initArg` when given. */
  initScript?: ((arg: never) => void) | (() => void);
  initArg?: unknown;
  /**
   * How many times slower the page's CPU runs (default 4, a phone). Each flow has at least one test
   * at 4x acting as soon as the screen shows; a test of what a path keeps or clears, not of timing,
   * may run at 1 and leave the two cores to the rest of the test command.
   */
  cpuSlowdown?: number;
}

const releases = new WeakMap<Page, () => Promise<void>>();

export async function openSlow(on: Production, path: string, viewport = { width: 390, height: 844 }, options: OpenSlowOptions = {}): Promise<Opened> {
  const { holdScripts, initScript, initArg, cpuSlowdown = 4, ...contextOptions } = options;
  const context = await on.browser.newContext({ viewport, ...contextOptions });
  const page = await context.newPage();
  if (holdScripts) {
    // The app's code (React, the shell, the screens) is answered only once the test calls
    // release(page); the page's entry (and the runtime it imports) runs as it would.
    const held: Route[] = [];
    let released = false;
    await page.route(/\/assets\/(?!index-|rolldown-runtime-)[^/]*\.js$/, (route) => (released ? route.continue() : void held.push(route)));
    releases.set(page, async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    });
  }
  if (initScript) await page.addInitScript(initScript as (arg: unknown) => void, initArg);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error|Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  if (options.javaScriptEnabled !== false && cpuSlowdown !== 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  // `commit`: the test goes on as soon as the answer starts; each test then waits for what it needs.
  // No time limit of its own (30 s by default): on a busy machine six pages opening together take
  // longer to answer, and the test's own timeout is what finds a hang.
  await page.goto(on.base + path, { waitUntil: 'commit', timeout: 0 });
  return { page, context, problems };
}

/** Lets the scripts held back by `openSlow(…, { holdScripts: true })` through. */
export async function release(page: Page): Promise<void> {
  await releases.get(page)?.();
}
