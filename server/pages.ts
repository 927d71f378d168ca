/**
 * Where the build writes a prerendered page and where the server finds it: one rule for both.
 * A page's address is its path, and for a page with tabs in its address (the admin area's
 * `?tab=…`) one file per tab, so a tab followed as a plain link is answered with that tab open.
 */

/** The one query a page may be prerendered for: a single `tab` of plain letters and dashes. */
const TAB_QUERY = /^\?tab=([a-z][a-z-]*)$/;

/** The file (under dist/) of the page prerendered for this path and query, or null if none can be. */
export function pageFile(pathname: string, search = ''): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const dir = path === '/' ? '' : `${path.slice(1)}/`;
  if (search === '') return path === '/404' ? '404.html' : `${dir}index.html`;
  const tab = TAB_QUERY.exec(search)?.[1];
  return tab ? `${dir}index.tab-${tab}.html` : null;
}
