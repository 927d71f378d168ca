import type { ReactNode } from 'react';
import { useHref, useNavigate, type NavigateOptions } from 'react-router-dom';
import { RouterProvider } from 'react-aria-components';
import { isExternalHref } from './navigation';

declare module 'react-aria-components' {
  interface RouterConfig {
    /** React Router's, and `reloadDocument`: the browser loads the address afresh (a reload where it is this page's). */
    routerOptions: NavigateOptions & { reloadDocument?: boolean };
  }
}

/**
 * react-router's href for an app path; an absolute URL (another site, `mailto:`) stays exactly as
 * written. react-router would read "https://docs.google.com/…" as a path under the current route.
 */
export function useRouterHref(href: string): string {
  const appHref = useHref(href);
  return isExternalHref(href) ? href : appHref;
}

/** Lets react-aria links and buttons with an href navigate through react-router. */
export function RouterBridge({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(href, options) => (options?.reloadDocument ? window.location.assign(href) : void navigate(href, options))} useHref={useRouterHref}>
      {children}
    </RouterProvider>
  );
}
