// The buyer's draft carts, to switch between: each opens in the cart builder (the open one marked).
import { Link } from 'react-router';
import type { OrderSummary } from '../api/order-calls';
import { cartPath } from '../routes/cart-builder-loader';

export function CartDrafts({
  drafts,
  openId,
}: {
  drafts: readonly OrderSummary[];
  openId: string | undefined;
}) {
  if (drafts.length === 0) return <p>You have no draft carts.</p>;
  return (
    <ul>
      {drafts.map((draft) => (
        <li key={draft.OrderId}>
          <Link to={cartPath(draft.OrderId)} aria-current={draft.OrderId === openId ? 'page' : undefined}>
            {draft.ThonName}: {draft.VendorName}
          </Link>{' '}
          <span className="muted">
            ({draft.LineCount} {draft.LineCount === 1 ? 'line' : 'lines'}, need by {draft.NeedBy})
          </span>
        </li>
      ))}
    </ul>
  );
}
