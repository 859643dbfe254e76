// Shop orders: one item each (lines, shipments and timeline inside it). Reads here; the writes
// (cart changes, submit, the fulfilment moves) are conditional on the status or version they read.
import type { EntityItem } from 'electrodb';
import type { shopOrderEntity } from '../entities/shop-order';
import { thon } from '../thon-service';

export type ShopOrderRecord = EntityItem<typeof shopOrderEntity>;
export type ShopOrderLineRecord = ShopOrderRecord['lines'][number];
export type ShopOrderShipmentRecord = NonNullable<ShopOrderRecord['shipments']>[number];
export type ShopOrderTimelineRecord = ShopOrderRecord['timeline'][number];

export async function getOrder(orderId: string): Promise<ShopOrderRecord | undefined> {
  const { data } = await thon().entities.shopOrder.get({ orderId }).go();
  return data ?? undefined;
}
