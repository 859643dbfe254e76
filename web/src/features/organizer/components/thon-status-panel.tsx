// The Thon's status and the one move it may make next (draft → live → completed → processed; the
// API refuses any other). No move can be undone, so each asks first, saying what it will change.
// After a move the page reloads its data.
import { useEffect, useRef, useState } from 'react';
import type { EventStatus } from '@thon/shared/api/schemas/events';
import { processingWindowHours } from '@thon/shared/catalog/timing';
import { allowedTransitions } from '@thon/shared/events/event-status';
import { FormStatus, noStatus, useFormStatus } from '../../../components/form-status';
import { changeThonStatus } from '../api/change-thon-status';

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
  eventId: string;
  status: EventStatus;
  onChanged: () => void;
}

export function ThonStatusPanel({ eventId, status, onChanged }: ThonStatusPanelProps) {
  const { status: result, setStatus: setResult, attempt } = useFormStatus();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const moveButton = useRef<HTMLButtonElement>(null);
  // Focus follows the question: to Cancel (the safe answer) when asked, back to the move after.
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) {
      asked.current = true;
      cancelButton.current?.focus();
    } else if (asked.current) {
      asked.current = false;
      moveButton.current?.focus();
    }
  }, [confirming]);
  const nextStatus = allowedTransitions[status].find((to): to is NextStatus => to !== 'draft');
  const next = nextStatus ? { status: nextStatus, label: moveLabels[nextStatus] } : null;

  async function advance() {
    if (!next || busy) return;
    setBusy(true);
    try {
      await attempt(async () => {
        await changeThonStatus(eventId, next.status);
        setResult({
          tone: 'success',
          message: `The Thon is now ${statusLabels[next.status].toLowerCase()}.`,
        });
        onChanged();
      });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <section aria-labelledby="thon-status-heading" className="section">
      <h2 id="thon-status-heading">Status</h2>
      <p>
        This Thon is <strong>{statusLabels[status]}</strong>.
      </p>
      {next && confirming ? (
        <div
          role="group"
          aria-labelledby="thon-status-question"
          className="confirm-row"
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !busy) setConfirming(false);
          }}
        >
          <p id="thon-status-question">{`${next.label}? ${moveConsequences[next.status]}`}</p>
          <button type="button" aria-disabled={busy} onClick={() => void advance()}>
            {busy ? 'Saving…' : `Yes, ${next.label.toLowerCase()}`}
          </button>
          <button
            ref={cancelButton}
            type="button"
            className="button-secondary"
            aria-disabled={busy}
            onClick={() => !busy && setConfirming(false)}
          >
            Cancel
          </button>
        </div>
      ) : next ? (
        <button
          ref={moveButton}
          type="button"
          onClick={() => {
            setResult(noStatus);
            setConfirming(true);
          }}
        >
          {next.label}
        </button>
      ) : (
        <p>The Thon is processed: nothing more to do.</p>
      )}
      <FormStatus status={result} />
    </section>
  );
}
