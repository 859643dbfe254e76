// Forgot password (spec sections 2 and 8): emails a reset link valid for 1 hour. The address is
// checked here, then posted to the login page's action through a fetcher.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetLinkRequestSchema } from '@thon/shared/api/schemas/auth';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import { TextField } from '@/components/form/text-field';
import { GuardedForm } from '@/components/form/guarded-form';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import type { LoginActionRequest, ResetLinkAnswer } from '../routes/login-actions';

export function ForgotPasswordForm() {
  const { busy, answer, submit } = useActionFetcher<ResetLinkAnswer>();
  const status: FormStatusValue = !answer
    ? noStatus
    : answer.ok
      ? { message: answer.message, tone: 'success' }
      : { message: answer.message };
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(passwordResetLinkRequestSchema), defaultValues: { Email: '' } });

  const onSubmit = handleSubmit(({ Email }) => {
    const request: LoginActionRequest = { intent: 'forgot-password', email: Email };
    return submit(request);
  });

  return (
    <GuardedForm
      busy={busy}
      onSubmit={onSubmit}
      submitLabel="Email me a reset link"
      busyLabel="Sending…"
      after={<FormStatus status={status} toastFor={answer} />}
    >
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={errors.Email?.message}
        registration={register('Email')}
      />
    </GuardedForm>
  );
}
