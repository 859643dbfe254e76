// Access-code login (spec sections 2, 4 and 8), posted to the login page's action through a
// fetcher. Not shown on the admin host (the page decides).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { accessCodeLoginRequestSchema } from '@thon/shared/api/schemas/auth';
import { FormStatus, noStatus } from '@/components/form/form-status';
import { TextField } from '@/components/form/text-field';
import { GuardedForm } from '@/components/form/guarded-form';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import type { LoginActionRequest, SignInAnswer } from '../routes/login-actions';

const schema = accessCodeLoginRequestSchema.pick({ AccessCode: true });

export function AccessCodeForm() {
  const { busy, answer, submit } = useActionFetcher<SignInAnswer>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { AccessCode: '' } });

  const onSubmit = handleSubmit(({ AccessCode }) => {
    const request: LoginActionRequest = { intent: 'access-code', accessCode: AccessCode };
    return submit(request);
  });

  return (
    <GuardedForm
      busy={busy}
      onSubmit={onSubmit}
      submitLabel="Log in with access code"
      busyLabel="Logging in…"
      after={<FormStatus status={answer ? { message: answer.message } : noStatus} />}
    >
      <TextField
        label="Access code"
        hint="The code on your participant card or letter."
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.AccessCode?.message}
        registration={register('AccessCode')}
      />
    </GuardedForm>
  );
}
