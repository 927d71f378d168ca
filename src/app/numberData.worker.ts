/**
 * Loads the browser's number-formatting data for the page's language, off the main thread. The data
 * is the renderer's, shared by every thread of the page, so the formatters React Aria builds as the
 * meters and progress bars hydrate find it loaded (main.tsx starts this worker). The worker then ends.
 */
try {
  new Intl.NumberFormat(navigator.language || 'en-US').format(0);
} catch {
  // An odd language tag: React Aria falls back to en-US, whose data this loads.
  new Intl.NumberFormat('en-US').format(0);
}
close();
