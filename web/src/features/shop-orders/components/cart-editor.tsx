// The open cart's own form: its lines, need-by date (the default, the event day less the longest
// lead time, shown until the buyer picks a day), ship-to and notes, saved together (UpdateCart at
// the version read: a cart changed meanwhile is refused). The request is checked by the API's own
// schema first, so a bad quantity or ZIP is named before anything is sent.
import { useId, useState } from 'react';
import { updateCartRequestSchema } from '@thon/shared/api/schemas/shop-orders';
import { FormStatus, noStatus, type FormStatusValue } from '../../../components/form/form-status';
import { useActionFetcher } from '../../../components/form/use-action-fetcher';
import type { Product } from '../api/cart-catalogue';
import type { Order } from '../api/order-calls';
import type { CartOutcome, CartRequest } from '../routes/cart-builder-requests';
import { CartLinesEditor, type EditedLine } from './cart-lines-editor';

const shipToFields = [
  ['Name', 'Ship-to name'],
  ['Street', 'Street'],
  ['City', 'City'],
  ['State', 'State'],
  ['Zip', 'ZIP'],
] as const;

interface CartFormProps {
  order: Order;
  products: readonly Product[];
  busy: boolean;
  say: (status: FormStatusValue) => void;
  send: (request: CartRequest) => void;
}

function CartForm({ order, products, busy, say, send }: CartFormProps) {
  const [lines, setLines] = useState<EditedLine[]>(() =>
    order.Lines.map((line) => ({
      key: line.LineId,
      ProductId: line.ProductId,
      VariantId: line.VariantId,
      Quantity: String(line.Quantity),
      saved: line,
    })),
  );
  const [ownDate, setOwnDate] = useState(order.NeedBySetByBuyer);
  const [needBy, setNeedBy] = useState(order.NeedBy);
  const [shipTo, setShipTo] = useState(order.ShipTo);
  const [notes, setNotes] = useState(order.Notes ?? '');
  const ids = { heading: useId(), ownDate: useId(), needBy: useId(), notes: useId(), shipTo: useId() };

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = updateCartRequestSchema.safeParse({
      OrderId: order.OrderId,
      Version: order.Version,
      Lines: lines.map((line) => ({
        ProductId: line.ProductId,
        ...(line.VariantId ? { VariantId: line.VariantId } : {}),
        Quantity: line.Quantity.trim() === '' ? Number.NaN : Number(line.Quantity),
      })),
      NeedBy: ownDate ? needBy : null,
      ShipTo: shipTo,
      Notes: notes,
    });
    if (!checked.success) {
      say({ title: 'Not saved', message: checked.error.issues[0]?.message ?? '' });
      return;
    }
    send({ intent: 'save', cart: checked.data });
  };

  return (
    <form aria-labelledby={ids.heading} onSubmit={save} noValidate>
      <h2 id={ids.heading}>Cart</h2>
      <CartLinesEditor lines={lines} products={products} onChange={setLines} />
      <fieldset>
        <legend>Need by</legend>
        <p className="field-hint">
          The default is the event day ({order.EventDay}) less the longest lead time of the cart&apos;s
          products.
        </p>
        <label>
          <input type="checkbox" checked={ownDate} onChange={(e) => setOwnDate(e.target.checked)} /> Choose my
          own date
        </label>
        <div className="field">
          <label htmlFor={ids.needBy}>Need-by date{ownDate ? '' : ' (default)'}</label>
          <input
            id={ids.needBy}
            type="date"
            value={needBy}
            readOnly={!ownDate}
            onChange={(e) => setNeedBy(e.target.value)}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>Ship to</legend>
        {shipToFields.map(([field, label]) => (
          <div className="field" key={field}>
            <label htmlFor={`${ids.shipTo}-${field}`}>{label}</label>
            <input
              id={`${ids.shipTo}-${field}`}
              value={shipTo[field]}
              onChange={(e) => setShipTo({ ...shipTo, [field]: e.target.value })}
            />
          </div>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={ids.notes}>Notes for the vendor</label>
        <textarea id={ids.notes} rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </div>
      <button type="submit" aria-disabled={busy}>
        {busy ? 'Saving…' : 'Save cart'}
      </button>
    </form>
  );
}

export function CartEditor({ order, products }: { order: Order; products: readonly Product[] }) {
  const { busy, answer, note, say, submit } = useActionFetcher<CartOutcome>();
  const status =
    note ??
    (!answer
      ? noStatus
      : answer.ok
        ? { tone: 'success' as const, message: answer.message }
        : { title: 'Not saved', message: answer.message });
  return (
    <>
      {/* Keyed by the version: after each save or fill the fields start from the cart as saved,
          while the answer (kept here, outside them) stays shown and is toasted once. */}
      <CartForm
        key={`${order.OrderId}-${order.Version}`}
        order={order}
        products={products}
        busy={busy}
        say={say}
        send={(request) => void submit(request)}
      />
      <FormStatus status={status} toastFor={answer} />
      {answer?.ok && answer.notices.length > 0 && (
        <ul aria-label="About this change">
          {answer.notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
    </>
  );
}
