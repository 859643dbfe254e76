// /reset-password#token=… : the page a password reset email links to. The token travels in the
// fragment, which browsers never send to a server (no access log, no Referer); the page keeps it in
// state and removes it from the address bar at once (history.replaceState through the router), so
// it is not left in the history or on screen. The new password must
// meet the user pool's policy, the shared payment-provider password rule (at least 8
// characters with a digit, a lowercase and an uppercase letter): the API's own request schema
// checks it, so the page and the server give the same message.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import * as z from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordRequestSchema } from '@thon/shared/api/schemas/auth';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import { TextField } from '@/components/form/text-field';
import { landing } from '../../../lib/landing';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import type { ResetPasswordAnswer } from './reset-password-action';
import { GuardedForm } from '@/components/form/guarded-form';

export const passwordRule = 'At least 8 characters, with a digit, a lowercase and an uppercase letter.';
export const passwordsDiffer = 'The two passwords are not the same.';
export const confirmPassword = 'Please enter the new password again';
export const linkIncomplete = 'This reset link is not complete. Ask for a new one on the login page.';

const schema = z
  .object({
    Password: resetPasswordRequestSchema.shape.Password,
    Confirm: z.string().min(1, confirmPassword),
  })
  .refine((values) => values.Password === values.Confirm, { path: ['Confirm'], message: passwordsDiffer });

/** The token of a `#token=…` fragment ('' when there is none). */
const tokenOfFragment = (hash: string) =>
  new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';

/** The link's token, read once from the fragment, which is then replaced out of the address bar. */
function useFragmentToken(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenOfFragment(location.hash));
  const hasFragment = location.hash !== '';
  useEffect(() => {
    if (hasFragment) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    }
  }, [hasFragment, location.pathname, location.search, navigate]);
  return token;
}

export function ResetPasswordPage() {
  const token = useFragmentToken();
  const { busy, answer, submit } = useActionFetcher<ResetPasswordAnswer>();
  const done = answer?.ok === true;
  const status: FormStatusValue = !answer
    ? noStatus
    : { message: answer.message, ...(answer.ok ? { tone: 'success' as const } : {}) };
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { Password: '', Confirm: '' } });

  const onSubmit = handleSubmit(({ Password }) => submit({ token, password: Password }));

  return (
    <>
      <title>Choose a new password · Thon</title>
      <h1>Choose a new password</h1>
      {!token ? (
        <p>
          {linkIncomplete} <Link to={landing.login}>Go to the login page</Link>
        </p>
      ) : (
        <>
          {!done && (
            <GuardedForm busy={busy} onSubmit={onSubmit} submitLabel="Save new password" busyLabel="Saving…">
              <TextField
                label="New password"
                type="password"
                autoComplete="new-password"
                hint={passwordRule}
                error={errors.Password?.message}
                registration={register('Password')}
              />
              <TextField
                label="Confirm new password"
                type="password"
                autoComplete="new-password"
                error={errors.Confirm?.message}
                registration={register('Confirm')}
              />
            </GuardedForm>
          )}
          <FormStatus status={status} toastFor={answer} />
          {done && (
            <p>
              <Link className="button-link" to={landing.login}>
                Log in
              </Link>
            </p>
          )}
        </>
      )}
    </>
  );
}
