/**
 * The browser entry. It holds almost nothing: the page is prerendered, so the browser paints it from
 * the HTML first, and only then is the app's code (src/app/start.tsx, fetched in parallel through the
 * page's modulepreload links) evaluated and the page hydrated. Evaluated before the first paint, that
 * code delayed it; evaluated after, it runs in tasks of its own (docs/production.md).
 */
import '../components/theme/global.css';

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

/** The next task: what comes after this runs apart from what came before. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// React DOM is evaluated in a task of its own, then the app's start in another: one long task
// for both was the largest of the page load (about 200 ms on a mid-range phone, 4x CPU).
void afterFirstPaint()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./start'))
  .then(({ start }) => start());
