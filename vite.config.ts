import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, findChromium } from './tests/support/chromium.ts';

const browser = (viewport = { width: 1280, height: 800 }) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    // Larger than any story viewport, so the test iframe is never scaled down in screenshots.
    contextOptions: {
      viewport: { width: 1600, height: 1200 },
      deviceScaleFactor: 1,
      locale: 'en-US',
      timezoneId: 'UTC',
      reducedMotion: 'reduce',
    },
  }),
  instances: [{ browser: 'chromium' as const }],
  viewport,
});

// Heavy dependencies pre-bundled up front, so Vite never re-optimises in the middle of a browser run.
const optimizeDeps = {
  include: [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'react-aria-components',
    'react-router-dom',
    'jotai',
    'jotai/utils',
    'zod',
    'msw',
    'msw/browser',
    'msw-storybook-addon/csf3',
    '@vanilla-extract/recipes/createRuntimeFn',
    'storybook/test',
    'storybook/actions',
    '@storybook/react-vite',
    '@storybook/addon-a11y/preview',
  ],
  entries: ['stories/**/*.stories.tsx', 'src/**/*.tsx', 'tests/visual/**/*.tsx'],
};

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  optimizeDeps,
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook', tags: { exclude: ['skip-test'] } })],
        test: {
          name: 'storybook',
          globalSetup: ['tests/support/require-chromium.ts'],
          browser: browser(),
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'visual',
          include: ['tests/visual/**/*.test.tsx'],
          globalSetup: ['tests/support/require-chromium.ts'],
          testTimeout: 30_000,
          browser: {
            ...browser(),
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Tolerates the ±1 anti-aliasing noise of software rendering; any visible change still fails.
                comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 0 },
              },
            },
          },
        },
      },
    ],
  },
});
