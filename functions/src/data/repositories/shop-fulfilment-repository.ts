// The fulfilment moves read the order strongly consistent: a move made right after another (a
// confirm, then a shipment) must see the version the first one wrote, and a refused move reads the
// order again to name the state it is in now. The writes are shop-orders-repository's.
import { thon } from '../thon-service';
import type { ShopOrderRecord } from './shop-orders-repository';

export async function readOrderConsistently(orderId: string): Promise<ShopOrderRecord | undefined> {
  const { data } = await thon().entities.shopOrder.get({ orderId }).go({ consistent: true });
  return data ?? undefined;
}
