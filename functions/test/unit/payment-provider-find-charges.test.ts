// Finding a pledge's charges from the provider's side (the real Stripe adapter's PaymentIntent
// search against the stand-in over HTTP): what the sweeper reconciles a crashed claim with.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
    idempotencyKey: `find-charges-${randomUUID()}`,
  }));
});
afterAll(async () => {
  await standIn.close();
  vi.unstubAllEnvs();
  resetStripeClient();
});

const chargeFor = (pledgeId: string, attempt: number, paymentMethodId = 'pm_card_visa') =>
  provider.charge({
    amountCents: 1200 + attempt,
    currency: 'usd',
    paymentMethodId,
    offSession: true,
    destinationAccountId: school,
    applicationFeeCents: 120,
    idempotencyKey: `${pledgeId}:charge:${attempt}`,
    metadata: { pledgeId, attempt: String(attempt) },
  });

describe('findCharges', () => {
  it("answers every charge carrying the pledge's id, paid or not, and no other pledge's", async () => {
    const pledgeId = randomUUID();
    expect((await chargeFor(pledgeId, 1, 'pm_card_chargeDeclined')).outcome).toBe('declined');
    const paid = await chargeFor(pledgeId, 2);
    await chargeFor(randomUUID(), 1);
    const found = await provider.findCharges({ pledgeId });
    expect(found).toHaveLength(2);
    expect(found).toEqual(
      expect.arrayContaining([
        {
          paymentIntentId: paid.outcome === 'succeeded' ? paid.paymentIntentId : '',
          amountCents: 1202,
          state: 'succeeded',
          metadata: { pledgeId, attempt: '2' },
        },
        expect.objectContaining({ amountCents: 1201, state: 'unpaid', metadata: { pledgeId, attempt: '1' } }),
      ]),
    );
  });

  it('answers nothing for a pledge never charged, and a quote in the id cannot widen the search', async () => {
    await chargeFor('p-1', 1);
    expect(await provider.findCharges({ pledgeId: randomUUID() })).toEqual([]);
    expect(await provider.findCharges({ pledgeId: "x' OR metadata['pledgeId']:'p-1" })).toEqual([]);
  });
});
