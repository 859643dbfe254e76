// Submitting a cart: pay by card (the pledge page's card entry: Stripe's fields, or locally the
// stand-in's, where 4242 4242 4242 4242 succeeds) or by purchase order (its number; the vendor
// marks it paid). The API's refusal (a product short of stock, a declined card) is said here.
import { useId, useRef, useState } from 'react';
import { shopCartEmpty, shopPoNumberRequired } from '@thon/shared/catalog/shop-messages';
import { FormStatus } from '../../../components/form/form-status';
import { CardEntry } from '@/features/pledges/card-entry/card-entry';
import type { CardEntryHandle } from '@/features/pledges/card-entry/card-entry-types';
import type { Order } from '../api/order-calls';
import { formatCents } from './order-format';
import { useCartSubmit } from './use-cart-submit';

export function CartSubmitForm({ order }: { order: Order }) {
  const card = useRef<CardEntryHandle>(null);
  const { busy, status, answer, send } = useCartSubmit(order, card);
  const [method, setMethod] = useState<'card' | 'purchase-order'>('card');
  const [poNumber, setPoNumber] = useState('');
  const [ownNote, setOwnNote] = useState<string | undefined>(undefined);
  const ids = { heading: useId(), po: useId() };
  const go = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setOwnNote(undefined);
    if (order.Lines.length === 0) return setOwnNote(shopCartEmpty);
    if (method === 'purchase-order' && !poNumber.trim()) return setOwnNote(shopPoNumberRequired);
    void send(method === 'card' ? { method } : { method, poNumber: poNumber.trim() });
  };
  const shown = ownNote ? { title: 'Not submitted', message: ownNote, tone: 'error' as const } : status;
  return (
    <form aria-labelledby={ids.heading} onSubmit={go} noValidate>
      <h2 id={ids.heading}>Submit</h2>
      <fieldset>
        <legend>Payment</legend>
        <label>
          <input type="radio" name="payment" checked={method === 'card'} onChange={() => setMethod('card')} />{' '}
          Card
        </label>
        <label>
          <input
            type="radio"
            name="payment"
            checked={method === 'purchase-order'}
            onChange={() => setMethod('purchase-order')}
          />{' '}
          Purchase order
        </label>
      </fieldset>
      {method === 'card' ? (
        <CardEntry handle={card} />
      ) : (
        <div className="field">
          <label htmlFor={ids.po}>PO number</label>
          <input id={ids.po} maxLength={50} value={poNumber} onChange={(e) => setPoNumber(e.target.value)} />
        </div>
      )}
      <button type="submit" aria-disabled={busy}>
        {busy ? 'Submitting…' : `Submit order (${formatCents(order.Totals.TotalCents)})`}
      </button>
      <FormStatus status={shown} toastFor={answer} />
    </form>
  );
}
