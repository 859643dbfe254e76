// Every change of the order, oldest first: when, who and what (with its note: a hold's reason, a
// cancellation's, a tracking number).
import type { OrderTimelineEntry } from '../api/order-calls';
import { formatInstant } from './order-format';

const whatWords: Record<string, string> = {
  created: 'Cart created',
  'cart-changed': 'Cart changed',
  submitted: 'Submitted',
  paid: 'Paid',
  confirmed: 'Confirmed',
  held: 'Put on hold',
  released: 'Released',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export function OrderTimeline({ entries }: { entries: readonly OrderTimelineEntry[] }) {
  return (
    <ol className="shop-timeline">
      {entries.map((entry, index) => (
        <li key={`${entry.At}-${index}`}>
          <time dateTime={entry.At}>{formatInstant(entry.At)}</time>: {whatWords[entry.Kind] ?? entry.Kind} by{' '}
          {entry.By.Name}
          {entry.Note && <span>: {entry.Note}</span>}
        </li>
      ))}
    </ol>
  );
}
