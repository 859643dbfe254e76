// Confirming a pending pledge (a rate above the threshold) and cancelling one, from the manage
// link. Cancelling asks first, in the app's one confirm dialog.
import { useState } from 'react';
import { pledgePendingExplained } from '@thon/shared/catalog/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormStatus } from '../../../components/form-status';
import type { DonorPledge } from '../api/pledge-calls';
import { useManageFetcher } from './use-manage-fetcher';

export function ConfirmPendingPledge() {
  const { busy, status, submit } = useManageFetcher();
  return (
    <section aria-labelledby="confirm-pledge">
      <h2 id="confirm-pledge">Confirm your pledge</h2>
      <p>{pledgePendingExplained}</p>
      <button type="button" aria-disabled={busy} onClick={() => !busy && void submit({ intent: 'confirm' })}>
        {busy ? 'Confirming…' : 'Confirm my pledge'}
      </button>
      <FormStatus status={status} />
    </section>
  );
}

export function CancelPledgeControl({ pledge }: { pledge: DonorPledge }) {
  const { busy, status, submit } = useManageFetcher();
  const [asking, setAsking] = useState(false);
  return (
    <section aria-labelledby="cancel-pledge">
      <h2 id="cancel-pledge">Cancel your pledge</h2>
      <button type="button" className="button-secondary" onClick={() => setAsking(true)}>
        Cancel pledge
      </button>
      {asking && (
        <ConfirmDialog
          question={`Cancel your pledge for ${pledge.DisplayName}?`}
          details="Nothing will be charged for it."
          confirmLabel="Cancel pledge"
          busyLabel="Cancelling…"
          cancelLabel="Keep pledge"
          busy={busy}
          onConfirm={() => void submit({ intent: 'cancel' }).then(() => setAsking(false))}
          onCancel={() => setAsking(false)}
        />
      )}
      <FormStatus status={status} />
    </section>
  );
}
