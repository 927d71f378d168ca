import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, chromiumEnv, findChromium } from './tests/support/chromium.ts';
import { deferIntl } from './scripts/deferIntl.ts';
import LongestFirst from './tests/e2e/sequencer.ts';

const browser = (viewport = { width: 1280, height: 800 }) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS, env: chromiumEnv() },
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
    'react-aria/mergeProps',
    'react-aria/useButton',
    'react-aria/useFocusRing',
    'react-aria/useHover',
    'react-router-dom',
    'jotai',
    'jotai/utils',
    'zod',
    'zod/mini',
    'msw',
    'msw/browser',
    'msw-storybook-addon/csf3',
    '@vanilla-extract/recipes/createRuntimeFn',
    'storybook/test',
    'storybook/actions',
    '@storybook/react-vite',
    '@storybook/addon-a11y/preview',
  ],
  entries: ['stories/**/*.stories.tsx', 'src/**/*.tsx'],
};

type ModuleInfo = { importers: readonly string[]; dynamicImporters: readonly string[]; isEntry: boolean };
type ChunkContext = { getModuleInfo: (id: string) => ModuleInfo | null };

/** A package's index that re-exports all of it: importing one name from it must not pull in the rest. */
const isBarrel = (id: string) =>
  /node_modules[\\/](react-aria-components|react-aria|react-stately|@internationalized[\\/][^\\/]+)[\\/]dist[\\/](exports[\\/])?index\.m?js$/.test(id);

/** The page's entry (main.tsx), which the HTML loads. */
const isPageEntry = (info: ModuleInfo) => info.isEntry && info.dynamicImporters.length === 0;

/** The app's start (React, the router, the shell): main.tsx imports it once the page has been painted. */
const isAppStart = (id: string) => /[\\/]src[\\/]app[\\/]start\.tsx$/.test(id);

/**
 * What the entry imports itself (its stylesheet, Vite's preload helper) stays with the entry.
 * Captured before the shell, whose group would otherwise take these in as the start's dependencies
 * and make the entry import the whole shell statically, evaluating it before the first paint.
 */
function bootChunk(id: string, context: ChunkContext): string | null {
  const seen = new Set<string>();
  const fromEntry = (module: string): boolean => {
    if (seen.has(module)) return false;
    seen.add(module);
    const info = context.getModuleInfo(module);
    return Boolean(info && (isPageEntry(info) || info.importers.some(fromEntry)));
  };
  return fromEntry(id) ? 'boot' : null;
}

/**
 * React DOM (with the scheduler) in a chunk of its own, which main.tsx evaluates in a task before the
 * app's start: the two largest evaluations of the page load run apart instead of as one long task.
 */
const isReactDom = (id: string) => /node_modules[\\/](react-dom|scheduler)[\\/]/.test(id);
function reactDomChunk(id: string): string | null {
  return isReactDom(id) ? 'react-dom' : null;
}

/**
 * Chunks every page runs in full as it starts: V8 compiles all their functions while the file
 * streams in, on a background thread, instead of each on its first call on the main thread.
 * Measured on /search and /admin at 4x CPU: blocking time after the first paint 195 -> 102 ms and
 * 186 -> 142 ms (median of 9 traces each).
 */
const EAGER_CHUNKS = new Set(['react-dom', 'shell']);

/**
 * The app's start and the modules it imports statically (through named modules, never through a
 * package's barrel index) go into one chunk: every page needs every one of them, and one file
 * compresses better than five. Lazy screens keep their own chunks.
 */
function shellChunk(id: string, context: ChunkContext): string | null {
  const reached = new Map<string, boolean>();
  const fromStart = (module: string): boolean => {
    const known = reached.get(module);
    if (known !== undefined) return known;
    reached.set(module, false);
    const info = context.getModuleInfo(module);
    const result = Boolean(info && (isAppStart(module) || info.importers.some((importer) => !isBarrel(importer) && fromStart(importer))));
    reached.set(module, result);
    return result;
  };
  return fromStart(id) ? 'shell' : null;
}

/**
 * The unit test files that answer fetch through src/mocks/node's one MSW server (read from their
 * imports, so a new one is found): its handlers and its listening are module state, so each of
 * these files gets fresh modules.
 */
const MOCKED_NETWORK_TESTS = ['tests/unit', 'tests/server'].flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => `${folder}/${file}`)
    .filter((file) => file.endsWith('.test.ts') && /from '[./]+\/src\/mocks\/node'/.test(readFileSync(file, 'utf8'))),
);

export default defineConfig({
  // deferIntl: no locale data loaded while React Aria's modules are evaluated (scripts/deferIntl.ts).
  plugins: [react(), vanillaExtractPlugin(), deferIntl()],
  optimizeDeps,
  // A prerendered page's footer is written with the build's year (src/app/Layout.tsx).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    // The manifest tells the prerender which chunks a page needs; the server never serves it.
    manifest: true,
    // No source maps in the production build (BUILD_SOURCEMAP=1 writes them, for size analysis).
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
    target: 'es2022',
    minify: process.env.BUILD_MINIFY !== '0',
    // Every browser the target covers knows <link rel="modulepreload">: no polyfill on the first page.
    modulePreload: { polyfill: false },
    // One stylesheet for the whole app (28 kB, 5 kB compressed), which the build inlines into every
    // prerendered page: no render-blocking request, and no stylesheet to fetch when a screen loads.
    cssCodeSplit: false,
    rolldownOptions: {
      // The contract's modules only declare (schemas, lists, words): a screen that uses one export
      // of its door (the dashboard's catalog size) does not evaluate the search's schemas with it.
      treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/]contract[\\/]/, sideEffects: false }] },
      output: {
        // The code every page runs as it starts is compiled as it streams in, off the main thread
        // (V8's explicit compile hints), instead of function by function on first call.
        postBanner: (chunk) => (EAGER_CHUNKS.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : ''),
        codeSplitting: {
          groups: [
            { name: bootChunk, debugName: 'boot', priority: 3 },
            { name: reactDomChunk, debugName: 'react-dom', priority: 2 },
            { name: shellChunk, debugName: 'shell', priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  test: {
    // The e2e files longest first, so the workers finish together (tests/e2e/sequencer.ts); every
    // other file in Vitest's own order. A root option: a project cannot have its own sequencer.
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts'],
          exclude: MOCKED_NETWORK_TESTS,
          // The files share their modules within a worker instead of importing them afresh each
          // (the import was 32 s of the project's 57): these tests keep no state in a module.
          isolate: false,
          // The property tests run thousands of cases each: time is not what they check, so a slow
          // or busy machine must not fail them. A hang still does.
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // The files that answer fetch through the one MSW server of src/mocks/node, each from its
          // own fresh modules.
          name: 'unit-network',
          environment: 'node',
          include: MOCKED_NETWORK_TESTS,
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          // One production server and one browser for every file.
          globalSetup: ['tests/e2e/setup.ts'],
          // A worker's files share the modules they import (the engine, the server's render, Playwright)
          // instead of each importing them afresh: about 4 s a file. Each file's own connection and
          // state live in the file, which is always run afresh.
          isolate: false,
          // Each test waits for what the user waits for (a heading, a result), never a fixed time:
          // on a busy machine that takes longer, and only a hang fails.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Pages opening together under load: run alone, after the other e2e files (npm run test:e2e),
          // so that its load is the one it measures and never slows another file's test into a timeout.
          name: 'e2e-load',
          environment: 'node',
          include: ['tests/e2e/**/*.load.test.ts'],
          globalSetup: ['tests/e2e/setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
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
    ],
  },
});
