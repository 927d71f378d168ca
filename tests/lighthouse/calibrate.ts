/**
 * Lighthouse's CPU slowdown, calibrated to the machine as it is during the run. Lighthouse's mobile
 * preset slows the CPU 4× to turn a desktop into a mid-tier phone; on a machine that is busy with
 * other work, the page's tasks already run slower, and 4× more would judge a far slower phone than
 * intended: a score about the machine, not the page. So before each run the machine's speed is
 * measured the way Lighthouse measures it (its own BenchmarkIndex function, in a page of the same
 * browser), and the slowdown is scaled by how far that falls short of this project's quiet machine
 * (docs/lighthouse calibration in docs/architecture.md, "Tests"). A quiet machine gets exactly 4×,
 * and a faster one never more, so a slow page on a quiet machine still fails as it always did.
 */
import { chromium } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** Lighthouse's default mobile CPU slowdown. */
export const DEFAULT_SLOWDOWN = 4;

/**
 * The BenchmarkIndex of a quiet machine of this project's kind (2 cores): the middle of what
 * `npm run test:lighthouse` measured on idle machines on 2026-11-25 (its "machine" column: 2,499 to
 * 2,957 over three runs, the same kind of machine varying by a tenth either way). At or above it, the
 * default 4×; 2,800 / 4 = 700 is the mid-tier phone Lighthouse aims at.
 */
export const QUIET_MACHINE_INDEX = 2800;

/** Never calibrated below this: a page is always judged on at least a 1× (unslowed) machine. */
export const MIN_SLOWDOWN = 1;

/**
 * The slowdown that turns a machine measuring `index` into the same phone that 4× makes of a quiet
 * one: 4 × index / quiet, at most 4, at least 1. Rounded to a tenth, as Lighthouse reports it.
 */
export function calibratedSlowdown(index: number, quiet = QUIET_MACHINE_INDEX): number {
  if (!Number.isFinite(index) || index <= 0) return DEFAULT_SLOWDOWN;
  const scaled = (DEFAULT_SLOWDOWN * index) / quiet;
  return Math.round(Math.min(DEFAULT_SLOWDOWN, Math.max(MIN_SLOWDOWN, scaled)) * 10) / 10;
}

/** The machine's speed now, measured as Lighthouse does, in a blank page of the browser on `port`. */
export async function measureBenchmarkIndex(port: number): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    try {
      return await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
    } finally {
      await page.close();
    }
  } finally {
    // Disconnects only: the browser is Lighthouse's, started by chrome-launcher.
    await browser.close();
  }
}
