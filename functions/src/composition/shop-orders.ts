// Ready dependencies of the carts and orders use cases: the table, the payment provider (live, and
// test mode for a test Thon's orders), SES and the test outbox for the order emails, ids and clock.
import { franchiseCallerReads, franchiseStore } from '../data/stores/franchises';
import { shopOrderReads, shopOrderStore } from '../data/stores/shop-orders';
import { testOutboxStore } from '../data/stores/test-outbox';
import type { ShopOrderPorts } from '../domain/shop-orders/ports';
import { systemClock } from '../platform/clock';
import { sesMailer } from '../platform/email';
import { randomIds } from '../platform/ids';
import { powertoolsLogger } from '../platform/logger';
import { paymentProvider, testPaymentProvider } from '../platform/payments/provider';

export const shopOrderDeps: ShopOrderPorts = {
  orders: shopOrderStore,
  reads: shopOrderReads,
  callers: franchiseCallerReads,
  franchises: franchiseStore,
  payments: paymentProvider,
  testPayments: testPaymentProvider,
  mailer: sesMailer,
  testOutbox: testOutboxStore,
  ids: randomIds,
  clock: systemClock,
  logger: powertoolsLogger,
};
