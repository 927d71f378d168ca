/**
 * Every story of the built Storybook, once, as a designer clicking through it sees it: at its own
 * viewport, the preview rendering it and running its play and its accessibility check; the preview's report is read (render, play, unhandled errors, a11y), then the
 * screenshot is compared with the committed baseline. Stories are read from the build's index, so a
 * new story is covered without editing this file. A story tagged `skip-visual` (a state that moves
 * while the shot is taken) is checked but not pictured.
 */
import { existsSync, readFileSync } from 'node:fs';
import { expect, test as base, type Browser, type BrowserContext, type Page } from 'playwright/test';
import { PNG } from 'pngjs';
import { FINISHING_EVENTS, RECORD_PREVIEW_EVENTS, problemsOf, viewportSize, type PreviewEvent, type StoryCase } from './preview.ts';

const casesFile = process.env.STORY_CASES;
if (!casesFile) throw new Error('The story list is missing: run the pass through its config (npm run test:published), whose setup writes it.');
const cases = JSON.parse(readFileSync(casesFile, 'utf8')) as StoryCase[];
const storybook = process.env.STORYBOOK_URL!;

/** However busy the machine, a story that takes longer than this has hung (the test's own timeout). */
const STORY_TIMEOUT_MS = 120_000;

type Window = { __previewEvents: PreviewEvent[] };

/**
 * The mark Storybook's own test runner puts in the user agent: the preview then stops a story's
 * animations at their end as soon as the play is done (as it does in Vitest), instead of waiting for
 * them to settle (about 100 ms a story). The shots are taken with animations stopped in any case.
 */
const TEST_RUNNER_AGENT = 'StorybookTestRunner';

async function defaultUserAgent(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(() => navigator.userAgent);
  } finally {
    await page.close();
  }
}

interface StoryTab {
  context: BrowserContext;
  current: Page | undefined;
  /** The preview in the tab finished its last story cleanly, so the next can be shown in it. */
  reusable: boolean;
}

/**
 * One tab per worker, kept for the worker's life. Its first story is opened by its address; each
 * next story is selected in the same preview the way the Storybook UI does when a designer picks
 * it in the sidebar (the channel's `setCurrentStory`): the preview tears the last story down and
 * renders the next, with the beforeEach that resets the clock, the toast queue, the session and the
 * mocked API. A new document per story costs about a third of the pass's time. After a failed story
 * the tab's next story is opened by its address again, in a fresh document.
 */
const test = base.extend<{ page: Page }, { storyTab: StoryTab }>({
  storyTab: [
    async ({ browser }, provide) => {
      const userAgent = `${await defaultUserAgent(browser)} ${TEST_RUNNER_AGENT}`;
      const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC', deviceScaleFactor: 1, reducedMotion: 'reduce', userAgent });
      await context.addInitScript(RECORD_PREVIEW_EVENTS);
      await provide({ context, current: undefined, reusable: false });
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ storyTab }, provide, testInfo) => {
    // A tab that crashed or was closed by a failed story is replaced.
    if (!storyTab.current || storyTab.current.isClosed()) {
      storyTab.current = await storyTab.context.newPage();
      storyTab.reusable = false;
    }
    await provide(storyTab.current);
    storyTab.reusable = testInfo.status === testInfo.expectedStatus;
  },
});

/** Shows the story and waits until the preview has finished it (rendered, played, checked), however long that takes. */
async function show(page: Page, story: StoryCase, reuse: boolean): Promise<PreviewEvent[]> {
  await page.setViewportSize(viewportSize(story.viewport));
  if (reuse) {
    await page.evaluate((storyId) => {
      const preview = window as unknown as Window & { __STORYBOOK_ADDONS_CHANNEL__: { emit(type: string, payload: unknown): void } };
      preview.__previewEvents.length = 0;
      window.scrollTo(0, 0);
      preview.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, story.id);
  } else {
    await page.goto(`${storybook}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
  }
  await page.waitForFunction(
    (finishing) => ((window as unknown as Partial<Window>).__previewEvents ?? []).some((event) => finishing.includes(event.type)),
    FINISHING_EVENTS,
    { timeout: 0, polling: 50 },
  );
  return page.evaluate(() => [...(window as unknown as Window).__previewEvents]);
}

/**
 * A play's simulated pointer rests where it last pressed, and whether that control still looks
 * hovered afterwards is a race (an overlay opened and closed over it, a re-render): no story's state
 * is a hover, so the pointer leaves every hovered element before the shot, as a real one would.
 */
async function leaveHovered(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('[data-hovered]')) {
      for (const type of ['pointerout', 'pointerleave', 'mouseout', 'mouseleave']) {
        const init = { bubbles: !type.endsWith('leave'), relatedTarget: document.documentElement, pointerType: 'mouse', isPrimary: true };
        element.dispatchEvent(type.startsWith('pointer') ? new PointerEvent(type, init) : new MouseEvent(type, init));
      }
    }
  });
  await expect.poll(() => page.locator('[data-hovered]').count()).toBe(0);
}

async function comparePixels(page: Page, story: StoryCase): Promise<void> {
  await leaveHovered(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Content below the fold is not painted in a screenshot of the viewport: grow it to the page.
  const { width, height } = viewportSize(story.viewport);
  const fullHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  if (fullHeight > height) await page.setViewportSize({ width, height: fullHeight });
  // A first shot byte for byte the baseline (the same browser encodes the same pixels the same way)
  // is the matcher's own first check passed, without decoding both images and comparing them pixel
  // by pixel: about half of a shot's cost, and seconds on the tallest pages.
  const baseline = test.info().snapshotPath(`${story.id}.png`);
  if (existsSync(baseline)) {
    const shot = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css', timeout: STORY_TIMEOUT_MS });
    if (shot.equals(readFileSync(baseline))) return;
  }
  // Otherwise the matcher: shots are taken until two in a row agree (a stable frame), then compared
  // with the baseline, with the diff in the report.
  const failures = test.info().errors.length;
  await expect.soft(page, `${story.id}: pixels`).toHaveScreenshot(`${story.id}.png`, { timeout: STORY_TIMEOUT_MS });
  // A CI log may be all there is of a failed run: it says where the picture changed and what had focus.
  if (test.info().errors.length > failures && existsSync(baseline)) {
    const shot = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return element ? `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}"` : 'nothing';
    });
    console.log(`${story.id}: the picture changed in ${changedBox(shot, readFileSync(baseline))}; focus on ${focused}`);
  }
}

/** Where two pictures differ: the box around every pixel that changed (the matcher's noise allowed for), or their sizes. */
function changedBox(a: Buffer, b: Buffer): string {
  const [x, y] = [PNG.sync.read(a), PNG.sync.read(b)];
  if (x.width !== y.width || x.height !== y.height) return `a picture of ${x.width}×${x.height} against the baseline's ${y.width}×${y.height}`;
  let [count, left, top, right, bottom] = [0, Infinity, Infinity, -1, -1];
  for (let i = 0; i < x.data.length; i += 4) {
    const change = Math.max(...[0, 1, 2].map((channel) => Math.abs(x.data[i + channel]! - y.data[i + channel]!)));
    if (change <= 5) continue;
    const [px, py] = [(i / 4) % x.width, Math.floor(i / 4 / x.width)];
    count++;
    [left, top, right, bottom] = [Math.min(left, px), Math.min(top, py), Math.max(right, px), Math.max(bottom, py)];
  }
  return count === 0 ? 'no pixel (the two shots differed in encoding only)' : `${count} pixels from (${left}, ${top}) to (${right}, ${bottom})`;
}

for (const story of cases) {
  test(`${story.title} › ${story.name} [${story.viewport}]`, async ({ page, storyTab }) => {
    const errors: string[] = [];
    const onError = (error: Error) => void errors.push(`page error: ${error.message}`);
    page.on('pageerror', onError);
    try {
      const events = await show(page, story, storyTab.reusable && page.url().startsWith(`${storybook}/iframe.html`));
      // Testing Library's messages carry a DOM dump: the first lines say what failed.
      const problems = [...errors, ...problemsOf(events, story.checksA11y)].map((problem) => problem.split('\n').slice(0, 3).join('\n'));
      expect.soft(problems, `${story.id}: render, play and accessibility`).toEqual([]);
      if (story.comparesPixels) await comparePixels(page, story);
    } finally {
      page.off('pageerror', onError);
    }
  });
}
