// The approval queue on the Thon page. Anyone can become a parent and add a child to any Thon, so
// a child a parent created waits here: off the public pages and unable to send invitations until
// the organizer approves them, or removes them (a made-up name, a child of another school) after
// a confirm step. Each decision posts to the Thon page's action through a fetcher, and the page's
// reload shows the queue as it now is.
import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import {
  noneAwaitingApproval,
  participantApproved,
  participantRejected,
} from '@thon/shared/catalog/messages';
import type { PendingParticipant } from '@thon/shared/api/schemas/participant-approvals';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import type { ApprovalDecided, ThonEventRequest } from '../routes/thon-event-actions';

interface ApprovalQueuePanelProps {
  pending: readonly PendingParticipant[];
}

const nameOf = (child: PendingParticipant) => `${child.FirstName} ${child.LastName}`.trim();

export function ApprovalQueuePanel({ pending }: ApprovalQueuePanelProps) {
  const id = useId();
  const fetcher = useFetcher<ApprovalDecided>();
  /** The child whose removal is being confirmed. */
  const [removing, setRemoving] = useState<PendingParticipant | null>(null);
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const status: FormStatusValue = !answer
    ? noStatus
    : answer.ok
      ? {
          tone: 'success',
          message: answer.approved ? participantApproved(answer.name) : participantRejected(answer.name),
        }
      : { title: 'Not changed', message: answer.message, tone: 'error' };

  const decide = (child: PendingParticipant, intent: 'approve-participant' | 'reject-participant') => {
    const request: ThonEventRequest = { intent, participantId: child.ParticipantId, name: nameOf(child) };
    void fetcher.submit(request, { method: 'post', encType: 'application/json' });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="section">
      <h2 id={`${id}-heading`}>Waiting for approval</h2>
      <p>
        Parents added these children themselves. They are not on the public pages and cannot send invitations
        until you approve them.
      </p>
      <FormStatus status={status} toastFor={answer} />
      {pending.length === 0 ? (
        <p className="muted">{noneAwaitingApproval}</p>
      ) : (
        <ul className="approval-queue">
          {pending.map((child) => (
            <li key={child.ParticipantId}>
              <strong>{nameOf(child)}</strong>
              <span className="muted">
                {child.AddedBy ? ` added by ${child.AddedBy}` : ' added by a parent'}
                {child.Grade ? `, grade ${child.Grade}` : ''}
              </span>{' '}
              <button type="button" disabled={busy} onClick={() => decide(child, 'approve-participant')}>
                Approve <span className="visually-hidden">{nameOf(child)}</span>
              </button>{' '}
              <button
                type="button"
                className="button-secondary"
                disabled={busy}
                onClick={() => setRemoving(child)}
              >
                Remove <span className="visually-hidden">{nameOf(child)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {removing && (
        <ConfirmDialog
          question={`Remove ${nameOf(removing)}?`}
          details="The child, their access code and their place on the parent's list are deleted."
          confirmLabel="Remove"
          busyLabel="Removing…"
          cancelLabel="Keep"
          busy={busy}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            decide(removing, 'reject-participant');
            setRemoving(null);
          }}
        />
      )}
    </section>
  );
}
