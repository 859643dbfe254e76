// Log in with Facebook (spec sections 2 and 7). Shown only when the page names a Facebook app id;
// the SDK starts loading when the button appears so the login popup opens straight from the click.
import { useEffect, useState } from 'react';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import { facebookAppId, loadFacebookSdk } from '../../../lib/facebook-sdk';
import { signInWithFacebook } from '../utils/sign-in-with-facebook';

export function SocialLoginButton({ onSignedIn }: { onSignedIn: () => void }) {
  const appId = facebookAppId();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<FormStatusValue>(noStatus);

  useEffect(() => {
    // A failed preload is retried, and reported, on click.
    if (appId) loadFacebookSdk(appId).catch(() => undefined);
  }, [appId]);

  if (!appId) return null;

  async function logIn() {
    if (busy) return;
    setBusy(true);
    setStatus(noStatus);
    const result = await signInWithFacebook(appId);
    setBusy(false);
    if (result.kind === 'signed-in') return onSignedIn();
    if (result.kind === 'refused') setStatus({ message: result.message });
  }

  return (
    <div className="social-login">
      <button type="button" className="button-secondary" aria-disabled={busy} onClick={() => void logIn()}>
        {busy ? 'Logging in with Facebook…' : 'Log in with Facebook'}
      </button>
      <FormStatus status={status} />
    </div>
  );
}
