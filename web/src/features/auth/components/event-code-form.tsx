// Event-code entry on the login page (spec section 2): a valid code goes to the donor event page
// at /event/{code}#{code}; an unknown one says so in place.
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { eventCodeRequestSchema } from '@thon/shared/api/schemas/event-code';
import { invalidEventCode } from '@thon/shared/catalog/messages';
import { useFormStatus } from '../../../components/form-status';
import { eventIdOfCode } from '../../../lib/event-id-of-code';
import { GuardedForm } from '../../../components/guarded-form';

/** Codes are looked up case-insensitively; the address always shows the canonical form. */
function normalizeEventCode(code: string): string {
  return code.trim().toUpperCase();
}

export function EventCodeForm() {
  const navigate = useNavigate();
  const ids = { input: useId(), hint: useId(), error: useId() };
  // The outcome of the last lookup, read out by the live region below.
  const { status, setStatus, attempt } = useFormStatus();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(eventCodeRequestSchema), defaultValues: { EventCode: '' } });

  const onSubmit = handleSubmit(({ EventCode }) => {
    const code = normalizeEventCode(EventCode);
    return attempt(
      async () => {
        const eventId = await eventIdOfCode(code);
        if (eventId === undefined) return setStatus({ message: invalidEventCode });
        await navigate(`/event/${encodeURIComponent(code)}#${encodeURIComponent(code)}`);
      },
      (error) => {
        const fieldIssue = error.issues.find((issue) => issue.path === 'EventCode');
        if (fieldIssue) setError('EventCode', { message: fieldIssue.message });
        return { message: error.message };
      },
    );
  });

  const fieldError = errors.EventCode?.message;
  return (
    <GuardedForm
      busy={isSubmitting}
      onSubmit={onSubmit}
      submitLabel="Go to event"
      busyLabel="Looking up…"
      after={
        <p className="form-status" role="alert" aria-atomic="true">
          {status.message}
        </p>
      }
    >
      <div className="field">
        <label htmlFor={ids.input}>Event code</label>
        <p className="field-hint" id={ids.hint}>
          Letters and digits, as printed on the event flyer.
        </p>
        <input
          id={ids.input}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${ids.hint} ${ids.error}` : ids.hint}
          {...register('EventCode')}
        />
        {fieldError && (
          <p className="field-error" id={ids.error}>
            {fieldError}
          </p>
        )}
      </div>
    </GuardedForm>
  );
}
