// Shown only when a single-sign-on hand-off could not sign the person in.
import { Link, useLoaderData } from 'react-router';
import { landing } from '../../../lib/landing';
import type { SsoLoaderData } from './sso-loader';

export function SsoPage() {
  const { message } = useLoaderData<SsoLoaderData>();
  return (
    <>
      <title>Sign-in link · Thon</title>
      <h1>Sign-in link</h1>
      <p role="alert">{message}</p>
      <p>
        <Link to={landing.login}>Go to the login page</Link>
      </p>
    </>
  );
}
