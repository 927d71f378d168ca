/**
 * Playwright's global setup for the story pass: the built Storybook served on loopback, every story's
 * settings read from its preview once, and both handed to the workers (an address and a file).
 * Stops at once, with one clear line, when there is no build, no browser, or a browser whose pixels
 * are not the baselines' (another Chromium draws some things differently).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { MISSING_CHROMIUM, STORY_CHROMIUM_ARGS, chromiumEnv, chromiumVersion, findChromium, visualBrowserMismatch } from '../support/chromium.ts';
import { serveStatic } from '../support/staticServer.ts';
import { collectStories, type IndexEntry } from './preview.ts';
import { readDurations, slowestFirst } from './durations.ts';
import { CASES_FILE, STORYBOOK_DIR } from './paths.ts';

export default async function setup(): Promise<() => Promise<void>> {
  if (!existsSync(join(STORYBOOK_DIR, 'index.json'))) {
    throw new Error(`No static Storybook in ${STORYBOOK_DIR}: run \`npm run build-storybook\` first.`);
  }
  const executablePath = findChromium();
  if (!executablePath) throw new Error(MISSING_CHROMIUM);
  const mismatch = visualBrowserMismatch(chromiumVersion(executablePath));
  if (mismatch) throw new Error(mismatch);

  const server = await serveStatic(STORYBOOK_DIR);
  const index = JSON.parse(readFileSync(join(STORYBOOK_DIR, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  const browser = await chromium.launch({ executablePath, args: STORY_CHROMIUM_ARGS, env: chromiumEnv() });
  try {
    const page = await browser.newPage();
    const cases = slowestFirst(await collectStories(page, server.base, Object.values(index.entries)), readDurations());
    if (cases.length === 0) throw new Error(`The Storybook in ${STORYBOOK_DIR} has no stories.`);
    mkdirSync(dirname(CASES_FILE), { recursive: true });
    writeFileSync(CASES_FILE, JSON.stringify(cases, null, 1));
    const a11y = cases.filter((story) => story.checksA11y).length;
    const pixels = cases.filter((story) => story.comparesPixels).length;
    console.log(`Story pass: ${cases.length} stories, each played; ${a11y} with the accessibility check; ${pixels} compared by pixels.`);
  } finally {
    await browser.close();
  }
  process.env.STORYBOOK_URL = server.base;
  process.env.STORY_CASES = resolve(CASES_FILE);
  return () => server.close();
}
