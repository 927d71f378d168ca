/**
 * Vitest's global setup for the e2e files: one production server over the build and one browser,
 * shared by every file (each connects its own client to the browser), stopped when they are done.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, MISSING_CHROMIUM, chromiumEnv, findChromium } from '../support/chromium';
import { startProductionServer } from '../support/production';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production server: `http://127.0.0.1:<port>`. */
    productionBase: string;
    /** Where the shared browser listens for Playwright clients. */
    browserEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(MISSING_CHROMIUM);
  const server = await startProductionServer();
  const browser = await chromium.launchServer({ executablePath, args: CHROMIUM_ARGS, env: chromiumEnv(), host: '127.0.0.1' });
  project.provide('productionBase', server.base);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.close();
  };
}
