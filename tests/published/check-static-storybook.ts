/**
 * The published Storybook, as designers open it and Chromatic runs it: the static build (production
 * mode) served on loopback, every story opened in its own iframe at its own viewport in Chromium,
 * and the preview's own events read. A story fails on a render error, a play error, an unhandled
 * error while playing, or an accessibility violation (the a11y addon's report, `test: 'error'`).
 *
 *   tsx tests/published/check-static-storybook.ts [storybook-static] [--only <substring>]
 *
 * Exit code 0 when every story passes, 1 otherwise (each failure is printed with its reason).
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { viewports, type ViewportName } from '../../.storybook/viewports.ts';
import { CHROMIUM_ARGS, MISSING_CHROMIUM, chromiumEnv, findChromium } from '../support/chromium.ts';

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args[onlyAt + 1] : undefined;
const root = resolve(args.find((arg, index) => !arg.startsWith('--') && index !== onlyAt + 1) ?? 'storybook-static');
/** A story that has not finished in this long has hung: a failure, not a reason to wait longer. */
const STORY_TIMEOUT_MS = 30_000;
const WORKERS = Number(process.env.PUBLISHED_WORKERS ?? 2);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** A plain static server: what a designer's browser gets from any static host. */
function serveStatic(directory: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = normalize(join(directory, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(directory + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    // Built files are named by content (or rebuilt with the Storybook): a browser may keep them for the run.
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'max-age=3600' });
    createReadStream(file).pipe(response);
  });
  return new Promise((ready) => server.listen(0, '127.0.0.1', () => ready(server)));
}

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

interface Outcome {
  id: string;
  viewport: ViewportName;
  problems: string[];
}

interface StorySettings {
  viewport: ViewportName;
  /** False only when the story turns the accessibility check off itself. */
  checksA11y: boolean;
}

interface Report {
  type: string;
  status: string;
  result?: { violations?: { id: string; help: string; nodes: { target: unknown }[] }[] };
}

/**
 * Set up before any preview code runs: records the preview's events for this page load. A string,
 * not a function: the TypeScript runner's helpers would not exist inside the page.
 */
const RECORD_PREVIEW_EVENTS = `(() => {
  const events = [];
  window.__publishedEvents = events;
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value) {
      channel = value;
      const emit = value.emit.bind(value);
      value.emit = (type, ...rest) => {
        try { events.push({ type, args: JSON.parse(JSON.stringify(rest)) }); } catch { events.push({ type, args: [] }); }
        return emit(type, ...rest);
      };
    },
  });
})();`;

function viewportOf(name: ViewportName) {
  const { width, height } = viewports[name].styles;
  return { width: Number.parseInt(width, 10), height: Number.parseInt(height, 10) };
}

/**
 * Each story's viewport (story globals, falling back to the project's) and whether its accessibility
 * check runs, from the preview itself.
 */
async function storySettings(page: Page, base: string, ids: string[]): Promise<Map<string, StorySettings>> {
  await page.goto(`${base}/iframe.html?id=${ids[0]}&viewMode=story`);
  await page.waitForFunction(() => Boolean((window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } }).__STORYBOOK_PREVIEW__?.storyStoreValue));
  const names = await page.evaluate(async (storyIds) => {
    const store = (window as unknown as {
      __STORYBOOK_PREVIEW__: {
        storyStoreValue: {
          loadStory(input: { storyId: string }): Promise<{
            storyGlobals?: { viewport?: { value?: string } };
            parameters?: { a11y?: { disable?: boolean; test?: string } };
          }>;
          userGlobals: { get(): { viewport?: { value?: string } } };
        };
      };
    }).__STORYBOOK_PREVIEW__.storyStoreValue;
    const fallback = store.userGlobals.get().viewport?.value ?? 'desktop';
    const result: [string, string, boolean][] = [];
    for (const storyId of storyIds) {
      const story = await store.loadStory({ storyId });
      const a11y = story.parameters?.a11y;
      result.push([storyId, story.storyGlobals?.viewport?.value ?? fallback, !(a11y?.disable === true || a11y?.test === 'off')]);
    }
    return result;
  }, ids);
  return new Map(
    names.map(([id, name, checksA11y]) => [id, { viewport: (name in viewports ? name : 'desktop') as ViewportName, checksA11y }]),
  );
}

/**
 * One browser context per viewport and worker, kept for the run: its HTTP and code caches spare
 * every story from loading and compiling the preview again. Each story still gets a page of its own
 * (fresh window, sessionStorage and preview), closed after it.
 */
type Contexts = Map<ViewportName, Promise<BrowserContext>>;

function contextFor(browser: Browser, contexts: Contexts, viewport: ViewportName): Promise<BrowserContext> {
  let context = contexts.get(viewport);
  if (!context) {
    context = browser
      .newContext({ viewport: viewportOf(viewport), locale: 'en-US', timezoneId: 'UTC', reducedMotion: 'reduce' })
      .then(async (created) => {
        await created.addInitScript(RECORD_PREVIEW_EVENTS);
        return created;
      });
    contexts.set(viewport, context);
  }
  return context;
}

async function runStory(contexts: Contexts, browser: Browser, base: string, id: string, { viewport, checksA11y }: StorySettings): Promise<Outcome> {
  const page = await (await contextFor(browser, contexts, viewport)).newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  try {
    await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
    const finished = await page
      .waitForFunction(
        () => (window as unknown as { __publishedEvents?: { type: string }[] }).__publishedEvents?.some((event) => event.type === 'storyFinished'),
        undefined,
        { timeout: STORY_TIMEOUT_MS },
      )
      .then(() => true)
      .catch(() => false);
    const events = await page.evaluate(() => (window as unknown as { __publishedEvents: { type: string; args: unknown[] }[] }).__publishedEvents);
    if (!finished) problems.push(`did not finish within ${STORY_TIMEOUT_MS / 1000} s`);
    for (const { type, args: eventArgs } of events) {
      const first = eventArgs[0] as { message?: string; title?: string; description?: string; status?: string; reporters?: Report[] } | undefined;
      if (type === 'storyErrored') problems.push(`render error: ${first?.title ?? ''} ${first?.description ?? ''}`.trim());
      if (type === 'storyThrewException') problems.push(`render exception: ${first?.message ?? ''}`);
      if (type === 'playFunctionThrewException') problems.push(`play error: ${first?.message ?? ''}`);
      if (type === 'unhandledErrorsWhilePlaying') problems.push(`unhandled errors while playing: ${JSON.stringify(eventArgs[0]).slice(0, 400)}`);
      if (type === 'storyMissing') problems.push('story missing from the build');
      if (type === 'storyFinished') {
        for (const report of first?.reporters ?? []) {
          if (report.status !== 'failed') continue;
          const violations = report.result?.violations ?? [];
          problems.push(
            violations.length > 0
              ? `${report.type}: ${violations.map((violation) => `${violation.id} (${violation.help}) at ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`).join('; ')}`
              : `${report.type} report failed`,
          );
        }
        if (checksA11y && !(first?.reporters ?? []).some((report) => report.type === 'a11y')) problems.push('no accessibility report: the a11y check did not run');
        if (first?.status === 'error' && problems.length === 0) problems.push('finished with status "error"');
      }
    }
  } catch (error) {
    problems.push(`could not open: ${(error as Error).message}`);
  } finally {
    await page.close();
  }
  return { id, viewport, problems };
}

async function main() {
  if (!existsSync(join(root, 'index.json'))) {
    console.error(`No static Storybook in ${root}: run \`npm run build-storybook\` first.`);
    process.exit(2);
  }
  const executablePath = findChromium();
  if (!executablePath) {
    console.error(MISSING_CHROMIUM);
    process.exit(2);
  }
  const index = JSON.parse(readFileSync(join(root, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && (!only || entry.id.includes(only)));
  if (stories.length === 0) {
    console.error(only ? `No story id contains "${only}".` : 'The build has no stories.');
    process.exit(2);
  }

  const server = await serveStatic(root);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, env: chromiumEnv() });
  const started = performance.now();
  const outcomes: Outcome[] = [];
  try {
    const probe = await browser.newPage();
    const settingsById = await storySettings(probe, base, stories.map((story) => story.id));
    await probe.close();
    const queue = [...stories];
    await Promise.all(
      Array.from({ length: Math.max(1, WORKERS) }, async () => {
        const contexts: Contexts = new Map();
        for (let story = queue.shift(); story; story = queue.shift()) {
          const outcome = await runStory(contexts, browser, base, story.id, settingsById.get(story.id) ?? { viewport: 'desktop', checksA11y: true });
          outcomes.push(outcome);
          const mark = outcome.problems.length === 0 ? 'ok  ' : 'FAIL';
          console.log(`${mark} ${story.title} › ${story.name} (${outcome.viewport})`);
          // Testing Library's messages carry a DOM dump: the first line says what failed.
          for (const problem of outcome.problems) console.log(`       ${(problem.split('\n')[0] ?? '').slice(0, 400)}`);
        }
      }),
    );
  } finally {
    await browser.close();
    await new Promise((done) => server.close(done));
  }
  const failed = outcomes.filter((outcome) => outcome.problems.length > 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\nPublished Storybook: ${outcomes.length - failed.length} of ${outcomes.length} stories pass in the static build (${seconds} s).`);
  if (failed.length > 0) {
    console.log(`Failed:\n${failed.map((outcome) => `  ${outcome.id}`).join('\n')}`);
    process.exit(1);
  }
}

await main();
