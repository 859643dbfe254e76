// Ready dependencies of the fulfilment moves: the carts and orders area's (the table, the payment
// provider live and in test mode, SES and the test outbox, ids, clock, logger), with the order
// read strongly consistent (a move right after another sees its version).
import { fulfilmentOrderReads } from '../data/stores/shop-fulfilment';
import type { FulfilmentPorts } from '../domain/shop-fulfilment/ports';
import { shopOrderDeps } from './shop-orders';

export const fulfilmentDeps: FulfilmentPorts = {
  ...shopOrderDeps,
  orders: { ...shopOrderDeps.orders, ...fulfilmentOrderReads },
};
