// Deleting a draft cart, after asking (nothing of it can be brought back).
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormStatus, noStatus } from '../../../components/form/form-status';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import type { Refused } from '../../../components/form/refused-or';

export function DeleteCartButton({ orderId, name }: { orderId: string; name: string }) {
  const { busy, answer, submit } = useActionFetcher<Refused>();
  const [asking, setAsking] = useState(false);
  return (
    <div className="shop-move">
      <button type="button" className="button-secondary" onClick={() => setAsking(true)}>
        Delete cart
      </button>
      {asking && (
        <ConfirmDialog
          question={`Delete the cart for ${name}?`}
          details="Its lines are removed; nothing was ordered."
          confirmLabel="Delete cart"
          busyLabel="Deleting…"
          busy={busy}
          onConfirm={() => void submit({ intent: 'delete', orderId })}
          onCancel={() => setAsking(false)}
        />
      )}
      <FormStatus
        status={answer ? { title: 'Error', message: answer.message } : noStatus}
        toastFor={answer}
      />
    </div>
  );
}
