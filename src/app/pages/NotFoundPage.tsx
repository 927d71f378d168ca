import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { StatusPage } from '../../components/StatusPage/StatusPage';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';

/** Any unknown path. Logs the path so a broken link can be traced. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <StatusPage
      code="404"
      title="Oops! Page not found"
      message="The page you're looking for doesn't exist or has been moved."
      action={<ButtonLink href="/">Return to Dashboard</ButtonLink>}
    />
  );
}
