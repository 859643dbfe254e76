// Ready dependencies of the carts and the order reads (create, change, fill, delete a cart; list
// and get orders): the table, ids and the clock alone, so their functions bundle and are granted
// neither the payment provider nor SES; only SubmitOrder charges and emails (shop-orders.ts).
import { franchiseCallerReads, franchiseStore } from '../data/stores/franchises';
import { shopOrderReads, shopOrderStore } from '../data/stores/shop-orders';
import type { CartPorts } from '../domain/shop-orders/ports';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';

export const shopCartDeps = {
  orders: shopOrderStore,
  reads: shopOrderReads,
  callers: franchiseCallerReads,
  franchises: franchiseStore,
  ids: randomIds,
  clock: systemClock,
} satisfies CartPorts;
