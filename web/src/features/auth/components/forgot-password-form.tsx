// Forgot password (spec sections 2 and 8): emails a reset link valid for 1 hour.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetLinkRequestSchema } from '@thon/shared/api/schemas/auth';
import { accountNotFound, passwordResetSent } from '@thon/shared/catalog/messages';
import { FormStatus, useFormStatus } from '../../../components/form-status';
import { TextField } from '../../../components/text-field';
import { emailPasswordResetLink } from '../api/email-password-reset-link';
import { GuardedForm } from '../../../components/guarded-form';

export function ForgotPasswordForm() {
  const { status, setStatus, attempt } = useFormStatus();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(passwordResetLinkRequestSchema), defaultValues: { Email: '' } });

  const onSubmit = handleSubmit(({ Email }) =>
    attempt(async () => {
      const answer = await emailPasswordResetLink(Email);
      setStatus(
        answer === 'success'
          ? { message: passwordResetSent(Email), tone: 'success' }
          : { message: accountNotFound },
      );
    }),
  );

  return (
    <GuardedForm
      busy={isSubmitting}
      onSubmit={onSubmit}
      submitLabel="Email me a reset link"
      busyLabel="Sending…"
      after={<FormStatus status={status} />}
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
