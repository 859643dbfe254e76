// "Complete participant" under the Thon's units: an organizer makes one participant's
// units final before the whole Thon completes; their per-unit pledges are then charged. It asks
// first in the shared confirm dialog, posts to the Thon page's action and confirms with a toast
// saying how many pledges were queued.
import { useEffect, useId, useState } from 'react';
import { participantCompleted } from '@thon/shared/catalog/messages';
import { processingWindowHours } from '@thon/shared/catalog/timing';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormStatus, noStatus } from '@/components/form/form-status';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import { showToast } from '@/lib/show-toast';
import type { ThonPageData } from '@/features/events/api/load-thon';
import type { ParticipantCompleted, ProcessingRequest } from '../routes/processing-actions';

export function CompleteParticipantPanel({ data }: { data: ThonPageData }) {
  const id = useId();
  const participants = data.Participants.map((participant) => ({
    id: participant.ParticipantId,
    name: `${participant.FirstName} ${participant.LastName}`,
    units: participant.Units,
  }));
  const [chosen, setChosen] = useState('');
  const [asking, setAsking] = useState(false);
  const { busy, answer, submit } = useActionFetcher<ParticipantCompleted>();
  const participant = participants.find((entry) => entry.id === chosen);
  const unitName = data.Thon.UnitName;

  // A new answer closes the dialog (a refusal shows under the button).
  const [seen, setSeen] = useState(answer);
  if (answer !== seen) {
    setSeen(answer);
    if (answer) setAsking(false);
  }

  useEffect(() => {
    if (answer?.ok) showToast('success', participantCompleted(answer.name, answer.queued));
  }, [answer]);

  function complete() {
    if (!participant) return;
    const request: ProcessingRequest = {
      intent: 'complete-participant',
      participantId: participant.id,
      name: participant.name,
    };
    void submit({ ...request });
  }

  return (
    <div className="complete-participant">
      <h3 id={`${id}-heading`}>Complete a participant</h3>
      <p className="muted">
        {`Make one participant's ${unitName || 'unit'} count final now: their pledges are charged without waiting for the whole Thon.`}
      </p>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-participant`}>Participant to complete</label>
          <select id={`${id}-participant`} value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="">Choose a participant</option>
            {participants.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
        <p>
          <button type="button" aria-disabled={!participant} onClick={() => participant && setAsking(true)}>
            Complete participant
          </button>
        </p>
      </div>
      {asking && participant && (
        <ConfirmDialog
          question={`Complete ${participant.name}?`}
          details={`Their units (${participant.units ?? 'none recorded'}) become final and cannot change. Their pledges are charged within ${processingWindowHours} hours.`}
          confirmLabel="Yes, complete participant"
          busyLabel="Completing…"
          busy={busy}
          onCancel={() => setAsking(false)}
          onConfirm={complete}
        />
      )}
      <FormStatus
        status={answer && !answer.ok ? { title: 'Not completed', message: answer.message } : noStatus}
        toastFor={answer}
      />
    </div>
  );
}
