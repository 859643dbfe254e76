// "Record cash or check": an organizer (any participant of the Thon) or a teacher (a child of their
// class) records money handed in on paper. It counts in the totals and is never charged. The form
// checks its fields (money pattern, email pattern), posts to its page's route action through a
// fetcher (record-offline-pledge.ts), confirms with a toast and the page's data reloads.
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { offlineMethods } from '@thon/shared/api/schemas/pledges';
import { offlinePledgeRecorded, selectParticipant, valueNotValid } from '@thon/shared/catalog/messages';
import { emailPattern, moneyPattern } from '@thon/shared/catalog/patterns';
import { FormStatus, noStatus } from '@/components/form/form-status';
import { GuardedForm } from '@/components/form/guarded-form';
import type { OfflinePledgeRecorded, RecordOfflinePledgeRequest } from './record-offline-pledge';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import { showToast } from '@/lib/show-toast';
import '../components/pledges.css';

export interface OfflinePledgeParticipant {
  ParticipantId: string;
  Name: string;
}

/** '$1,234.50' → 1234.5 */
export const dollarsOf = (text: string) => Number(text.trim().replace(/[$,]/g, ''));

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);

const offlineFormSchema = z.object({
  ParticipantId: z.string().min(1, selectParticipant),
  Amount: z
    .string()
    .trim()
    .regex(moneyPattern, valueNotValid)
    .refine((text) => dollarsOf(text) > 0, valueNotValid),
  Method: z.enum(offlineMethods, { error: valueNotValid }),
  Reference: optionalText(60),
  DonorName: z.string().trim().min(1, valueNotValid).max(60, 'At most 60 characters.'),
  DonorEmail: z
    .string()
    .trim()
    .max(254, valueNotValid)
    .refine((text) => text === '' || emailPattern.test(text), valueNotValid),
  Message: optionalText(280),
  Anonymous: z.boolean(),
});

type OfflineFormValues = z.input<typeof offlineFormSchema>;

const emptyForm: OfflineFormValues = {
  ParticipantId: '',
  Amount: '',
  Method: 'Cash',
  Reference: '',
  DonorName: '',
  DonorEmail: '',
  Message: '',
  Anonymous: false,
};

export function OfflinePledgeForm({
  participants,
  heading = 'Record cash or check',
  headingLevel = 2,
}: {
  participants: readonly OfflinePledgeParticipant[];
  heading?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<OfflineFormValues, unknown, z.output<typeof offlineFormSchema>>({
    resolver: zodResolver(offlineFormSchema),
    defaultValues: emptyForm,
  });
  const { busy, answer, submit } = useActionFetcher<OfflinePledgeRecorded>();

  useEffect(() => {
    if (!answer?.ok) return;
    showToast('success', offlinePledgeRecorded(answer.amount, answer.participantName));
    reset(emptyForm);
  }, [answer, reset]);

  const onSubmit = handleSubmit((values) => {
    const participant = participants.find((entry) => entry.ParticipantId === values.ParticipantId);
    const request: RecordOfflinePledgeRequest = {
      intent: 'record-offline-pledge',
      participantName: participant?.Name ?? '',
      pledge: {
        ParticipantId: values.ParticipantId,
        Amount: dollarsOf(values.Amount),
        Method: values.Method,
        DonorName: values.DonorName,
        Anonymous: values.Anonymous,
        ...(values.Reference ? { Reference: values.Reference } : {}),
        ...(values.DonorEmail ? { DonorEmail: values.DonorEmail } : {}),
        ...(values.Message ? { Message: values.Message } : {}),
      },
    };
    return submit({ ...request });
  });

  const refused = answer && !answer.ok ? { title: 'Not recorded', message: answer.message } : noStatus;
  const options = participants.map((entry) => ({ value: entry.ParticipantId, label: entry.Name }));

  return (
    <section aria-labelledby={`${id}-heading`} className="offline-pledge">
      <Heading id={`${id}-heading`}>{heading}</Heading>
      <p className="muted">Money handed in on paper counts in the totals and is never charged.</p>
      <GuardedForm
        busy={busy}
        onSubmit={onSubmit}
        submitLabel="Record pledge"
        busyLabel="Recording…"
        after={<FormStatus status={refused} toastFor={answer} />}
      >
        <SelectField
          label="Participant"
          options={options}
          placeholder="Choose a participant"
          error={errors.ParticipantId?.message}
          registration={register('ParticipantId')}
        />
        <div className="field-row">
          <TextField
            label="Amount"
            hint="In dollars, e.g. 25 or 12.50"
            inputMode="decimal"
            autoComplete="off"
            error={errors.Amount?.message}
            registration={register('Amount')}
          />
          <fieldset className="radio-group">
            <legend>Paid by</legend>
            {offlineMethods.map((method) => (
              <label key={method}>
                <input type="radio" value={method} {...register('Method')} /> {method}
              </label>
            ))}
          </fieldset>
        </div>
        <TextField
          label="Reference (optional)"
          hint="Check number or receipt number"
          autoComplete="off"
          error={errors.Reference?.message}
          registration={register('Reference')}
        />
        <TextField
          label="Donor name"
          autoComplete="off"
          error={errors.DonorName?.message}
          registration={register('DonorName')}
        />
        <TextField
          label="Donor email (optional)"
          type="email"
          autoComplete="off"
          error={errors.DonorEmail?.message}
          registration={register('DonorEmail')}
        />
        <div className="field">
          <label htmlFor={`${id}-message`}>Message (optional)</label>
          <textarea id={`${id}-message`} rows={2} {...register('Message')} />
          {errors.Message?.message && <p className="field-error">{errors.Message.message}</p>}
        </div>
        <div className="checkbox-field">
          <label>
            <input type="checkbox" {...register('Anonymous')} /> Show the donor as Anonymous on public pages
          </label>
        </div>
      </GuardedForm>
    </section>
  );
}
