// The Stripe adapter of the payment provider port, on the official `stripe` package. Charges are
// destination charges on the platform: the organization's connected account receives the amount
// less `application_fee_amount` (commission plus any processing expense the donor covers).
// Locally PAYMENT_PROVIDER_URL points the same client at the Stripe-compatible stand-in.
import { AsyncLocalStorage } from 'node:async_hooks';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import Stripe from 'stripe';
import { secretsManagerClient } from '../clients/secrets-manager';
import { optionalSetting } from '../environment';
import { paymentProviderEnvironmentNames } from '../environment-names';
import { keyForStage, testModeKey } from './live-key-guard';
import type {
  AuthenticationRequired,
  CardSaveOutcome,
  ChargeFound,
  ChargeOutcome,
  ChargeRequest,
  Declined,
  PaymentProvider,
  PaymentRecord,
  PayoutRecord,
} from './payment-provider';
import { payoutsReadLimit } from '../../domain/ports/payments';

/**
 * Live mode: the platform's real key (refused off prod by keyForStage). Test mode: the provider's
 * test-mode key, which test Thons charge through on every stage (prod included), so a rehearsal
 * never moves real money; a live key there is refused everywhere.
 */
export type PaymentMode = 'live' | 'test';

const keyNames = {
  live: { plain: paymentProviderEnvironmentNames.apiKey, arn: paymentProviderEnvironmentNames.apiKeyArn },
  test: {
    plain: paymentProviderEnvironmentNames.testApiKey,
    arn: paymentProviderEnvironmentNames.testApiKeyArn,
  },
} as const;

async function apiKey(mode: PaymentMode): Promise<string> {
  const names = keyNames[mode];
  const plain = process.env[names.plain];
  if (plain) return plain;
  const secretId = process.env[names.arn];
  if (!secretId) throw new Error(`No ${mode}-mode payment provider key is configured.`);
  const { SecretString } = await secretsManagerClient().send(
    new GetSecretValueCommand({ SecretId: secretId }),
  );
  if (!SecretString) throw new Error(`The ${mode}-mode payment provider key secret is empty.`);
  return SecretString;
}

function connection(): Stripe.StripeConfig {
  const url = process.env[paymentProviderEnvironmentNames.url];
  const base: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 10_000, telemetry: false };
  if (!url) return base;
  const { hostname, port, protocol } = new URL(url);
  return { ...base, host: hostname, port: Number(port), protocol: protocol === 'http:' ? 'http' : 'https' };
}

function checkedKey(mode: PaymentMode, key: string): string {
  return mode === 'test' ? testModeKey(key) : keyForStage(key, optionalSetting('stage'));
}

/** The mode of the calls made inside it (stripeTestPaymentProvider's); outside any, live. */
const modeContext = new AsyncLocalStorage<PaymentMode>();

/** One client per mode per instance, built on first use; a failed key read is retried on the next call. */
const clients = new Map<PaymentMode, Promise<Stripe>>();
function stripeOf(mode: PaymentMode): Promise<Stripe> {
  let client = clients.get(mode);
  if (!client) {
    client = apiKey(mode)
      .then((key) => new Stripe(checkedKey(mode, key), connection()))
      .catch((error: unknown) => {
        clients.delete(mode);
        throw error;
      });
    clients.set(mode, client);
  }
  return client;
}

function stripe(): Promise<Stripe> {
  return stripeOf(modeContext.getStore() ?? 'live');
}

function cardFailure(error: unknown): Declined | AuthenticationRequired | undefined {
  // A payment method id the provider does not know (or cannot use) came from the browser: the
  // donor's refusal, like a decline, not our fault.
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    (error.param?.startsWith('payment_method') ||
      (error.code === 'resource_missing' && /payment_method/.test(error.message)))
  ) {
    return { outcome: 'declined', declineCode: 'invalid_payment_method', message: error.message };
  }
  if (!(error instanceof Stripe.errors.StripeCardError)) return undefined;
  const intent = error.payment_intent ?? error.setup_intent;
  if (error.code === 'authentication_required' && intent) {
    return { outcome: 'authentication-required', intentId: intent.id };
  }
  return {
    outcome: 'declined',
    declineCode: error.decline_code || error.code || 'card_declined',
    message: error.message,
  };
}

async function saveCard(input: Parameters<PaymentProvider['saveCard']>[0]): Promise<CardSaveOutcome> {
  try {
    const intent = await (
      await stripe()
    ).setupIntents.create(
      {
        customer: input.customerId,
        payment_method: input.paymentMethodId,
        usage: 'off_session',
        confirm: true,
        ...(input.metadata ? { metadata: input.metadata } : {}),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (intent.status === 'succeeded') {
      const method =
        typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
      return { outcome: 'saved', setupIntentId: intent.id, paymentMethodId: method ?? input.paymentMethodId };
    }
    return {
      outcome: 'authentication-required',
      intentId: intent.id,
      clientSecret: intent.client_secret ?? undefined,
    };
  } catch (error) {
    const failure = cardFailure(error);
    if (failure) return failure;
    throw error;
  }
}

async function charge(request: ChargeRequest): Promise<ChargeOutcome> {
  try {
    const intent = await (
      await stripe()
    ).paymentIntents.create(
      {
        amount: request.amountCents,
        currency: request.currency,
        payment_method: request.paymentMethodId,
        confirm: true,
        ...(request.customerId ? { customer: request.customerId } : {}),
        ...(request.offSession ? { off_session: true } : {}),
        transfer_data: { destination: request.destinationAccountId },
        application_fee_amount: request.applicationFeeCents,
        ...(request.description ? { description: request.description } : {}),
        ...(request.metadata ? { metadata: request.metadata } : {}),
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (intent.status === 'succeeded') {
      return { outcome: 'succeeded', paymentIntentId: intent.id, amountCents: intent.amount };
    }
    return {
      outcome: 'authentication-required',
      intentId: intent.id,
      clientSecret: intent.client_secret ?? undefined,
    };
  } catch (error) {
    const failure = cardFailure(error);
    if (failure) return failure;
    throw error;
  }
}

/** Stripe's intent states in the port's three: money taken, on its way, or none. */
function chargeState(status: Stripe.PaymentIntent.Status): ChargeFound['state'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'processing' || status === 'requires_capture') return 'pending';
  return 'unpaid';
}

async function findCharges({ pledgeId }: { pledgeId: string }): Promise<ChargeFound[]> {
  // Search query language: string values in single quotes, a quote inside escaped with a backslash.
  const query = `metadata['pledgeId']:'${pledgeId.replace(/['\\]/g, (found) => `\\${found}`)}'`;
  // A pledge has a handful of attempts at most; the cap only bounds a runaway.
  const intents = await (await stripe()).paymentIntents.search({ query, limit: 100 }).autoPagingToArray({
    limit: 1000,
  });
  return intents.map((intent) => ({
    paymentIntentId: intent.id,
    amountCents: intent.amount,
    state: chargeState(intent.status),
    metadata: { ...intent.metadata },
  }));
}

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

async function paymentOf(
  input: Parameters<PaymentProvider['paymentOf']>[0],
): Promise<PaymentRecord | undefined> {
  const api = await stripe();
  try {
    let intentId = input.paymentIntentId;
    if (!intentId && input.chargeId) {
      const charge = await api.charges.retrieve(input.chargeId);
      intentId =
        typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    }
    if (!intentId) return undefined;
    const intent = await api.paymentIntents.retrieve(intentId);
    return {
      paymentIntentId: intent.id,
      createdAt: new Date(intent.created * 1000),
      metadata: { ...intent.metadata },
    };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

async function listPayouts(input: Parameters<PaymentProvider['listPayouts']>[0]): Promise<PayoutRecord[]> {
  const created = {
    ...(input.from ? { gte: seconds(input.from) } : {}),
    ...(input.before ? { lt: seconds(input.before) } : {}),
  };
  // Made as the connected account (Stripe-Account): payouts are the school's, not the platform's.
  const payouts = await (
    await stripe()
  ).payouts
    .list(
      { limit: payoutsReadLimit, ...(input.from || input.before ? { created } : {}) },
      { stripeAccount: input.accountId },
    )
    .autoPagingToArray({ limit: payoutsReadLimit });
  return payouts.map((payout) => ({
    payoutId: payout.id,
    amountCents: payout.amount,
    status: payout.status,
    createdAt: new Date(payout.created * 1000),
    arrivalDate: new Date(payout.arrival_date * 1000),
  }));
}

export const stripePaymentProvider: PaymentProvider = {
  async createCustomer(input) {
    const customer = await (
      await stripe()
    ).customers.create(
      { email: input.email, name: input.name, ...(input.metadata ? { metadata: input.metadata } : {}) },
      { idempotencyKey: input.idempotencyKey },
    );
    return { customerId: customer.id };
  },
  saveCard,
  charge,
  findCharges,
  async refund(input) {
    const refund = await (
      await stripe()
    ).refunds.create(
      {
        payment_intent: input.paymentIntentId,
        ...(input.amountCents === undefined ? {} : { amount: input.amountCents }),
        // Every charge is a destination charge: without these Stripe debits the whole refund from
        // the platform's balance while the school keeps its transfer. With them the transfer and
        // the application fee are reversed pro rata (in full for a full refund).
        reverse_transfer: true,
        refund_application_fee: true,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { refundId: refund.id, amountCents: refund.amount };
  },
  paymentOf,
  async createConnectedAccount(input) {
    const account = await (
      await stripe()
    ).accounts.create(
      {
        type: 'express',
        email: input.email,
        business_profile: { name: input.organizationName },
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { accountId: account.id };
  },
  async createOnboardingLink(input) {
    const link = await (
      await stripe()
    ).accountLinks.create({
      account: input.accountId,
      refresh_url: input.refreshUrl,
      return_url: input.returnUrl,
      type: 'account_onboarding',
    });
    return { url: link.url, expiresAt: link.expires_at };
  },
  async accountStatus(accountId) {
    const account = await (await stripe()).accounts.retrieve(accountId);
    return {
      chargesEnabled: account.charges_enabled ?? false,
      payoutsEnabled: account.payouts_enabled ?? false,
      detailsSubmitted: account.details_submitted ?? false,
    };
  },
  listPayouts,
};

/**
 * The provider's test mode, for test Thons: the same adapter, every call made inside a test-mode
 * context, so `stripe()` hands it the test-mode client (one adapter, two keys, no copy of it).
 */
export const stripeTestPaymentProvider = Object.fromEntries(
  Object.entries(stripePaymentProvider).map(([name, call]) => [
    name,
    (...args: unknown[]) => modeContext.run('test', () => (call as (...a: unknown[]) => unknown)(...args)),
  ]),
) as unknown as PaymentProvider;

/** Tests: forget the client (a changed key or address is read again). */
export function resetStripeClient(): void {
  clients.clear();
}
