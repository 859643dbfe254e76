// The Thon's status and the one move it may make next (draft → live → completed → processed; the
// API refuses any other). No move can be undone, so each asks first, in the shared confirm dialog,
// saying what it will change. The move posts to the Thon page's action through a fetcher, which
// reloads the page's data.
import { useState } from 'react';
import { useFetcher } from 'react-router';
import type { EventStatus } from '@thon/shared/api/schemas/events';
import { processingWindowHours } from '@thon/shared/catalog/timing';
import { allowedTransitions } from '@thon/shared/events/event-status';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormStatus, noStatus, type FormStatusValue } from '@/components/form/form-status';
import type { StatusChanged, ThonEventRequest } from '../routes/thon-event-actions';

/** A status a Thon can move into: every one but draft, where it starts. */
type NextStatus = Exclude<EventStatus, 'draft'>;

/** The button for moving into a status; which moves exist comes from the shared transition table. */
const moveLabels: Readonly<Record<NextStatus, string>> = {
  live: 'Make live',
  completed: 'Mark completed',
  processed: 'Mark processed',
};

/** What a move changes, asked before it is made (none can be undone). */
const moveConsequences: Readonly<Record<NextStatus, string>> = {
  live: 'Donors can find it by its event code and pledge. It cannot go back to draft.',
  completed: `Units are locked and the details can no longer be changed. Pledges are processed within ${processingWindowHours} hours.`,
  processed: 'The money is settled. Nothing more can change.',
};

export const statusLabels: Readonly<Record<EventStatus, string>> = {
  draft: 'Draft',
  live: 'Live',
  completed: 'Completed',
  processed: 'Processed',
};

interface ThonStatusPanelProps {
  status: EventStatus;
}

export function ThonStatusPanel({ status }: ThonStatusPanelProps) {
  const fetcher = useFetcher<StatusChanged>();
  // What the fetcher held when the move was pressed (null: not asked); a newer outcome answers it.
  const [askedWith, setAskedWith] = useState<{ data: StatusChanged | undefined } | null>(null);
  const busy = fetcher.state !== 'idle';
  const answer = askedWith !== null && !busy && fetcher.data !== askedWith.data ? fetcher.data : undefined;
  const result: FormStatusValue = !answer
    ? noStatus
    : answer.ok
      ? { tone: 'success', message: `The Thon is now ${statusLabels[answer.status].toLowerCase()}.` }
      : { message: answer.message };
  const nextStatus = allowedTransitions[status].find((to): to is NextStatus => to !== 'draft');
  const next = nextStatus ? { status: nextStatus, label: moveLabels[nextStatus] } : null;

  const advance = (to: NextStatus) => {
    const request: ThonEventRequest = { intent: 'change-status', status: to };
    void fetcher.submit(request, { method: 'post', encType: 'application/json' });
  };

  return (
    <section aria-labelledby="thon-status-heading" className="section">
      <h2 id="thon-status-heading">Status</h2>
      <p>
        This Thon is <strong>{statusLabels[status]}</strong>.
      </p>
      {next ? (
        <button type="button" onClick={() => setAskedWith({ data: fetcher.data })}>
          {next.label}
        </button>
      ) : (
        <p>The Thon is processed: nothing more to do.</p>
      )}
      {next && askedWith !== null && answer === undefined && (
        <ConfirmDialog
          question={`${next.label}? ${moveConsequences[next.status]}`}
          confirmLabel={`Yes, ${next.label.toLowerCase()}`}
          busyLabel="Saving…"
          busy={busy}
          onCancel={() => setAskedWith(null)}
          onConfirm={() => advance(next.status)}
        />
      )}
      <FormStatus status={result} toastFor={answer} />
    </section>
  );
}
