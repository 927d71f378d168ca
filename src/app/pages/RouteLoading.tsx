/** Shown for the moment a route's code is still loading on the first visit. */
export function RouteLoading() {
  return (
    <p role="status" aria-live="polite">
      Loading…
    </p>
  );
}
