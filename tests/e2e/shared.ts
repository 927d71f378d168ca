/** The production server and the browser every e2e file shares (started by tests/e2e/setup.ts). */
import { afterAll, beforeAll, inject } from 'vitest';
import { chromium } from 'playwright-core';
import type { Production } from '../support/production';
import { openSlow, type Opened, type OpenSlowOptions } from './openSlow';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** This file's connection to the shared browser, and the server's address; `close` disconnects only. */
export async function sharedProduction(): Promise<Production> {
  const browser = await chromium.connect(inject('browserEndpoint'));
  return { base: inject('productionBase'), browser, close: () => browser.close() };
}

/**
 * A file's connection, made before its tests and closed after them, and its quick user's pages:
 * `open(path)` is `openSlow` on a phone (4x slower CPU) unless a viewport or options say otherwise.
 */
export function connectedProduction(): { readonly production: Production; readonly base: string; open: (path: string, viewport?: { width: number; height: number }, options?: OpenSlowOptions) => Promise<Opened> } {
  let production: Production | undefined;
  beforeAll(async () => {
    production = await sharedProduction();
  });
  afterAll(() => production?.close());
  const connected = () => {
    if (!production) throw new Error('No connection to the shared browser yet: use it inside a test.');
    return production;
  };
  return {
    get production() {
      return connected();
    },
    get base() {
      return connected().base;
    },
    open: (path, viewport = PHONE, options = {}) => openSlow(connected(), path, viewport, options),
  };
}
