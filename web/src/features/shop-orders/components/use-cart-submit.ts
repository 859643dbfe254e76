// One submission of a cart, as the pledge page submits a pledge (use-pledge-submit.ts): a card
// becomes a payment method through the shared card entry (the provider's fields, never our API),
// then the page's action posts SubmitOrder with the attempt's Idempotency-Key. The key (and the
// payment method) are made once per attempt and kept while the cart version and the payment
// choice stay the same, so a retry after no answer sends the very same request and the server
// answers the same order: never a second order or charge. A definite refusal ends the attempt.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { cardServiceUnreachable } from '@thon/shared/catalog/messages';
import { noStatus, type FormStatusValue } from '../../../components/form/form-status';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import { newIdempotencyKey } from '../../../lib/new-idempotency-key';
import type { CardEntryHandle } from '@/features/pledges/card-entry/card-entry-types';
import type { CartRequest, SubmitOutcome } from '../routes/cart-builder-requests';

interface Attempt {
  fingerprint: string;
  key: string;
  paymentMethodId?: string;
}

export type PaymentChoice = { method: 'card' } | { method: 'purchase-order'; poNumber: string };

const notSubmitted = (message: string): FormStatusValue => ({
  title: 'Not submitted',
  message,
  tone: 'error',
});

export function useCartSubmit(
  order: { OrderId: string; Version: number; Buyer: { Name: string; Email: string } },
  card: RefObject<CardEntryHandle | null>,
) {
  const { busy, answer, note, say, submit } = useActionFetcher<SubmitOutcome>();
  const [cardBusy, setCardBusy] = useState(false);
  const attempt = useRef<Attempt | undefined>(undefined);

  useEffect(() => {
    if (answer && !answer.retryable) attempt.current = undefined;
  }, [answer]);

  async function send(choice: PaymentChoice): Promise<void> {
    setCardBusy(true);
    try {
      const fingerprint = JSON.stringify([order.OrderId, order.Version, choice]);
      let current = attempt.current?.fingerprint === fingerprint ? attempt.current : undefined;
      if (!current) {
        current = { fingerprint, key: newIdempotencyKey() };
        if (choice.method === 'card') {
          const made = (await card.current?.createPaymentMethod({
            name: order.Buyer.Name,
            email: order.Buyer.Email,
          })) ?? { error: cardServiceUnreachable };
          if ('error' in made) {
            say(notSubmitted(made.error));
            return;
          }
          current.paymentMethodId = made.paymentMethodId;
        }
      }
      attempt.current = current;
      const request: CartRequest = {
        intent: 'submit',
        orderId: order.OrderId,
        version: order.Version,
        idempotencyKey: current.key,
        payment:
          choice.method === 'card'
            ? { Method: 'card', PaymentMethodId: current.paymentMethodId ?? '' }
            : { Method: 'purchase-order', PoNumber: choice.poNumber },
      };
      await submit(request);
    } finally {
      setCardBusy(false);
    }
  }

  const status = note ?? (answer ? notSubmitted(answer.message) : noStatus);
  return { busy: busy || cardBusy, status, answer, send };
}
