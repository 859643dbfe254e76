// The real Stripe adapter (official `stripe` package) against the Stripe-compatible stand-in over
// real HTTP, as the local stack runs them: Stripe's test cards behave as documented, retries with
// one idempotency key charge once, and reusing a key for another request is refused.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPaymentStandIn, type PaymentStandIn } from '../../dev/payment-stand-in/server';
import { paymentProviderEnvironmentNames } from '../../src/platform/environment-names';
import {
  resetStripeClient,
  stripePaymentProvider as provider,
} from '../../src/platform/payments/stripe-payment-provider';

let standIn: PaymentStandIn;
let school: string;

beforeAll(async () => {
  standIn = await startPaymentStandIn();
  vi.stubEnv(paymentProviderEnvironmentNames.url, standIn.url);
  vi.stubEnv(paymentProviderEnvironmentNames.apiKey, 'sk_test_local');
  resetStripeClient();
  ({ accountId: school } = await provider.createConnectedAccount({
    email: 'pta@example.com',
    organizationName: 'Lincoln PTA',
    idempotencyKey: 'stand-in-school',
  }));
});
afterAll(async () => {
  await standIn.close();
  vi.unstubAllEnvs();
});

let run = 0;
beforeEach(() => {
  run += 1;
});
const key = (name: string) => `stand-in-${run}-${name}`;
const flatGift = (paymentMethodId: string) => ({
  amountCents: 5000,
  currency: 'usd' as const,
  paymentMethodId,
  offSession: false,
  destinationAccountId: school,
  applicationFeeCents: 750,
  idempotencyKey: key('gift'),
});

async function events(type: string): Promise<number> {
  const response = await fetch(`${standIn.url}/v1/events?limit=100`, {
    headers: { authorization: 'Bearer sk_test_local' },
  });
  const { data } = (await response.json()) as { data: { type: string }[] };
  return data.filter((event) => event.type === type).length;
}

describe('payment stand-in with the Stripe adapter', () => {
  it('approves a connected account at once and gives an onboarding link back to the return URL', async () => {
    await expect(provider.accountStatus(school)).resolves.toEqual({
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
    });
    const link = await provider.createOnboardingLink({
      accountId: school,
      refreshUrl: 'http://localhost:5173/organizer/payouts?refresh=1',
      returnUrl: 'http://localhost:5173/organizer/payouts?done=1',
    });
    const opened = await fetch(link.url, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('http://localhost:5173/organizer/payouts?done=1');
  });

  it('charges pm_card_visa once however often the same request is retried', async () => {
    const before = await events('payment_intent.succeeded');
    const first = await provider.charge(flatGift('pm_card_visa'));
    const again = await provider.charge(flatGift('pm_card_visa'));
    expect(first).toMatchObject({ outcome: 'succeeded', amountCents: 5000 });
    expect(again).toEqual(first);
    expect(await events('payment_intent.succeeded')).toBe(before + 1);
  });

  it('refuses an idempotency key reused for a different charge', async () => {
    await provider.charge(flatGift('pm_card_visa'));
    await expect(provider.charge({ ...flatGift('pm_card_visa'), amountCents: 9900 })).rejects.toThrow(
      /same parameters/,
    );
  });

  it.each([
    ['pm_card_chargeDeclined', 'generic_decline'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds'],
  ])('declines %s with %s', async (paymentMethodId, declineCode) => {
    await expect(provider.charge(flatGift(paymentMethodId))).resolves.toMatchObject({
      outcome: 'declined',
      declineCode,
    });
  });

  it('saves a card with a SetupIntent and charges it off session later', async () => {
    const { customerId } = await provider.createCustomer({
      email: 'dana@example.com',
      name: 'Dana Donor',
      idempotencyKey: key('customer'),
    });
    const saved = await provider.saveCard({
      customerId,
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: key('card'),
    });
    expect(saved.outcome).toBe('saved');
    if (saved.outcome !== 'saved') return;
    const charged = await provider.charge({
      ...flatGift(saved.paymentMethodId),
      customerId,
      offSession: true,
      amountCents: 3000,
      idempotencyKey: key('after-event'),
    });
    expect(charged).toMatchObject({ outcome: 'succeeded', amountCents: 3000 });
  });

  it('reports a card that needs authentication: on session it waits, off session it is refused', async () => {
    const onSession = await provider.charge(flatGift('pm_card_authenticationRequired'));
    expect(onSession).toMatchObject({ outcome: 'authentication-required' });
    const offSession = await provider.charge({
      ...flatGift('pm_card_authenticationRequired'),
      offSession: true,
      idempotencyKey: key('off'),
    });
    expect(offSession).toMatchObject({ outcome: 'authentication-required' });
    expect(offSession).not.toHaveProperty('clientSecret');
  });

  it('declines saving a declining card', async () => {
    const { customerId } = await provider.createCustomer({
      email: 'x@example.com',
      name: 'X',
      idempotencyKey: key('c'),
    });
    await expect(
      provider.saveCard({
        customerId,
        paymentMethodId: 'pm_card_chargeDeclined',
        idempotencyKey: key('card'),
      }),
    ).resolves.toMatchObject({ outcome: 'declined', declineCode: 'generic_decline' });
  });

  it('refunds part of a charge, then the rest, and no more', async () => {
    const charged = await provider.charge(flatGift('pm_card_visa'));
    if (charged.outcome !== 'succeeded') throw new Error('the test card should succeed');
    const part = {
      paymentIntentId: charged.paymentIntentId,
      idempotencyKey: key('refund-1'),
      amountCents: 2000,
    };
    await expect(provider.refund(part)).resolves.toMatchObject({ amountCents: 2000 });
    await expect(
      provider.refund({ ...part, amountCents: undefined, idempotencyKey: key('refund-2') }),
    ).resolves.toMatchObject({
      amountCents: 3000,
    });
    await expect(
      provider.refund({
        paymentIntentId: charged.paymentIntentId,
        amountCents: 1,
        idempotencyKey: key('refund-3'),
      }),
    ).rejects.toThrow(/greater than the unrefunded amount/);
  });

  it('creates a payment method from a test card number, as the local card form does, with a publishable key', async () => {
    const created = await fetch(`${standIn.url}/v1/payment_methods`, {
      method: 'POST',
      headers: { authorization: 'Bearer pk_test_local', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        type: 'card',
        'card[number]': '4000 0000 0000 0002',
        'card[exp_month]': '12',
        'card[exp_year]': '2031',
        'card[cvc]': '123',
      }),
    });
    const method = (await created.json()) as { id: string; card: { last4: string } };
    expect(created.status).toBe(200);
    expect(method.card.last4).toBe('0002');
    await expect(provider.charge(flatGift(method.id))).resolves.toMatchObject({ outcome: 'declined' });
    const refused = await fetch(`${standIn.url}/v1/payment_intents`, {
      method: 'POST',
      headers: { authorization: 'Bearer pk_test_local', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'amount=100&currency=usd',
    });
    expect(refused.status).toBe(403);
  });
});
