// Suspend or reactivate a franchise, after asking. Suspending keeps the territory (its schools
// are not handed to a neighbour), so the question says what it does change.
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormStatus, noStatus } from '../../../components/form/form-status';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import type { Franchise } from '../api/franchise-calls';
import type { FranchiseActionRequest, FranchiseOutcome } from '../routes/franchise-actions';

export function FranchiseStatusControl({ franchise }: { franchise: Franchise }) {
  const { busy, answer, submit } = useActionFetcher<FranchiseOutcome>();
  // The answer shown when the question was asked: a newer answer closes the question, whatever it
  // says (the status line and the toast say it), in the same render that shows it.
  const [askedAfter, setAskedAfter] = useState<{ answer: FranchiseOutcome | undefined } | null>(null);
  const asking = askedAfter !== null && (busy || answer === askedAfter.answer);
  const suspending = franchise.Status === 'active';

  const confirm = () => {
    const request: FranchiseActionRequest = {
      intent: 'set-status',
      franchiseId: franchise.FranchiseId,
      status: suspending ? 'suspended' : 'active',
    };
    void submit(request);
  };
  const status = !answer
    ? noStatus
    : answer.ok
      ? { tone: 'success' as const, message: answer.message }
      : { title: 'Error', message: answer.message };

  return (
    <section aria-labelledby="franchise-status-heading">
      <h2 id="franchise-status-heading">Status</h2>
      <p>
        {suspending
          ? 'Active: its users can sign in and its Thons can go live.'
          : 'Suspended: its users cannot sign in and its Thons cannot go live. It keeps its territory.'}
      </p>
      <button type="button" className="button-secondary" onClick={() => setAskedAfter({ answer })}>
        {suspending ? 'Suspend this franchise' : 'Reactivate this franchise'}
      </button>
      <FormStatus status={status} toastFor={answer} />
      {asking && (
        <ConfirmDialog
          question={suspending ? `Suspend ${franchise.Name}?` : `Reactivate ${franchise.Name}?`}
          details={
            suspending
              ? 'Its users will not be able to sign in and its Thons will not be able to go live. It keeps its territory.'
              : 'Its users will be able to sign in again and its Thons to go live.'
          }
          confirmLabel={suspending ? 'Yes, suspend it' : 'Yes, reactivate it'}
          busyLabel={suspending ? 'Suspending…' : 'Reactivating…'}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setAskedAfter(null)}
        />
      )}
    </section>
  );
}
