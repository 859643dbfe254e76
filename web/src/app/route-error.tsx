// Shown when a page or its loader throws. Says what happened without exposing internals.
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ApiError } from '../lib/api-error';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error))
    return `The server answered ${error.status} ${error.statusText}`.trim() + '.';
  // API failures carry messages written for people; anything else stays generic.
  if (error instanceof ApiError) return error.message;
  return 'Something unexpected stopped this page from loading.';
}

export function RouteError() {
  const error = useRouteError();
  return (
    <section className="route-error" aria-labelledby="route-error-heading">
      <title>Error · Thon</title>
      <h1 id="route-error-heading">This page could not be shown</h1>
      <p role="alert">{describe(error)}</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
