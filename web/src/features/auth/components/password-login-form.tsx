// Username and password (spec sections 2, 5 and 8), posted to the login page's action through a
// fetcher. 'Authentication Failed' and 'Inactive User' keep the person on the page with the spec's
// messages; a token signs them in and the action moves them on.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema } from '@thon/shared/api/schemas/auth';
import { reviewRequiredFields } from '@thon/shared/catalog/messages';
import { FormStatus, noStatus } from '@/components/form/form-status';
import { TextField } from '@/components/form/text-field';
import { GuardedForm } from '@/components/form/guarded-form';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import type { LoginActionRequest, SignInAnswer } from '../routes/login-actions';

const schema = loginRequestSchema.pick({ Username: true, Password: true });

export function PasswordLoginForm() {
  const { busy, answer, note, say, submit } = useActionFetcher<SignInAnswer>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { Username: '', Password: '' } });

  const onSubmit = handleSubmit(
    ({ Username, Password }) => {
      const request: LoginActionRequest = { intent: 'password', username: Username, password: Password };
      return submit(request);
    },
    () => say({ message: reviewRequiredFields }),
  );

  return (
    <GuardedForm
      busy={busy}
      onSubmit={onSubmit}
      submitLabel="Log in"
      busyLabel="Logging in…"
      after={
        <FormStatus status={note ?? (answer ? { title: answer.title, message: answer.message } : noStatus)} />
      }
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
