// An order's totals in integer cents as the order holds them: subtotal, the vendor's shipping,
// what the buyer pays, and the platform fee stated (the vendor's cost of selling through the
// shop, which does not add to the buyer's total).
import { platformFeePercent } from '@thon/shared/shop/fees';
import type { Order } from '../api/order-calls';
import { formatCents } from './order-format';

export function OrderTotals({ totals }: { totals: Order['Totals'] }) {
  return (
    <dl className="shop-totals">
      <dt>Subtotal</dt>
      <dd>{formatCents(totals.SubtotalCents)}</dd>
      <dt>Shipping</dt>
      <dd>{formatCents(totals.ShippingCents)}</dd>
      <dt>Total</dt>
      <dd>
        <strong>{formatCents(totals.TotalCents)}</strong>
      </dd>
      <dt>Platform fee ({platformFeePercent}% of the subtotal, paid by the vendor)</dt>
      <dd>{formatCents(totals.PlatformFeeCents)}</dd>
    </dl>
  );
}
