// The orders list's filters, sent in the page's address: state, Thon (a buyer's own Thons; a
// vendor has no list of Thons to choose from) and need-by on or before a date.
import { useId } from 'react';
import { Form } from 'react-router';
import { orderStatuses } from '@thon/shared/api/schemas/shop-orders';
import type { OrdersView } from '../routes/orders-loader';
import { stateWord } from './order-format';

export function OrderFiltersForm({ view }: { view: OrdersView }) {
  const ids = { status: useId(), thon: useId(), needBy: useId() };
  const { filters } = view;
  return (
    <Form method="get" action="/shop/orders" className="shop-filters">
      <div className="field">
        <label htmlFor={ids.status}>State</label>
        <select id={ids.status} name="status" defaultValue={filters.status ?? ''}>
          <option value="">Any state</option>
          {orderStatuses.map((status) => (
            <option key={status} value={status}>
              {stateWord(status)}
            </option>
          ))}
        </select>
      </div>
      {view.thons.length > 0 && (
        <div className="field">
          <label htmlFor={ids.thon}>Thon</label>
          <select id={ids.thon} name="thon" defaultValue={filters.thonId ?? ''}>
            <option value="">Every Thon</option>
            {view.thons.map((thon) => (
              <option key={thon.EventId} value={thon.EventId}>
                {thon.Name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor={ids.needBy}>Needed by, on or before</label>
        <input id={ids.needBy} type="date" name="needby" defaultValue={filters.needByBefore ?? ''} />
      </div>
      <p>
        <button type="submit" className="button-secondary">
          Show orders
        </button>
      </p>
    </Form>
  );
}
