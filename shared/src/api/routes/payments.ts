// The payment provider's calls to us: the payments/ handlers. Part of the route table
// (index: ../routes.ts); a handler imports only its area.
import { defineRoute, type AnyRoute } from '../route-definition';
import { paymentWebhookBodySchema, paymentWebhookResponseSchema } from '../schemas/payments';
import { noQuery } from './route-defaults';

export const paymentRoutes = {
  stripeWebhook: defineRoute({
    name: 'StripeWebhook',
    summary:
      "The provider's events about charges (succeeded, failed, requires action, refunded, disputed), verified by signature and applied once per event id",
    method: 'POST',
    path: '/api/payments/StripeWebhook',
    handler: 'payments/stripe-webhook',
    // Public to sessions: the provider's signature over the raw body is the credential.
    auth: { kind: 'public' },
    table: 'write',
    // The provider: a dispute names only its charge, whose payment says which pledge it was.
    uses: ['payment-webhook', 'email', 'payment-provider'],
    request: { body: paymentWebhookBodySchema, ...noQuery },
    response: paymentWebhookResponseSchema,
  }),
} as const satisfies Record<string, AnyRoute>;
