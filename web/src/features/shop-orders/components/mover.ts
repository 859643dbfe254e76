// The one fetcher the order page's moves share: a move's control may go away once the order has
// moved (Confirm, once confirmed), so the answer is kept and shown above them, and while one move
// runs no other can be sent.
import type { FormStatusValue } from '../../../components/form/form-status';
import type { OrderMoveRequest } from '../routes/order-detail-requests';

export interface Mover {
  busy: boolean;
  send: (request: OrderMoveRequest) => void;
  /** A note of the control's own (a field to fill), shown in the moves' status line. */
  say: (status: FormStatusValue) => void;
}
