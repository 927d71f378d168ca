import { Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppShell, MAIN_CONTENT_ID } from '../components/AppShell/AppShell';
import { Header } from '../components/Header/Header';
import { Footer } from '../components/Footer/Footer';
import { APP_TITLE, documentTitle, footerLinks, mainLinks } from './navigation';
import { RouterBridge } from './RouterBridge';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteLoading } from './pages/RouteLoading';
import { routeFor } from './routeTable';

/**
 * The shell around every route: header, main, footer, and the react-aria router bridge. The screen
 * sits in a Suspense (its code is lazy; a prerendered page keeps its HTML until the code arrives)
 * inside an error boundary that starts clean on every path.
 */
export function Layout() {
  const location = useLocation();
  useRouteDocumentTitle(location.pathname);
  useFocusMainOnNavigation(location.pathname);

  return (
    <RouterBridge>
      <AppShell
        header={<Header title={APP_TITLE} links={mainLinks} currentPath={location.pathname} />}
        footer={<AppFooter />}
      >
        <RouteErrorBoundary key={location.pathname}>
          <Suspense fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </AppShell>
    </RouterBridge>
  );
}

function useRouteDocumentTitle(pathname: string) {
  const title = routeFor(pathname).title;
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

const noSubscription = () => () => {};
const currentYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

/**
 * The footer with the current year. A prerendered page was written with the build's year, so
 * hydration starts from that and then moves to the clock's year: no mismatch, and only the
 * footer re-renders if they differ.
 */
function AppFooter() {
  const year = useSyncExternalStore(noSubscription, currentYear, buildYear);
  return <Footer owner={APP_TITLE} year={year} links={footerLinks} />;
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
