// The moves the viewer may make on the order now, decided by the shared state rules
// (availableMoves: the same rules the API applies), each with the control it needs: the vendor
// confirms, holds with a note or releases, ships, marks a purchase order paid and marks delivered
// with a date; the buyer confirms delivery or cancels with a reason. The moves share one fetcher
// (mover.ts), whose answer stays shown after the order has moved and its control has gone.
import { useId } from 'react';
import { maxCancelReasonLength, maxHoldNoteLength } from '@thon/shared/api/schemas/shop-fulfilment';
import { availableMoves, type OrderActor } from '@thon/shared/shop/order-states';
import { FormStatus } from '../../../components/form/form-status';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import type { Order } from '../api/order-calls';
import type { OrderMoveOutcome } from '../routes/order-detail-requests';
import { DeliverForm } from './deliver-form';
import { MoveButton } from './move-button';
import { moveStatus } from './move-status';
import type { Mover } from './mover';
import { NoteMoveForm } from './note-move-form';
import { orderSnapshot } from './order-snapshot';
import { ShipForm } from './ship-form';

export function OrderMoves({ order, actor }: { order: Order; actor: OrderActor }) {
  const heading = useId();
  const { busy, answer, note, say, submit } = useActionFetcher<OrderMoveOutcome>();
  const mover: Mover = { busy, say, send: (request) => void submit(request) };
  // Drafts are the cart builder's: submitting happens there.
  const moves = availableMoves(orderSnapshot(order), actor).filter((move) => move !== 'submit');
  const status = moveStatus(note, answer);
  if (moves.length === 0 && !status.message) return null;
  const at = { orderId: order.OrderId, version: order.Version };
  return (
    <section aria-labelledby={heading} className="shop-moves">
      <h2 id={heading}>Actions</h2>
      <FormStatus status={status} toastFor={answer} />
      {moves.includes('confirm') && (
        <MoveButton
          mover={mover}
          request={{ ...at, intent: 'confirm' }}
          label="Confirm"
          busyLabel="Confirming…"
        />
      )}
      {moves.includes('release') && (
        <MoveButton
          mover={mover}
          request={{ ...at, intent: 'release' }}
          label="Release"
          busyLabel="Releasing…"
        />
      )}
      {moves.includes('mark-paid') && (
        <MoveButton
          mover={mover}
          request={{ ...at, intent: 'mark-paid' }}
          label="Mark paid"
          busyLabel="Saving…"
        />
      )}
      {moves.includes('deliver') &&
        (actor === 'vendor' ? (
          <DeliverForm {...at} mover={mover} />
        ) : (
          <MoveButton
            mover={mover}
            request={{ ...at, intent: 'deliver' }}
            label="Confirm delivery"
            busyLabel="Saving…"
          />
        ))}
      {/* Keyed by the version: after a shipment the quantities start from what now remains. */}
      {moves.includes('ship') && <ShipForm key={order.Version} order={order} mover={mover} />}
      {moves.includes('hold') && (
        <NoteMoveForm
          mover={mover}
          intent="hold"
          {...at}
          maxLength={maxHoldNoteLength}
          heading="Put on hold"
          label="Why (the buyer sees this note)"
          submitLabel="Hold"
          busyLabel="Holding…"
        />
      )}
      {moves.includes('cancel') && (
        <NoteMoveForm
          mover={mover}
          intent="cancel"
          {...at}
          maxLength={maxCancelReasonLength}
          heading="Cancel the order"
          label="Reason for cancelling"
          submitLabel="Cancel order"
          busyLabel="Cancelling…"
        />
      )}
    </section>
  );
}
