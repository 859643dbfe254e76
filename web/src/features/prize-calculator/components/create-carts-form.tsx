// "Create draft order": one draft cart per vendor in the cart builder, made from the calculation on
// screen. The Idempotency-Key belongs to that result: made when it is shown (this form is remounted
// for each new result, so a new calculation is a new intent) and kept for every click on it. A
// retry after no answer, a server failure, or the API's "still being made" (the first click's run
// holds the key) therefore gets the carts that click made, never a second set; a refusal repeats
// itself for the same body and key, so nothing is gained by a new key either.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { calculatorCartsMade } from '@thon/shared/catalog/prize-calculator-page-messages';
import { FormStatus, noStatus } from '../../../components/form/form-status';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import { newIdempotencyKey } from '../../../lib/new-idempotency-key';
import { cartPath } from '@/features/shop-orders/routes/cart-builder-loader';
import { formatCents } from '@/features/shop-orders/components/order-format';
import type { RunPrizeCalculatorRequestInput } from '../api/calculator-calls';
import type { CalculatorRequest, CreateCartsOutcome } from '../routes/calculator-requests';

export function CreateCartsForm({ request }: { request: RunPrizeCalculatorRequestInput }) {
  const { busy, answer, submit } = useActionFetcher<CreateCartsOutcome>();
  const [key] = useState(newIdempotencyKey);
  const heading = useId();

  const create = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body: CalculatorRequest = { intent: 'create-carts', request, idempotencyKey: key };
    void submit(body);
  };

  const status = !answer
    ? noStatus
    : answer.ok
      ? { tone: 'success' as const, message: calculatorCartsMade(answer.carts.length) }
      : { title: 'Not created', message: answer.message };
  return (
    <form aria-labelledby={heading} onSubmit={create} noValidate>
      <h2 id={heading}>Draft order</h2>
      <p>
        One draft cart per vendor, with these quantities, in the cart builder. Nothing is paid or sent yet.
      </p>
      <button type="submit" aria-disabled={busy}>
        {busy ? 'Creating…' : 'Create draft order'}
      </button>
      <FormStatus status={status} toastFor={answer} />
      {answer?.ok && answer.carts.length > 0 && (
        <ul aria-label="Draft carts">
          {answer.carts.map((cart) => (
            <li key={cart.OrderId}>
              <Link to={cartPath(cart.OrderId)}>{cart.VendorName}</Link>: {cart.Lines.length}{' '}
              {cart.Lines.length === 1 ? 'line' : 'lines'}, {formatCents(cart.TotalCents)}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
