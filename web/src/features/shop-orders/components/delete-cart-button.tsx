// Deleting a draft cart, after asking (nothing of it can be brought back); a refusal (the cart
// was submitted meanwhile) is said beside the button.
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormStatus, noStatus } from '../../../components/form/form-status';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import type { Refused } from '../../../components/form/refused-or';

export function DeleteCartButton({ orderId, name }: { orderId: string; name: string }) {
  const { busy, answer, submit } = useActionFetcher<Refused>();
  // The answer there was when the question was asked: a new one (a refusal) closes the dialog,
  // so the refusal is read beside the button; a redirect takes the page away on success.
  const [askedAt, setAskedAt] = useState<Refused | undefined | null>(null);
  const asking = askedAt !== null && (busy || answer === askedAt);
  return (
    <div className="shop-move">
      <button type="button" className="button-secondary" onClick={() => setAskedAt(answer)}>
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
          onCancel={() => setAskedAt(null)}
        />
      )}
      <FormStatus
        status={answer ? { title: 'Error', message: answer.message } : noStatus}
        toastFor={answer}
      />
    </div>
  );
}
