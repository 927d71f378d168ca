/**
 * The browser entry. It holds almost nothing: the page is prerendered, so the browser paints it from
 * the HTML first, and only then is the app's code (src/app/start.tsx, fetched in parallel through the
 * page's modulepreload links) evaluated and the page hydrated. Evaluated before the first paint, that
 * code delayed it; evaluated after, it runs in tasks of its own (docs/production.md).
 */
import '../components/theme/global.css';
import { keepEarlyActions } from './earlyActions';
import { loadUnlessLeaving } from '../features/leaving';

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
 * The browser's locale data, loaded by a worker on a page whose code needs it as it starts (the
 * build marks its root: scripts/build.ts): React Aria reads the language's direction with
 * Intl.Locale as its module is evaluated, and formats meters and progress bars with
 * Intl.NumberFormat as they hydrate. A page's first such object loads that data (each 10–55 ms on
 * this project's machines, 4× that on a mid-range phone): one long task on the main thread, which
 * Lighthouse counted as blocking whenever its simulation placed it after the first paint. The data
 * is the renderer's, shared by its threads, so the worker loads it beside the main thread while the
 * page paints and the app's code arrives, and the main thread finds it loaded (should the worker not
 * have finished, or not start, the main thread loads it itself, as before).
 */
function loadLocaleData() {
  if (!document.getElementById('root')?.hasAttribute('data-locale-data')) return;
  try {
    new Worker(new URL('./localeData.worker.ts', import.meta.url));
  } catch {
    // No worker (an old browser, or a policy that refuses it): the first formatter loads the data.
  }
}

/**
 * The screen's code, asked for once the page is painted: the prerendered page lists its chunks
 * (scripts/build.ts) and they are preloaded at low priority, behind the app's start, which the HTML
 * preloads itself. The screen needs them only to hydrate.
 */
async function preloadScreen() {
  const list = document.getElementById('screen-chunks')?.textContent;
  if (!list) return;
  const hrefs = JSON.parse(list) as string[];
  // One link a task: each starts its request on the main thread, 1.5-4 ms on a phone (4x CPU) however
  // it is started (a link or a fetch, measured), so the search page's 29 at once were one task of
  // 60-110 ms, and four a task still tasks of 30-45 ms that a press made then waited behind.
  for (const [index, href] of hrefs.entries()) {
    if (index > 0) await nextMessage();
    const link = document.createElement('link');
    link.setAttribute('fetchpriority', 'low');
    document.head.append(Object.assign(link, { rel: 'modulepreload', crossOrigin: '', href }));
  }
}

/** The next task: what comes after this runs apart from what came before. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The next task, through a message: timers set from timers are held back 4 ms each after the fifth,
 * and a task a link would have delayed the app's start by about 100 ms.
 */
function nextMessage(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

// Now, beside the main thread: the locale data where the page needs it. After the paint: the
// screen's code requested, then React DOM evaluated in a task of its own and the app's start in
// another (one long task for both was the largest of the page load, about 200 ms on a mid-range
// phone, 4x CPU). Both loads are guarded like every other load of the app's code: a press on a
// link before the app owns the page starts a navigation that may cut them, and that is no error
// of this page's (../features/leaving.ts; importing it here starts its watch before any load).
loadLocaleData();
void afterFirstPaint()
  .then(preloadScreen)
  .then(nextTask)
  .then(loadUnlessLeaving(() => import('react-dom/client')))
  .then(nextTask)
  .then(loadUnlessLeaving(() => import('./start')))
  .then(({ start }) => start());
