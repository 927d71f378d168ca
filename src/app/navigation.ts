import type { NavItem } from '../components/Header/Header';

export const APP_TITLE = 'Insurance AI Navigator';

export const mainLinks: readonly NavItem[] = [
  { href: '/', label: 'Dashboard' },
  { href: '/search', label: 'Search Products' },
  { href: '/admin', label: 'Admin Panel' },
];

export const footerLinks: readonly NavItem[] = [
  { href: '/about', label: 'About' },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/support', label: 'Support' },
];

/** An absolute URL (a scheme such as `https:` or `mailto:`, or `//host`): not a path inside the app. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
}

/** The document title for a page: "{page} · Insurance AI Navigator". */
export function documentTitle(page?: string): string {
  return page ? `${page} · ${APP_TITLE}` : APP_TITLE;
}
