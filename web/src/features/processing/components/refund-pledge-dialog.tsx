// "Refund" on a charged pledge of the Thon's pledge list: asks first in the shared
// confirm dialog, with an optional amount for a partial refund (checked against the money
// pattern; empty refunds what is left of the charge), posts to the Thon page's action, and on
// success confirms with a toast and closes; the page's data reloads, so the totals drop.
import { useEffect, useId, useState } from 'react';
import { pledgeRefunded, valueNotValid } from '@thon/shared/catalog/messages';
import { formatDollars } from '@thon/shared/catalog/money-format';
import { moneyPattern } from '@thon/shared/catalog/patterns';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useActionFetcher } from '@/components/form/use-action-fetcher';
import { useAnswerToast } from '@/components/form/use-answer-toast';
import type { PledgeRefunded, ProcessingRequest } from '../routes/processing-actions';
import { showToast } from '@/lib/show-toast';

export interface RefundablePledge {
  PledgeId: string;
  DonorName: string;
  /** What was charged (the per-unit estimate or the gift). */
  Estimated: number;
}

/** '$1,234.50' → 1234.5 */
const dollarsOf = (text: string) => Number(text.trim().replace(/[$,]/g, ''));

export function RefundPledgeDialog({ pledge, onClose }: { pledge: RefundablePledge; onClose: () => void }) {
  const id = useId();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState('');
  const { busy, answer, submit } = useActionFetcher<PledgeRefunded>();
  const refused = answer && !answer.ok ? answer : undefined;
  // A refusal stays said in the dialog, and is toasted like every answer.
  useAnswerToast(refused, { message: refused?.message ?? '' }, (message) => message);

  useEffect(() => {
    if (!answer?.ok) return;
    showToast('success', pledgeRefunded(answer.amount, answer.donorName));
    onClose();
  }, [answer, onClose]);

  function confirm() {
    const text = amount.trim();
    if (text !== '' && (!moneyPattern.test(text) || dollarsOf(text) <= 0)) {
      setError(valueNotValid);
      return;
    }
    setError('');
    const request: ProcessingRequest = {
      intent: 'refund-pledge',
      pledgeId: pledge.PledgeId,
      donorName: pledge.DonorName,
      ...(text === '' ? {} : { amount: dollarsOf(text) }),
    };
    void submit({ ...request });
  }

  return (
    <ConfirmDialog
      question={`Refund ${pledge.DonorName}'s pledge of ${formatDollars(pledge.Estimated)}?`}
      details={
        <>
          <span>
            The money goes back to the donor&apos;s card and the totals drop. This cannot be undone.
          </span>
          <br />
          <label htmlFor={`${id}-amount`}>Amount to refund (optional)</label>
          <br />
          <span className="field-hint" id={`${id}-hint`}>
            Leave empty to refund all of it, or enter part of it, e.g. 12.50
          </span>
          <br />
          <input
            id={`${id}-amount`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
            onChange={(event) => setAmount(event.target.value)}
          />
          {error && (
            <span className="field-error" id={`${id}-error`}>
              {` ${error}`}
            </span>
          )}
          <FormStatusInline message={refused?.message ?? ''} />
        </>
      }
      confirmLabel="Refund"
      busyLabel="Refunding…"
      busy={busy}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}

/** The API's refusal inside the dialog's text (a <p>, so no block elements). */
function FormStatusInline({ message }: { message: string }) {
  return (
    <span role="alert" className="form-status">
      {message}
    </span>
  );
}
