// The login page (spec section 2): username and password, access code (not on the admin host),
// event code, forgot password and social login, each its own panel. After sign-in it goes to
// the `redirect` parameter when that is a path on this site, else to the default landing.
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { FormStatus } from '@/components/form/form-status';
import { isAdminHost } from '../../../lib/admin-host';
import { landing } from '../../../lib/landing';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { AccessCodeForm } from '../components/access-code-form';
import { EventCodeForm } from '../components/event-code-form';
import { NearbyEvents } from '../components/nearby-events';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { PasswordLoginForm } from '../components/password-login-form';
import { SocialLoginButton } from '../components/social-login-button';
import type { LoginLoaderData } from './login-loader';
import { useQrLogin } from './use-qr-login';

export function LoginPage() {
  const loaded = useLoaderData<LoginLoaderData>();
  const message = useQrLogin() || loaded.message;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = safeRedirectPath(searchParams.get('redirect'));
  const showAccessCode = !isAdminHost();

  const signedIn = (defaultLanding: string) => () =>
    void navigate(returnTo ?? defaultLanding, { replace: true });

  return (
    <>
      <title>Log in · Thon</title>
      <h1>Log in</h1>
      {message && <FormStatus status={{ message }} />}
      <div className="panels">
        <section className="panel" aria-labelledby="password-login-heading">
          <h2 id="password-login-heading">Log in with your username</h2>
          <PasswordLoginForm />
          <SocialLoginButton onSignedIn={signedIn(landing.afterLogin)} />
        </section>
        {showAccessCode && (
          <section className="panel" aria-labelledby="access-code-heading">
            <h2 id="access-code-heading">Have an access code?</h2>
            <AccessCodeForm />
          </section>
        )}
        <section className="panel" aria-labelledby="event-code-heading">
          <h2 id="event-code-heading">Have an event code?</h2>
          <p>Enter it to open the event page, where you can support a participant.</p>
          <EventCodeForm />
          <NearbyEvents />
        </section>
        <section className="panel" aria-labelledby="forgot-password-heading">
          <h2 id="forgot-password-heading">Forgot your password?</h2>
          <p>We will email you a link to choose a new one.</p>
          <ForgotPasswordForm />
        </section>
      </div>
    </>
  );
}
