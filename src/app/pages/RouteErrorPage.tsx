import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { StatusPage } from '../../components/StatusPage/StatusPage';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';

/** Turns whatever a route threw into one line a person can report. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return [error.status, error.statusText].filter(Boolean).join(' ');
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** The router's error element: a failure while loading or rendering a route. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <StatusPage
      title="Unexpected Application Error!"
      detail={describeRouteError(error)}
      action={<ButtonLink href="/">Return to Dashboard</ButtonLink>}
    />
  );
}
