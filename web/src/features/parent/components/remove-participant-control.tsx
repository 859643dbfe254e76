// "Remove" on a participant card, with its confirm step in place (no window.confirm): the button
// turns into "Remove {FirstName}? Yes / No". Focus goes to "No", the safe answer, and back to
// "Remove" when the parent says no (or presses Escape). A refusal shows the server's message in
// the card's live region; a removal is announced by the page, which reloads the list.
import { useEffect, useId, useRef, useState } from 'react';
import type { ParticipantEntry } from '@thon/shared/api/schemas/participants';
import { FormStatus, noStatus, useFormStatus } from '../../../components/form-status';
import { removeParticipant } from '../api/remove-participant';

type Step = 'idle' | 'confirming' | 'removing';

interface RemoveParticipantControlProps {
  entry: ParticipantEntry;
  onRemoved: (entry: ParticipantEntry) => void;
}

export function RemoveParticipantControl({ entry, onRemoved }: RemoveParticipantControlProps) {
  const [step, setStep] = useState<Step>('idle');
  const { status, setStatus, attempt } = useFormStatus();
  const questionId = useId();
  const removeButton = useRef<HTMLButtonElement>(null);
  const noButton = useRef<HTMLButtonElement>(null);
  const focusRemove = useRef(false);
  const busy = step === 'removing';
  const fullName = `${entry.FirstName} ${entry.LastName}`.trim();

  useEffect(() => {
    if (step === 'confirming') noButton.current?.focus();
    if (step === 'idle' && focusRemove.current) {
      focusRemove.current = false;
      removeButton.current?.focus();
    }
  }, [step]);

  const cancel = () => {
    if (busy) return;
    focusRemove.current = true;
    setStep('idle');
  };

  const confirm = async () => {
    if (busy) return;
    setStep('removing');
    await attempt(
      async () => {
        await removeParticipant(entry.ParticipantId);
        onRemoved(entry);
      },
      (error) => {
        focusRemove.current = true;
        setStep('idle');
        return { title: 'Not removed', message: error.message, tone: 'error' };
      },
    );
  };

  return (
    <div className="card-actions">
      {step === 'idle' ? (
        <button
          ref={removeButton}
          type="button"
          className="button-secondary"
          onClick={() => {
            setStatus(noStatus);
            setStep('confirming');
          }}
        >
          Remove <span className="visually-hidden">{fullName}</span>
        </button>
      ) : (
        <div
          role="group"
          aria-labelledby={questionId}
          className="confirm-row"
          onKeyDown={(event) => {
            if (event.key === 'Escape') cancel();
          }}
        >
          <span id={questionId}>Remove {entry.FirstName}?</span>
          <button type="button" aria-disabled={busy} onClick={() => void confirm()}>
            {busy ? 'Removing…' : 'Yes'}
          </button>
          <button
            ref={noButton}
            type="button"
            className="button-secondary"
            aria-disabled={busy}
            onClick={cancel}
          >
            No
          </button>
        </div>
      )}
      <FormStatus status={status} />
    </div>
  );
}
