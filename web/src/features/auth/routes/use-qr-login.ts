// The QR login (/login?action=accesscode#code=<base64>): the code is read once from the fragment,
// which is replaced out of the address bar at once (history.replaceState through the router), so
// it never reaches a server log, a Referer or the history; then the person is signed in.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { qrAccessCodeLoginRequestSchema } from '@thon/shared/api/schemas/auth';
import { accessCodeInvalid } from '@thon/shared/catalog/messages';
import { ApiError } from '../../../lib/api-client';
import { landing } from '../../../lib/landing';
import { readLoginCommand, readLoginRedirect, readQrCode } from '../utils/login-query';
import { logInWithQrCode } from '../api/log-in-with-access-code';
import { signInWithAccessCode, type AccessCodeSignIn } from '../utils/sign-in-with-access-code';

const qrCodeSchema = qrAccessCodeLoginRequestSchema.pick({ AccessCode: true });

async function qrLogin(code: string): Promise<AccessCodeSignIn> {
  const parsed = qrCodeSchema.safeParse({ AccessCode: code });
  if (!parsed.success) {
    return { kind: 'refused', message: parsed.error.issues[0]?.message ?? accessCodeInvalid };
  }
  try {
    return await signInWithAccessCode(() => logInWithQrCode(parsed.data.AccessCode));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { kind: 'refused', message: error.message };
  }
}

/** Runs a QR login the address asks for; answers why it did not sign in ('' otherwise). */
export function useQrLogin(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const [message, setMessage] = useState('');
  const started = useRef(false);
  const url = new URL(`${location.pathname}${location.search}`, 'https://thon.invalid');
  const isQrLogin = readLoginCommand(url)?.kind === 'access-code';

  useEffect(() => {
    if (!isQrLogin || started.current) return;
    started.current = true;
    const code = readQrCode(location.hash);
    const returnTo = readLoginRedirect(url);
    if (location.hash)
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    void qrLogin(code).then((result) => {
      if (result.kind === 'signed-in') void navigate(returnTo ?? landing.afterAccessCode, { replace: true });
      else if (result.kind === 'not-allowed') void navigate('/', { replace: true });
      else setMessage(result.message);
    });
    // Once per page visit: the fragment is gone after the first run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isQrLogin]);

  return message;
}
