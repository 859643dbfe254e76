// Ready deps for the provider's webhook: charging's (a charge's outcome), the refund and dispute
// writes, and the signature check.
import type { WebhookDeps } from '../domain/pledges/processing/payment-webhook';
import { refundStore } from '../data/stores/pledges';
import { verifyPaymentEvent } from '../platform/payments/payment-events';
import { chargeDeps } from './pledge-charging';
import { prizeAwardReviewPort } from './prize-award-review';

export const webhookDeps: WebhookDeps = {
  ...chargeDeps,
  refunds: refundStore,
  verifyEvent: verifyPaymentEvent,
  prizeAwards: prizeAwardReviewPort,
};
