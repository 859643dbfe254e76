// Access-code login (spec sections 2, 4 and 8). Not shown on the admin host (the page decides).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { accessCodeLoginRequestSchema } from '@thon/shared/api/schemas/auth';
import { FormStatus, useFormStatus } from '../../../components/form-status';
import { TextField } from '../../../components/text-field';
import { logInWithAccessCode } from '../api/log-in-with-access-code';
import { signInWithAccessCode } from '../utils/sign-in-with-access-code';
import { GuardedForm } from '../../../components/guarded-form';

const schema = accessCodeLoginRequestSchema.pick({ AccessCode: true });

interface AccessCodeFormProps {
  onSignedIn: () => void;
  /** 'Not Allowed': the person belongs on the site origin. */
  onNotAllowed: () => void;
}

export function AccessCodeForm({ onSignedIn, onNotAllowed }: AccessCodeFormProps) {
  const { status, setStatus, attempt } = useFormStatus();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { AccessCode: '' } });

  const onSubmit = handleSubmit(({ AccessCode }) =>
    attempt(async () => {
      const result = await signInWithAccessCode(() => logInWithAccessCode(AccessCode));
      if (result.kind === 'signed-in') return onSignedIn();
      if (result.kind === 'not-allowed') return onNotAllowed();
      setStatus({ message: result.message });
    }),
  );

  return (
    <GuardedForm
      busy={isSubmitting}
      onSubmit={onSubmit}
      submitLabel="Log in with access code"
      busyLabel="Logging in…"
      after={<FormStatus status={status} />}
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
