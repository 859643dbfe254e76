// Ready deps for an organizer's refund: the table, the payment provider, the clock, ids and the
// business metrics. No SES nor SQS: a refund emails no one and queues nothing.
import { powertoolsBusinessMetrics } from '../platform/metrics';
import type { RefundDeps } from '../domain/pledges/processing/refund-pledge';
import { pledgeReads, refundStore, thonReads } from '../data/stores/pledges';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';
import { paymentProvider, testPaymentProvider } from '../platform/payments/provider';
import { prizeAwardReviewPort } from './prize-award-review';

export const refundDeps: RefundDeps = {
  pledges: pledgeReads,
  thons: thonReads,
  refunds: refundStore,
  payments: paymentProvider,
  testPayments: testPaymentProvider,
  clock: systemClock,
  ids: randomIds,
  prizeAwards: prizeAwardReviewPort,
  metrics: powertoolsBusinessMetrics,
};
