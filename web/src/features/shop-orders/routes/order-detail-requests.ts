// What the order page's controls post to its route action (order-detail-actions.ts), one intent
// per move, each with the order's Version as the page read it, and what the action answers: the
// confirmation, or the API's refusal (a 409 naming the order's state) as an outcome to show.
import type { Refused } from '../../../components/form/refused-or';

type OrderAt = {
  orderId: string;
  version: number;
};

export type OrderMoveRequest = OrderAt &
  (
    | { intent: 'confirm' | 'release' | 'mark-paid' }
    | { intent: 'hold'; note: string }
    | {
        intent: 'ship';
        carrier: string;
        trackingNumber: string;
        lines: { LineId: string; Quantity: number }[];
      }
    /** A vendor names the day it arrived; a buyer confirms it arrived (the API takes today). */
    | { intent: 'deliver'; deliveredOn?: string }
    | { intent: 'cancel'; reason: string }
  );

export type OrderMoveOutcome = { ok: true; message: string } | Refused;
