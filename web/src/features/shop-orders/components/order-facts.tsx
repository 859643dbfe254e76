// The facts of one order beside its lines: its state (a hold's note), the Thon and vendor, who
// bought, how it is paid, where it ships and by when (the API flags a late one), and the notes.
import type { Order } from '../api/order-calls';
import { stateWord } from './order-format';

const paymentWords = { card: 'Card', 'purchase-order': 'Purchase order' } as const;
const paymentStateWords = {
  awaiting: 'awaiting the charge',
  unpaid: 'unpaid',
  paid: 'paid',
  refunded: 'refunded',
} as const;

function paymentText(payment: Order['Payment']): string {
  if (!payment) return 'Chosen at submission';
  const po = payment.PoNumber ? ` ${payment.PoNumber}` : '';
  return `${paymentWords[payment.Method]}${po}: ${paymentStateWords[payment.State]}`;
}

export function OrderFacts({ order }: { order: Order }) {
  const { ShipTo: shipTo } = order;
  return (
    <dl className="shop-facts">
      <dt>Status</dt>
      <dd>
        {stateWord(order.Status)}
        {order.IsTest && <span className="muted"> (test Thon: no real charge)</span>}
      </dd>
      {order.Status === 'on-hold' && order.HoldNote && (
        <>
          <dt>Hold note</dt>
          <dd>{order.HoldNote}</dd>
        </>
      )}
      <dt>Thon</dt>
      <dd>
        {order.ThonName} (event day {order.EventDay})
      </dd>
      <dt>Vendor</dt>
      <dd>{order.VendorName}</dd>
      <dt>Buyer</dt>
      <dd>
        {order.Buyer.Name} ({order.Buyer.Email})
      </dd>
      <dt>Payment</dt>
      <dd>{paymentText(order.Payment)}</dd>
      <dt>Need by</dt>
      <dd>
        {order.NeedBy}
        {order.Late && <strong className="shop-late"> Late</strong>}
      </dd>
      <dt>Ship to</dt>
      <dd>
        <address>
          {shipTo.Name}
          <br />
          {shipTo.Street}
          <br />
          {shipTo.City}, {shipTo.State} {shipTo.Zip}
        </address>
      </dd>
      {order.Notes && (
        <>
          <dt>Notes</dt>
          <dd>{order.Notes}</dd>
        </>
      )}
    </dl>
  );
}
