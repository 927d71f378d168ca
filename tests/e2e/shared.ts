/** The production server and the browser every e2e file shares (started by tests/e2e/setup.ts). */
import { inject } from 'vitest';
import { chromium } from 'playwright-core';
import type { Production } from '../support/production';

/** This file's connection to the shared browser, and the server's address; `close` disconnects only. */
export async function sharedProduction(): Promise<Production> {
  const browser = await chromium.connect(inject('browserEndpoint'));
  return { base: inject('productionBase'), browser, close: () => browser.close() };
}
