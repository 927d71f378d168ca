/**
 * The production build as a user gets it: the real server over `dist/` on loopback, and the pinned
 * Chromium (tests/support/chromium.ts). Shared by the e2e tests and the browser benchmarks; the caller closes it.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createApp } from '../../server/app';
import { startServer } from '../../server/server';
import { warmUpSearch } from '../../src/api/search';
import type { RenderPostedSearch } from '../../server/postedSearch';
import type { RenderLookupPage } from '../../server/lookupPage';
import { CHROMIUM_ARGS, MISSING_CHROMIUM, chromiumEnv, findChromium } from './chromium';

export interface Production {
  /** `http://127.0.0.1:<port>`. */
  base: string;
  browser: Browser;
  close(): Promise<void>;
}

export interface ProductionServer {
  /** `http://127.0.0.1:<port>`. */
  base: string;
  close(): Promise<void>;
}

/** The real server over the build, on a free loopback port, with its log silenced. */
export async function startProductionServer(distDir = 'dist', renderDir = 'dist-server/render'): Promise<ProductionServer> {
  if (!existsSync(`${distDir}/index.html`)) throw new Error(`No build in ${distDir}/: run \`npm run build\` first.`);
  // The app's server-side render from the same build, as server/index.ts loads it: it answers a
  // search form posted before or without JavaScript, and a lookup's address.
  const renderModule = resolve(renderDir, 'prerender.js');
  if (!existsSync(renderModule)) throw new Error(`No server-side render in ${renderDir}/: run \`npm run build\` first.`);
  const { renderPostedSearch, renderLookupPage } = (await import(pathToFileURL(renderModule).href)) as { renderPostedSearch: RenderPostedSearch; renderLookupPage: RenderLookupPage };
  // The production server itself (its limits, its fairness).
  const server = startServer({ fetch: createApp({ distDir, renderPostedSearch, renderLookupPage }).fetch, port: 0, hostname: '127.0.0.1', log: () => {} });
  // As server/index.ts does: one sample search, so the first search a test makes runs warm code.
  const listening = await server.listening;
  await warmUpSearch();
  return { base: `http://127.0.0.1:${listening.port}`, close: async () => void (await server.shutdown('tests over')) };
}

/** The pinned Chromium with the lockfile's fonts. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(MISSING_CHROMIUM);
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, env: chromiumEnv() });
}

/** The server and a browser of its own, for one script (the browser benchmarks). */
export async function startProduction(distDir = 'dist', renderDir = 'dist-server/render'): Promise<Production> {
  const server = await startProductionServer(distDir, renderDir);
  const browser = await launchChromium();
  return {
    base: server.base,
    browser,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * Waits until React owns the prerendered page's content (the first control or link in `main`
 * carries React's props; a lazy screen hydrates after the shell): what is typed before that is typed
 * into plain HTML, and a submit or a link is the browser's own.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('main button, main input, main a') ?? {}).some((key) => key.startsWith('__reactProps')),
  );
}
