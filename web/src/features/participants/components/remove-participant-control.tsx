// "Remove" on a participant card. It asks first in the shared confirm dialog ("Remove
// {FirstName}?" Yes / No; focus on No, Escape says no), then posts to the dashboard's action
// through the shared removal fetcher. A refusal shows the server's message in the card's live
// region and puts focus back on Remove; a removal is announced by the page, which reloads the list.
import { useState } from 'react';
import { useFetcher } from 'react-router';
import type { ParticipantEntry } from '@thon/shared/api/schemas/participants';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import { removeParticipantFetcherKey, type RemoveParticipantOutcome } from '../routes/participant-actions';

interface RemoveParticipantControlProps {
  entry: ParticipantEntry;
}

export function RemoveParticipantControl({ entry }: RemoveParticipantControlProps) {
  const fetcher = useFetcher<RemoveParticipantOutcome>({ key: removeParticipantFetcherKey });
  // What the fetcher held when Remove was pressed (null: not asked): a newer outcome answers it.
  const [askedWith, setAskedWith] = useState<{ data: RemoveParticipantOutcome | undefined } | null>(null);
  const fullName = `${entry.FirstName} ${entry.LastName}`.trim();
  const busy = fetcher.state !== 'idle' && fetcher.formData?.get('participantId') === entry.ParticipantId;
  const answer =
    askedWith !== null && fetcher.state === 'idle' && fetcher.data !== askedWith.data
      ? fetcher.data
      : undefined;
  const refused = answer?.ok === false && answer.participantId === entry.ParticipantId ? answer : undefined;
  const status: FormStatusValue = refused
    ? { title: 'Not removed', message: refused.message, tone: 'error' }
    : noStatus;

  return (
    <div className="card-actions">
      <button type="button" className="button-secondary" onClick={() => setAskedWith({ data: fetcher.data })}>
        Remove <span className="visually-hidden">{fullName}</span>
      </button>
      {askedWith !== null && answer === undefined && (
        <ConfirmDialog
          question={`Remove ${entry.FirstName}?`}
          confirmLabel="Yes"
          busyLabel="Removing…"
          cancelLabel="No"
          busy={busy}
          onCancel={() => setAskedWith(null)}
          onConfirm={() =>
            void fetcher.submit({ participantId: entry.ParticipantId, name: fullName }, { method: 'post' })
          }
        />
      )}
      <FormStatus status={status} toastFor={refused} />
    </div>
  );
}
