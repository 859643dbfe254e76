// An order's shipments: carrier and tracking number, which lines and how many, when and by whom it
// shipped, and its delivery once confirmed.
import type { Order } from '../api/order-calls';
import { formatInstant } from './order-format';

export function OrderShipments({ order }: { order: Order }) {
  if (order.Shipments.length === 0) return <p>Nothing has shipped yet.</p>;
  const nameOf = (lineId: string) =>
    order.Lines.find((line) => line.LineId === lineId)?.ProductName ?? lineId;
  return (
    <ol className="shop-shipments">
      {order.Shipments.map((shipment) => (
        <li key={shipment.ShipmentId}>
          <p>
            <strong>{shipment.Carrier}</strong>, tracking number {shipment.TrackingNumber}: shipped{' '}
            {formatInstant(shipment.ShippedAt)} by {shipment.ShippedBy.Name}
          </p>
          <ul>
            {shipment.Lines.map((line) => (
              <li key={line.LineId}>
                {nameOf(line.LineId)}: {line.Quantity}
              </li>
            ))}
          </ul>
          {shipment.DeliveredAt && (
            <p>
              Delivered {formatInstant(shipment.DeliveredAt)}
              {shipment.DeliveredBy ? ` (recorded by ${shipment.DeliveredBy.Name})` : ''}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
