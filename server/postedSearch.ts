/**
 * The search form posted before the app owns the page, or without JavaScript: answered with the
 * search page itself, rendered on the server (src/app/prerender.tsx, built into
 * dist-server/render/). The body is read with the API's limit and decoder, the search runs through
 * the API's own handler in the client's turn of the fair queue, and the page is never stored by a
 * browser or a proxy (`no-store`): it holds the health profile. Nothing of it reaches the log.
 */

/** The server-side renderer's entry (src/app/prerender.tsx's renderPostedSearch). */
export type RenderPostedSearch = (fields: URLSearchParams, fetchImpl: typeof fetch, signal?: AbortSignal) => Promise<{ html: string; script: string }>;

/** The prerendered page's root ends here: the build writes this comment after `#root`'s closing tag. */
export const ROOT_END = '<!--/root-->';
const ROOT_START = /<div id="root"[^>]*>/;

/**
 * The prerendered search page with the posted search in it: the root's markup replaced, and the
 * data the browser seeds its store with placed after the root.
 */
export function postedSearchPage(template: string, page: { html: string; script: string }): string {
  const start = template.match(ROOT_START);
  const end = template.indexOf(ROOT_END);
  if (!start || start.index === undefined || end < 0) throw new Error('The prerendered search page has no #root to fill.');
  const open = start.index + start[0].length;
  const close = template.lastIndexOf('</div>', end);
  return `${template.slice(0, open)}${page.html}${template.slice(close, end + ROOT_END.length)}${page.script}${template.slice(end + ROOT_END.length)}`;
}
