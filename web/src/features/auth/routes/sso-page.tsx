// The single-sign-on hand-off's landing page (/sso#code=…). The code is read once from the
// fragment, which is replaced out of the address bar at once (so it stays out of the history and
// any Referer), then exchanged for a session; the page shows only when that fails.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { landing } from '../../../lib/landing';
import { exchangeSsoCode, ssoCodeOfFragment } from './sso-exchange';

export function SsoPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [code] = useState(() => ssoCodeOfFragment(location.hash));
  const [message, setMessage] = useState('');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      // The address loses the code before the code goes anywhere.
      if (location.hash)
        await navigate({ pathname: location.pathname, search: location.search }, { replace: true });
      const result = await exchangeSsoCode(code);
      if ('signedIn' in result) await navigate(landing.afterSingleSignOn, { replace: true });
      else setMessage(result.message);
    })();
    // Once per page visit: the fragment is gone after the first run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <title>Sign-in link · Thon</title>
      <h1>Sign-in link</h1>
      {message ? (
        <>
          <p role="alert">{message}</p>
          <p>
            <Link to={landing.login}>Go to the login page</Link>
          </p>
        </>
      ) : (
        <p role="status">Signing you in…</p>
      )}
    </>
  );
}
