// The vendor's shipment: a quantity per line (up to what remains of it; each starts at what
// remains, 0 leaves the line for a later shipment), the carrier and the tracking number. The lines
// and quantities are checked by the same pure rule the API applies (decideShipment), so a mistake
// is named before anything is sent; the API decides again against the order as it stands.
import { useId, useState } from 'react';
import { maxCarrierLength, maxTrackingNumberLength } from '@thon/shared/api/schemas/shop-fulfilment';
import { enterRequiredFields } from '@thon/shared/catalog/messages';
import { decideShipment } from '@thon/shared/shop/order-states';
import type { Order } from '../api/order-calls';
import type { Mover } from './mover';
import { orderSnapshot } from './order-snapshot';

const remainingOf = (line: Order['Lines'][number]) => line.Quantity - line.QuantityShipped;

export function ShipForm({ order, mover }: { order: Order; mover: Mover }) {
  const { busy, send: submit, say } = mover;
  const open = order.Lines.filter((line) => remainingOf(line) > 0);
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(open.map((line) => [line.LineId, String(remainingOf(line))])),
  );
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const ids = { heading: useId(), carrier: useId(), tracking: useId(), line: useId() };

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!carrier.trim() || !tracking.trim()) {
      say({ title: 'Error', message: enterRequiredFields });
      return;
    }
    const lines = open
      .map((line) => ({ LineId: line.LineId, Quantity: Number(quantities[line.LineId] ?? '0') }))
      .filter((line) => line.Quantity !== 0);
    const shipment = lines.map((line) => ({ lineId: line.LineId, quantity: line.Quantity }));
    const decided = decideShipment(orderSnapshot(order), shipment, 'vendor');
    if (!decided.ok) {
      say({ title: 'Error', message: decided.message });
      return;
    }
    submit({
      intent: 'ship',
      orderId: order.OrderId,
      version: order.Version,
      carrier: carrier.trim(),
      trackingNumber: tracking.trim(),
      lines,
    });
  };

  return (
    <form className="shop-move" aria-labelledby={ids.heading} onSubmit={send} noValidate>
      <h3 id={ids.heading}>Ship</h3>
      <fieldset>
        <legend>Quantity to ship of each line</legend>
        {open.map((line) => (
          <div className="field" key={line.LineId}>
            <label htmlFor={`${ids.line}-${line.LineId}`}>
              {line.ProductName}
              {line.Size ? ` (${line.Size})` : ''}: {remainingOf(line)} to ship
            </label>
            <input
              id={`${ids.line}-${line.LineId}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={remainingOf(line)}
              step={1}
              value={quantities[line.LineId] ?? ''}
              onChange={(event) => setQuantities({ ...quantities, [line.LineId]: event.target.value })}
            />
          </div>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={ids.carrier}>Carrier</label>
        <input
          id={ids.carrier}
          maxLength={maxCarrierLength}
          value={carrier}
          onChange={(e) => setCarrier(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.tracking}>Tracking number</label>
        <input
          id={ids.tracking}
          maxLength={maxTrackingNumberLength}
          value={tracking}
          onChange={(e) => setTracking(e.target.value)}
        />
      </div>
      <button type="submit" aria-disabled={busy}>
        {busy ? 'Shipping…' : 'Ship'}
      </button>
    </form>
  );
}
