import { isRouteErrorResponse } from 'react-router-dom';
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

/** A failure while loading or rendering a route, as the route error boundary caught it. */
export function RouteErrorPage({ error }: { error: unknown }) {
  return (
    <StatusPage
      title="Unexpected Application Error!"
      detail={describeRouteError(error)}
      action={<ButtonLink href="/">Return to Dashboard</ButtonLink>}
    />
  );
}
