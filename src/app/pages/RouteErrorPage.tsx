import { isRouteErrorResponse } from 'react-router-dom';
import { StatusPage } from '../../components/StatusPage/StatusPage';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { CODE_LOAD_MESSAGE, isCodeLoadFailure, thisPage } from '../codeLoad';
import * as styles from './RouteErrorPage.css';

/** Turns whatever a route threw into one line a person can report. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return [error.status, error.statusText].filter(Boolean).join(' ');
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/**
 * A failure while loading or rendering a route, as the route error boundary caught it. Where the
 * screen's code did not download (a starved or dropped connection), it says so and offers a reload,
 * the one thing that loads it again (../codeLoad.ts).
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const notLoaded = isCodeLoadFailure(error);
  return (
    <StatusPage
      title="Unexpected Application Error!"
      message={notLoaded ? CODE_LOAD_MESSAGE : undefined}
      detail={describeRouteError(error)}
      action={
        notLoaded ? (
          <div className={styles.actions}>
            <ButtonLink href={thisPage()} routerOptions={{ reloadDocument: true }}>
              Reload the page
            </ButtonLink>
            <ButtonLink href="/" variant="secondary">
              Return to Dashboard
            </ButtonLink>
          </div>
        ) : (
          <ButtonLink href="/">Return to Dashboard</ButtonLink>
        )
      }
    />
  );
}
