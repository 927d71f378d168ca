/**
 * What the story pass reads from the built Storybook's preview: which stories there are and how each
 * is checked (its viewport, whether its accessibility check runs, whether its pixels are compared),
 * and what the preview said while it rendered and played one (its own channel's events).
 */
import type { Page } from 'playwright-core';
import { viewports, type ViewportName } from '../../.storybook/viewports.ts';

/** One story as the pass checks it. */
export interface StoryCase {
  id: string;
  title: string;
  name: string;
  viewport: ViewportName;
  /** False only when the story turns the accessibility check off itself. */
  checksA11y: boolean;
  /** False for a story tagged `skip-visual` (a state that moves while the shot is taken). */
  comparesPixels: boolean;
}

/** A preview event as recorded in the page: its type and its arguments (as JSON). */
export interface PreviewEvent {
  type: string;
  args: unknown[];
}

export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

/**
 * Set up before any preview code runs: records the preview's events for this page load. A string,
 * not a function: the TypeScript runner's helpers would not exist inside the page.
 *
 * Only what `problemsOf` reads is kept, copied as the event is emitted: the arguments of the events
 * that say something went wrong, and of `storyFinished` each report's type and status and, for a
 * failed one, its violations (rule, help, targets). The a11y report also lists every rule passed
 * and every node it checked: copying that for every event and handing it to the runner was about a
 * third of a story's time on the tallest pages. Other events keep their type only.
 */
export const RECORD_PREVIEW_EVENTS = `(() => {
  const events = [];
  window.__previewEvents = events;
  const told = new Set(${JSON.stringify(['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'unhandledErrorsWhilePlaying', 'storyMissing'])});
  const violationsOf = (result) => (result && Array.isArray(result.violations) ? result.violations : []).map((v) => ({
    id: v.id, help: v.help, nodes: (v.nodes || []).map((node) => ({ target: node.target })),
  }));
  const finished = (report) => ({
    status: report && report.status,
    reporters: ((report && report.reporters) || []).map((r) => ({
      type: r.type, status: r.status, ...(r.status === 'failed' ? { result: { violations: violationsOf(r.result) } } : {}),
    })),
  });
  const kept = (type, args) => (type === 'storyFinished' ? [finished(args[0])] : told.has(type) ? JSON.parse(JSON.stringify(args)) : []);
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value) {
      channel = value;
      const emit = value.emit.bind(value);
      value.emit = (type, ...rest) => {
        try { events.push({ type, args: kept(type, rest) }); } catch { events.push({ type, args: [] }); }
        return emit(type, ...rest);
      };
    },
  });
})();`;

export function viewportSize(name: ViewportName): { width: number; height: number } {
  const { width, height } = viewports[name].styles;
  return { width: Number.parseInt(width, 10), height: Number.parseInt(height, 10) };
}

interface Report {
  type: string;
  status: string;
  result?: { violations?: { id: string; help: string; nodes: { target: unknown }[] }[] };
}

/**
 * Everything wrong with one story's run, from the preview's events: a render error, a play error,
 * an unhandled error while playing, a missing story, an accessibility violation (the a11y addon's
 * report, `test: 'error'`), or no accessibility report where the check should have run. Empty when
 * the story passed. `storyFinished` says `success` even when the play threw, so every event counts.
 */
export function problemsOf(events: readonly PreviewEvent[], checksA11y: boolean): string[] {
  const problems: string[] = [];
  for (const { type, args } of events) {
    const first = args[0] as { message?: string; title?: string; description?: string; status?: string; reporters?: Report[] } | undefined;
    if (type === 'storyErrored') problems.push(`render error: ${first?.title ?? ''} ${first?.description ?? ''}`.trim());
    if (type === 'storyThrewException') problems.push(`render exception: ${first?.message ?? ''}`);
    if (type === 'playFunctionThrewException') problems.push(`play error: ${first?.message ?? ''}`);
    if (type === 'unhandledErrorsWhilePlaying') problems.push(`unhandled errors while playing: ${JSON.stringify(args[0]).slice(0, 400)}`);
    if (type === 'storyMissing') problems.push('story missing from the build');
    if (type === 'storyFinished') {
      const reporters = first?.reporters ?? [];
      for (const report of reporters) {
        if (report.status !== 'failed') continue;
        const violations = report.result?.violations ?? [];
        problems.push(
          violations.length > 0
            ? `${report.type}: ${violations.map((violation) => `${violation.id} (${violation.help}) at ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`).join('; ')}`
            : `${report.type} report failed`,
        );
      }
      if (checksA11y && !reporters.some((report) => report.type === 'a11y')) problems.push('no accessibility report: the a11y check did not run');
      if (first?.status === 'error' && problems.length === 0) problems.push('finished with status "error"');
    }
  }
  return problems;
}

/** The events after which the preview does nothing more with a story: finished (rendered, played, checked), or given up on. */
export const FINISHING_EVENTS = ['storyFinished', 'storyErrored', 'storyMissing'];

/**
 * Each story's settings, from the preview itself: its viewport (story globals, falling back to the
 * project's) and whether its accessibility check runs. The index gives the rest.
 */
export async function collectStories(page: Page, base: string, entries: readonly IndexEntry[]): Promise<StoryCase[]> {
  const stories = entries.filter((entry) => entry.type === 'story');
  if (stories.length === 0) return [];
  await page.goto(`${base}/iframe.html?id=${encodeURIComponent(stories[0]!.id)}&viewMode=story`);
  await page.waitForFunction(() => Boolean((window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } }).__STORYBOOK_PREVIEW__?.storyStoreValue));
  const settings = await page.evaluate(async (storyIds) => {
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
  }, stories.map((story) => story.id));
  const byId = new Map(settings.map(([id, viewport, checksA11y]) => [id, { viewport, checksA11y }]));
  return stories.map((story) => {
    const found = byId.get(story.id);
    const viewport = (found && found.viewport in viewports ? found.viewport : 'desktop') as ViewportName;
    return {
      id: story.id,
      title: story.title,
      name: story.name,
      viewport,
      checksA11y: found?.checksA11y ?? true,
      comparesPixels: !(story.tags ?? []).includes('skip-visual'),
    };
  });
}
