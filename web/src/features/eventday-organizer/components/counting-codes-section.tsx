// Volunteers' counting codes: 'Invite a volunteer' makes a one-day code (shown once, in a dialog
// with its QR), and the list shows every code of the Thon with its state; an active one can be
// revoked (after a confirmation) and stops working at once.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import {
  maxCountingCodeLabelLength,
  countingCodeLabelRequired,
} from '@thon/shared/catalog/eventday-messages';
import { formatDisplayDateTime } from '@thon/shared/catalog/display-format';
import { reviewRequiredFields } from '@thon/shared/catalog/messages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormStatus, statusOfAnswer } from '@/components/form/form-status';
import { GuardedForm } from '@/components/form/guarded-form';
import { TextField } from '@/components/form/text-field';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import type { CountingCodeRow, CreateCountingCodeResponse } from '../api/eventday-calls';
import type { EventDayActionRequest, EventDayOutcome } from '../routes/eventday-actions';
import { CountingCodeDialog } from './counting-code-dialog';

const labelSchema = z.object({
  label: z
    .string()
    .trim()
    .min(1, countingCodeLabelRequired)
    .max(maxCountingCodeLabelLength, countingCodeLabelRequired),
});
type LabelForm = z.infer<typeof labelSchema>;

const statusWords: Record<CountingCodeRow['Status'], string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

export function CountingCodesSection({
  codes,
  timeZone,
}: {
  codes: readonly CountingCodeRow[];
  timeZone: string;
}) {
  return (
    <section aria-labelledby="codes-heading" className="section">
      <h2 id="codes-heading">Volunteers&apos; counting codes</h2>
      <p>
        A volunteer without an account counts laps with a code you show them here. Each code works until
        midnight in the Thon&apos;s time zone.
      </p>
      <InviteVolunteerForm timeZone={timeZone} />
      {codes.length === 0 ? (
        <p>No counting codes yet.</p>
      ) : (
        <div className="eventday-table-wrap" role="region" aria-label="Counting codes" tabIndex={0}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Volunteer or station</th>
                <th scope="col">Made by</th>
                <th scope="col">Works until</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {codes.map((code) => (
                <CodeRow key={code.CodeId} code={code} timeZone={timeZone} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function InviteVolunteerForm({ timeZone }: { timeZone: string }) {
  const { busy, answer, note, say, submit } = useActionFetcher<EventDayOutcome>();
  // The newest code shows in its dialog until it is closed (the answer stays; the closed id hides it).
  const [closedId, setClosedId] = useState<string | undefined>();
  const shown: CreateCountingCodeResponse | undefined =
    answer?.ok && answer.code && answer.code.CodeId !== closedId ? answer.code : undefined;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<LabelForm>({ resolver: zodResolver(labelSchema), defaultValues: { label: '' } });
  const onSubmit = handleSubmit(
    (values) => {
      const request: EventDayActionRequest = { intent: 'create-code', label: values.label };
      void submit(request);
    },
    () => say({ title: 'Error', message: reviewRequiredFields }),
  );
  return (
    <>
      <GuardedForm
        busy={busy}
        onSubmit={onSubmit}
        submitLabel="Invite a volunteer"
        busyLabel="Making a code…"
        after={<FormStatus status={note ?? statusOfAnswer(answer)} toastFor={answer} />}
      >
        <TextField
          label="Volunteer's name or station"
          hint="For example: Ms. Rivera, or Lap line 2."
          maxLength={maxCountingCodeLabelLength}
          registration={register('label')}
          error={errors.label?.message}
        />
      </GuardedForm>
      {shown && (
        <CountingCodeDialog
          code={shown}
          timeZone={timeZone}
          onClose={() => {
            // The form empties for the next volunteer.
            setClosedId(shown.CodeId);
            reset({ label: '' });
          }}
        />
      )}
    </>
  );
}

function CodeRow({ code, timeZone }: { code: CountingCodeRow; timeZone: string }) {
  const { busy, answer, submit } = useActionFetcher<EventDayOutcome>();
  const [confirming, setConfirming] = useState(false);
  const revoke = () => {
    const request: EventDayActionRequest = { intent: 'revoke-code', codeId: code.CodeId, label: code.Label };
    void submit(request).then(() => setConfirming(false));
  };
  return (
    <tr>
      <th scope="row">{code.Label}</th>
      <td>{code.CreatedByName}</td>
      <td>{formatDisplayDateTime(new Date(code.ExpiresAt), timeZone)}</td>
      <td>{statusWords[code.Status]}</td>
      <td>
        {code.Status === 'active' && (
          <button type="button" className="button-secondary" onClick={() => setConfirming(true)}>
            {`Revoke the code for ${code.Label}`}
          </button>
        )}
        {confirming && (
          <ConfirmDialog
            question={`Revoke the counting code for ${code.Label}?`}
            details="Its phone stops counting at once; laps it already sent stay counted."
            confirmLabel="Revoke"
            busyLabel="Revoking…"
            busy={busy}
            onConfirm={revoke}
            onCancel={() => setConfirming(false)}
          />
        )}
        <FormStatus status={statusOfAnswer(answer)} toastFor={answer} />
      </td>
    </tr>
  );
}
