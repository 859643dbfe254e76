// What the cart builder's forms post to its route action (cart-builder-actions.ts) and what the
// action answers. Submission carries its attempt's Idempotency-Key (use-cart-submit.ts).
import type { Cart, UpdateCartRequest } from '../api/order-calls';
import type { Refused } from '../../../components/form/refused-or';

export type CartRequest =
  | { intent: 'create'; thonId: string; vendorId: string }
  | { intent: 'save'; cart: UpdateCartRequest }
  | { intent: 'fill'; orderId: string; productIds: string[]; bufferPercent: number }
  | { intent: 'delete'; orderId: string }
  | {
      intent: 'submit';
      orderId: string;
      version: number;
      idempotencyKey: string;
      payment: { Method: 'card'; PaymentMethodId: string } | { Method: 'purchase-order'; PoNumber: string };
    };

/**
 * A cart change's answer: the confirmation, which lines were rounded up, and what else the buyer
 * should know (sizes the product lacks, products with nothing to count yet).
 */
export type CartOutcome =
  { ok: true; message: string; rounded: Cart['RoundedLines']; notices: string[] } | Refused;

/**
 * A submission the API refused (an accepted one redirects to the order's page). retryable: no
 * answer or a server failure; the same attempt (key and body) may be sent again.
 */
export type SubmitOutcome = { ok: false; message: string; retryable: boolean };
