// A move that needs nothing but the click (confirm, release, mark paid, a buyer's delivery
// confirmation): one button posting its intent through the page's moves (mover.ts).
import type { OrderMoveRequest } from '../routes/order-detail-requests';
import type { Mover } from './mover';

type PlainMove = Extract<OrderMoveRequest, { intent: 'confirm' | 'release' | 'mark-paid' | 'deliver' }>;

interface MoveButtonProps {
  mover: Mover;
  request: PlainMove;
  label: string;
  busyLabel: string;
}

export function MoveButton({ mover, request, label, busyLabel }: MoveButtonProps) {
  return (
    <p className="shop-move">
      <button type="button" aria-disabled={mover.busy} onClick={() => !mover.busy && mover.send(request)}>
        {mover.busy ? busyLabel : label}
      </button>
    </p>
  );
}
