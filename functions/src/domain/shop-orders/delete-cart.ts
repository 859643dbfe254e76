// DeleteCart: a draft only (a submitted order is cancelled instead, which gives its stock back).
import { shopCartNotDraft } from '@thon/shared/catalog/shop-messages';
import { stateLabels } from '@thon/shared/shop/order-states';
import type { Caller } from '../caller';
import { Conflict } from '../errors';
import { cartInReach } from './order-access';
import type { CartPorts } from './ports';

export async function deleteCart(
  deps: CartPorts,
  caller: Caller,
  orderId: string,
): Promise<{ OrderId: string; Deleted: true }> {
  await cartInReach(deps, caller, orderId);
  if ((await deps.orders.deleteDraft(orderId)) === 'refused') {
    // Submitted between the read and the delete (or already gone): say what it is now.
    const now = await deps.orders.getOrder(orderId);
    if (now) throw new Conflict(shopCartNotDraft(stateLabels[now.status]));
  }
  return { OrderId: orderId, Deleted: true };
}
