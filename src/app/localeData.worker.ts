/**
 * Loads the browser's locale data for the page's language, off the main thread: what React Aria asks
 * for as the page starts (the language's direction, with Intl.Locale, as its module is evaluated;
 * number formats as its meters and progress bars hydrate). The data is the renderer's, shared by
 * every thread of the page, so the main thread finds it loaded (main.tsx starts this worker on a
 * page whose code needs it). The worker then ends.
 */
function load(language: string) {
  const locale = new Intl.Locale(language).maximize();
  void locale.script;
  new Intl.NumberFormat(language).format(0);
}

try {
  load(navigator.language || 'en-US');
} catch {
  // An odd language tag: React Aria falls back to en-US, whose data this loads.
  load('en-US');
}
close();
