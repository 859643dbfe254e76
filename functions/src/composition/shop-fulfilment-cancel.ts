// Ready dependencies of CancelOrder: the mailing moves' and the payment provider, live and in test
// mode (a paid card order is refunded; a test Thon's order was charged in test mode).
import type { FulfilmentPorts } from '../domain/shop-fulfilment/ports';
import { paymentProvider, testPaymentProvider } from '../platform/payments/provider';
import { fulfilmentMailDeps } from './shop-fulfilment-mail';

export const fulfilmentCancelDeps: FulfilmentPorts = {
  ...fulfilmentMailDeps,
  payments: paymentProvider,
  testPayments: testPaymentProvider,
};
