/**
 * The browser entry. It holds almost nothing: the page is prerendered, so the browser paints it from
 * the HTML first, and only then is the app's code (src/app/start.tsx, fetched in parallel through the
 * page's modulepreload links) evaluated and the page hydrated. Evaluated before the first paint, that
 * code delayed it; evaluated after, it runs in tasks of its own (docs/production.md).
 */
import '../components/theme/global.css';
import { keepEarlyActions } from './earlyActions';

// Before anything else: a press or a submit made before the app owns the page is kept and replayed
// once it does (earlyActions.ts), never silently ignored.
keepEarlyActions();

// zod's jitless mode for every schema the screens load later: no `new Function` probe, which the CSP
// (no 'unsafe-eval') reports as a violation even though zod catches it. zod reads its configuration
// from this global (what `z.config({ jitless: true })` writes), so "/" does not load zod to set it.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

/**
 * Resolves once the page has been painted: after the next frame's rendering, in a task of its own.
 * A hidden page gets no frames, so a timer stands in for one there.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => setTimeout(resolve, 0);
    if (document.visibilityState === 'hidden') done();
    else requestAnimationFrame(done);
  });
}

/**
 * The browser's number-formatting data, loaded in a task of its own while the app's code is still
 * arriving, on a page that shows a meter or a progress bar: React Aria formats their values with
 * Intl.NumberFormat as they hydrate, and a page's first formatter loads that data (60–100 ms on a
 * mid-range phone, 4x CPU), which made the hydration one long task. A page without one never loads
 * it until it formats something (the build defers React Aria's own Intl probes: scripts/deferIntl.ts).
 */
function loadNumberData() {
  if (!document.querySelector('[role="meter"], [role="progressbar"]')) return;
  try {
    new Intl.NumberFormat(navigator.language || 'en-US').format(0);
  } catch {
    // An odd language tag: React Aria falls back to en-US, whose data this loads.
    new Intl.NumberFormat('en-US').format(0);
  }
}

/**
 * The screen's code, asked for once the page is painted: the prerendered page lists its chunks
 * (scripts/build.ts) and they are preloaded at low priority, behind the app's start, which the HTML
 * preloads itself. The screen needs them only to hydrate.
 */
function preloadScreen() {
  const list = document.getElementById('screen-chunks')?.textContent;
  if (!list) return;
  for (const href of JSON.parse(list) as string[]) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    link.setAttribute('fetchpriority', 'low');
    document.head.append(link);
  }
}

/** The next task: what comes after this runs apart from what came before. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// After the paint: the screen's code requested, the number data where the page needs it, then
// React DOM evaluated in a task of its own and the app's start in another (one long task for both
// was the largest of the page load, about 200 ms on a mid-range phone, 4x CPU).
void afterFirstPaint()
  .then(preloadScreen)
  .then(loadNumberData)
  .then(nextTask)
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./start'))
  .then(({ start }) => start());
