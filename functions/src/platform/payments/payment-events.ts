// The provider's webhook events, verified and read into the product's words. Stripe signs each
// delivery (Stripe-Signature header, HMAC-SHA256 with the endpoint's secret, 5-minute tolerance);
// `Stripe.webhooks.constructEvent` checks it. The secret comes from Secrets Manager (CDK sets the
// ARN on the webhook function) or, locally and in tests, from a plain variable.
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import Stripe from 'stripe';
import { secretsManagerClient } from '../clients/secrets-manager';
import { paymentWebhookEnvironmentNames } from '../environment-names';

import type { PaymentEvent, PaymentEventKind } from '../../domain/ports/payments';

// The event's shape is the domain's (domain/ports/payments.ts); re-exported for the adapter's callers.
export type { PaymentEvent, PaymentEventKind };

let secret: Promise<string> | undefined;
function webhookSecret(): Promise<string> {
  secret ??= (async () => {
    const plain = process.env[paymentWebhookEnvironmentNames.secret];
    if (plain) return plain;
    const secretId = process.env[paymentWebhookEnvironmentNames.secretArn];
    if (!secretId) throw new Error('No payment webhook secret is configured.');
    const { SecretString } = await secretsManagerClient().send(
      new GetSecretValueCommand({ SecretId: secretId }),
    );
    if (!SecretString) throw new Error('The payment webhook secret is empty.');
    return SecretString;
  })().catch((error: unknown) => {
    secret = undefined;
    throw error;
  });
  return secret;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const field = (value: unknown, name: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;

function kindOf(type: string): PaymentEventKind {
  switch (type) {
    case 'payment_intent.succeeded':
      return 'charge-succeeded';
    case 'payment_intent.payment_failed':
      return 'charge-failed';
    case 'payment_intent.requires_action':
      return 'requires-action';
    case 'charge.refunded':
      return 'refunded';
    case 'charge.dispute.created':
      return 'disputed';
    default:
      return 'other';
  }
}

/** The verified event, or undefined when the signature does not hold (or is too old). */
export async function verifyPaymentEvent(
  payload: string,
  signature: string | undefined,
): Promise<PaymentEvent | undefined> {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature ?? '', await webhookSecret());
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) return undefined;
    throw error;
  }
  const object = event.data.object as unknown;
  const kind = kindOf(event.type);
  // A refund (a Charge object) or a dispute names its charge's intent; intent events are the
  // intent. Only an intent's own id is an intent id: a dispute's or charge's never is.
  const intentId =
    text(field(object, 'payment_intent')) ??
    (['dispute', 'charge'].includes(text(field(object, 'object')) ?? '')
      ? undefined
      : text(field(object, 'id')));
  const chargeId = kind === 'disputed' ? text(field(object, 'charge')) : undefined;
  const amount = kind === 'refunded' ? field(object, 'amount_refunded') : field(object, 'amount');
  const lastError = field(object, 'last_payment_error');
  return {
    id: event.id,
    kind,
    ...(text(field(field(object, 'metadata'), 'pledgeId'))
      ? { pledgeId: text(field(field(object, 'metadata'), 'pledgeId')) }
      : {}),
    ...(intentId ? { paymentIntentId: intentId } : {}),
    ...(chargeId ? { chargeId } : {}),
    ...(Number(text(field(field(object, 'metadata'), 'attempt'))) > 0
      ? { attempt: Number(text(field(field(object, 'metadata'), 'attempt'))) }
      : {}),
    ...(typeof amount === 'number' ? { amountCents: amount } : {}),
    ...(text(field(lastError, 'decline_code'))
      ? { declineCode: text(field(lastError, 'decline_code')) }
      : {}),
  };
}

/** Tests: forget the cached secret. */
export function resetWebhookSecret(): void {
  secret = undefined;
}
