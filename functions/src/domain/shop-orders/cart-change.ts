// Writing a cart change: the next draft, conditioned on the version the buyer saw, with one
// 'cart-changed' timeline entry per buyer's run of edits (a busy cart would otherwise fill its
// timeline with saves).
import { shopCartChanged } from '@thon/shared/catalog/shop-messages';
import type {
  ShopOrderRecord,
  ShopOrderTimelineRecord,
} from '../../data/repositories/shop-orders-repository';
import { Conflict } from '../errors';
import type { ShopOrderPorts } from './ports';

export function withCartChanged(
  timeline: readonly ShopOrderTimelineRecord[],
  entry: Omit<ShopOrderTimelineRecord, 'kind'>,
): ShopOrderTimelineRecord[] {
  const last = timeline.at(-1);
  const kept =
    last?.kind === 'cart-changed' && last.userId === entry.userId ? timeline.slice(0, -1) : timeline;
  return [...kept, { ...entry, kind: 'cart-changed' }];
}

/** Stores `next` over `read` (still a draft at its version); 409 when someone changed it since. */
export async function saveCart(
  deps: Pick<ShopOrderPorts, 'orders'>,
  read: ShopOrderRecord,
  next: ShopOrderRecord,
): Promise<void> {
  const outcome = await deps.orders.replaceOrder(next, { status: 'draft', version: read.version });
  if (outcome === 'refused') throw new Conflict(shopCartChanged);
}
