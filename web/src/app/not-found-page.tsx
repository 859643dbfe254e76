// Any path no feature claims.
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <>
      <title>Page not found · Thon</title>
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </>
  );
}
