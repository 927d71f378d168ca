/**
 * The story pass: every story of the built Storybook (the build designers open and Chromatic
 * uploads), each story shown in the preview at its own viewport in the pinned Chromium; its play, its
 * accessibility check and its screenshot, once. `npm run test:published` (after
 * `npm run build-storybook`); `-- --update-snapshots` rewrites the baselines on purpose.
 */
import { defineConfig } from 'playwright/test';
import { STORY_CHROMIUM_ARGS, chromiumEnv, findChromium } from '../support/chromium.ts';

export default defineConfig({
  testDir: '.',
  testMatch: 'stories.spec.ts',
  globalSetup: './setup.ts',
  outputDir: '../../test-results/stories',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // Two cores: a worker each. Stories are independent, so files need not run in order.
  workers: Number(process.env.STORY_WORKERS ?? 2),
  fullyParallel: true,
  // A story that has not finished in this long has hung, however busy the machine.
  timeout: 120_000,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['dot'], ['html', { open: 'never', outputFolder: '../../test-results/stories-report' }]] : [['list'], ['html', { open: 'never', outputFolder: '../../test-results/stories-report' }]],
  expect: {
    toHaveScreenshot: {
      // Tolerates the ±1 anti-aliasing noise of software rendering; any visible change still fails.
      threshold: 0.02,
      maxDiffPixels: 0,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: STORY_CHROMIUM_ARGS, env: chromiumEnv() },
    locale: 'en-US',
    timezoneId: 'UTC',
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  },
});
