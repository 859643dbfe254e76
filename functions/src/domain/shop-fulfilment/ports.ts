// What the fulfilment moves ask of the outside world: the carts and orders area's ports (the
// order, read strongly consistent here so a move right after another sees its version, and put
// conditioned on the status and version read, a cancel's stock given back in the same
// transaction; the Thon, products and vendor; the caller's user item; the payment provider for a
// cancelled card order's refund; the mailer and test outbox for the order emails; ids, the clock,
// the logger and the business metrics). composition/shop-fulfilment.ts wires them.
import type { ShopOrderRecord } from '../../data/repositories/shop-orders-repository';
import type { ShopOrderPorts } from '../shop-orders/ports';

export type { ShopOrderRecord };

export type FulfilmentPorts = Pick<
  ShopOrderPorts,
  | 'orders'
  | 'reads'
  | 'callers'
  | 'franchises'
  | 'payments'
  | 'testPayments'
  | 'mailer'
  | 'testOutbox'
  | 'ids'
  | 'clock'
  | 'logger'
  | 'metrics'
>;
