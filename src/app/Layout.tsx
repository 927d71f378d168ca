import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { AppShell, MAIN_CONTENT_ID } from '../components/AppShell/AppShell';
import { Header } from '../components/Header/Header';
import { Footer } from '../components/Footer/Footer';
import { APP_TITLE, documentTitle, footerLinks, mainLinks } from './navigation';
import { RouterBridge } from './RouterBridge';

export interface RouteHandle {
  title?: string;
}

/** The shell around every route: header, main, footer, and the react-aria router bridge. */
export function Layout() {
  const location = useLocation();
  useRouteDocumentTitle();
  useFocusMainOnNavigation(location.pathname);

  return (
    <RouterBridge>
      <AppShell
        header={<Header title={APP_TITLE} links={mainLinks} currentPath={location.pathname} />}
        footer={<Footer owner={APP_TITLE} year={new Date().getFullYear()} links={footerLinks} />}
      >
        <Outlet />
      </AppShell>
    </RouterBridge>
  );
}

function useRouteDocumentTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  useEffect(() => {
    document.title = documentTitle(title?.title);
  }, [title?.title]);
}

/** After a client-side navigation, move focus to the main landmark so screen readers start there. */
function useFocusMainOnNavigation(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: false });
  }, [pathname]);
}
