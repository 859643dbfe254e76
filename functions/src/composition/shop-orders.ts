// Ready dependencies of SubmitOrder: the carts' (the table, ids, clock) with the payment provider
// (live, and test mode for a test Thon's orders), SES and the test outbox for the order emails, and
// the business metrics.
import { testOutboxStore } from '../data/stores/test-outbox';
import type { ShopOrderPorts } from '../domain/shop-orders/ports';
import { sesMailer } from '../platform/email';
import { powertoolsLogger } from '../platform/logger';
import { powertoolsBusinessMetrics } from '../platform/metrics';
import { paymentProvider, testPaymentProvider } from '../platform/payments/provider';
import { shopCartDeps } from './shop-order-carts';

export const shopOrderDeps: ShopOrderPorts = {
  ...shopCartDeps,
  payments: paymentProvider,
  testPayments: testPaymentProvider,
  mailer: sesMailer,
  testOutbox: testOutboxStore,
  logger: powertoolsLogger,
  metrics: powertoolsBusinessMetrics,
};
