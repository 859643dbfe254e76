// POST /api/payments/StripeWebhook — the provider's charge events (see domain/pledges/processing/payment-webhook.ts).
import { paymentRoutes } from '@thon/shared/api/routes/payments';
import { webhookDeps } from '../../composition/payment-webhook';
import { api } from '../../platform/http-api';
import { handlePaymentWebhook } from '../../domain/pledges/processing/payment-webhook';

export const handler = api(paymentRoutes.stripeWebhook).handler(({ event }) => {
  // The signature covers the exact bytes the provider sent.
  const raw = event.isBase64Encoded
    ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
    : (event.body ?? '');
  return handlePaymentWebhook(webhookDeps, raw, event.headers['stripe-signature']);
});
