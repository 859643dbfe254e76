// The Thon's status and the one move it may make next (draft → live → completed → processed; the
// API refuses any other). After a move the page reloads its data.
import { useState } from 'react';
import type { EventStatus } from '@thon/shared/api/schemas/events';
import { allowedTransitions } from '@thon/shared/events/event-status';
import { FormStatus, noStatus, type FormStatusValue } from '../../../components/form-status';
import { ApiError } from '../../../lib/api-client';
import { changeThonStatus } from '../api/change-thon-status';

/** The button for moving into a status; which moves exist comes from the shared transition table. */
const moveLabels: Readonly<Record<EventStatus, string>> = {
  draft: 'Back to draft',
  live: 'Make live',
  completed: 'Mark completed',
  processed: 'Mark processed',
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
  const [result, setResult] = useState<FormStatusValue>(noStatus);
  const [busy, setBusy] = useState(false);
  const nextStatus = allowedTransitions[status][0];
  const next = nextStatus ? { status: nextStatus, label: moveLabels[nextStatus] } : null;

  async function advance() {
    if (!next || busy) return;
    setBusy(true);
    setResult(noStatus);
    try {
      await changeThonStatus(eventId, next.status);
      setResult({ tone: 'success', message: `The Thon is now ${statusLabels[next.status].toLowerCase()}.` });
      onChanged();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setResult({ message: error.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="thon-status-heading" className="section">
      <h2 id="thon-status-heading">Status</h2>
      <p>
        This Thon is <strong>{statusLabels[status]}</strong>.
      </p>
      {next ? (
        <button type="button" aria-disabled={busy} onClick={() => void advance()}>
          {next.label}
        </button>
      ) : (
        <p>The Thon is processed: nothing more to do.</p>
      )}
      <FormStatus status={result} />
    </section>
  );
}
