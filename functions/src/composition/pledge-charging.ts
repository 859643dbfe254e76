// Ready deps for charging pledges (the charges worker, and through the sweep and the webhook): the
// table, the payment provider, SES, the web origin (a refused card's manage link), the clock and the
// business metrics (each outcome counted). No SQS here: the worker never queues.
import type { ChargeDeps } from '../domain/pledges/processing/charge-pledge';
import { powertoolsBusinessMetrics } from '../platform/metrics';
import { chargeStore, pledgeReads, thonReads } from '../data/stores/pledges';
import { systemClock } from '../platform/clock';
import { sesMailer } from '../platform/email';
import { powertoolsLogger } from '../platform/logger';
import { paymentProvider, testPaymentProvider } from '../platform/payments/provider';
import { settingsPledgeLinks } from '../platform/pledge-links';

export const chargeDeps: ChargeDeps = {
  pledges: pledgeReads,
  charges: chargeStore,
  thons: thonReads,
  payments: paymentProvider,
  testPayments: testPaymentProvider,
  mailer: sesMailer,
  clock: systemClock,
  links: settingsPledgeLinks,
  logger: powertoolsLogger,
  metrics: powertoolsBusinessMetrics,
};
