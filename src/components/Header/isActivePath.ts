/**
 * Whether a navigation link is the current page: "/" only on the root itself, any other link on
 * its own path and the paths below it ("/admin" stays active on "/admin/anything").
 */
export function isActivePath(href: string, currentPath: string): boolean {
  const path = normalise(currentPath);
  const target = normalise(href);
  if (target === '/') return path === '/';
  return path === target || path.startsWith(`${target}/`);
}

function normalise(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] || '/';
  const trimmed = withoutQuery.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
