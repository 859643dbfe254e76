// Username and password (spec sections 2, 5 and 8). 'Authentication Failed' and 'Inactive User'
// keep the person on the page with the spec's messages; a token signs them in.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginFailures, loginRequestSchema } from '@thon/shared/api/schemas/auth';
import {
  accountInactive,
  loginFailed,
  loginFailedTitle,
  reviewRequiredFields,
} from '@thon/shared/catalog/messages';
import { FormStatus, useFormStatus } from '../../../components/form-status';
import { TextField } from '../../../components/text-field';
import { startSession, storageBlockedMessage } from '../../../lib/start-session';
import { logIn } from '../api/log-in';
import { GuardedForm } from '../../../components/guarded-form';

const schema = loginRequestSchema.pick({ Username: true, Password: true });

export function PasswordLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { status, setStatus, attempt } = useFormStatus();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { Username: '', Password: '' } });

  const onSubmit = handleSubmit(
    (credentials) =>
      attempt(async () => {
        const answer = await logIn(credentials);
        if (answer === loginFailures.inactiveUser) return setStatus({ message: accountInactive });
        const started = startSession(answer);
        if (started === 'started') return onSignedIn();
        if (started === 'not-stored') return setStatus({ message: storageBlockedMessage });
        // 'Authentication Failed', or any other text that is not a token.
        setStatus({ title: loginFailedTitle, message: loginFailed });
      }),
    () => setStatus({ message: reviewRequiredFields }),
  );

  return (
    <GuardedForm
      busy={isSubmitting}
      onSubmit={onSubmit}
      submitLabel="Log in"
      busyLabel="Logging in…"
      after={<FormStatus status={status} />}
    >
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.Username?.message}
        registration={register('Username')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.Password?.message}
        registration={register('Password')}
      />
    </GuardedForm>
  );
}
