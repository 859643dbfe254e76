// Event-code entry on the login page (spec section 2): a valid code goes to the donor event page
// at /event/{code}#{code}; an unknown one says so in place. The code is checked here, then posted
// to the login page's action through a fetcher (which redirects to the event page).
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { eventCodeRequestSchema } from '@thon/shared/api/schemas/event-code';
import { GuardedForm } from '@/components/form/guarded-form';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import type { EventCodeAnswer, LoginActionRequest } from '../routes/login-actions';

/** Codes are looked up case-insensitively; the address always shows the canonical form. */
function normalizeEventCode(code: string): string {
  return code.trim().toUpperCase();
}

export function EventCodeForm() {
  const ids = { input: useId(), hint: useId(), error: useId() };
  // The outcome of the last lookup, read out by the live region below.
  const { busy, answer, submit } = useActionFetcher<EventCodeAnswer>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(eventCodeRequestSchema), defaultValues: { EventCode: '' } });
  useEffect(() => {
    if (answer?.fieldIssue) setError('EventCode', { message: answer.fieldIssue });
  }, [answer, setError]);

  const onSubmit = handleSubmit(({ EventCode }) => {
    const request: LoginActionRequest = { intent: 'event-code', code: normalizeEventCode(EventCode) };
    return submit(request);
  });

  const fieldError = errors.EventCode?.message;
  return (
    <GuardedForm
      busy={busy}
      onSubmit={onSubmit}
      submitLabel="Go to event"
      busyLabel="Looking up…"
      after={
        <p className="form-status" role="alert" aria-atomic="true">
          {answer?.message ?? ''}
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
