// Ready dependencies of the moves that email the buyer and the vendor (confirm, ship): the table's,
// SES and the test outbox (a test Thon's mail).
import { testOutboxStore } from '../data/stores/test-outbox';
import type { FulfilmentPorts } from '../domain/shop-fulfilment/ports';
import { sesMailer } from '../platform/email';
import { fulfilmentMoveDeps } from './shop-fulfilment-moves';

export const fulfilmentMailDeps = {
  ...fulfilmentMoveDeps,
  mailer: sesMailer,
  testOutbox: testOutboxStore,
} satisfies Omit<FulfilmentPorts, 'payments' | 'testPayments'>;
