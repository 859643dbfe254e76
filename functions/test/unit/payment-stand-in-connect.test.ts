// Who pays for a refund or a dispute of a destination charge, as the stand-in's ledger keeps it
// (Stripe Connect's rules, docs.stripe.com/connect/destination-charges): the real Stripe adapter
// against the stand-in over HTTP, balances read with GET /v1/balance (the platform's, and the
// school's with Stripe-Account). A refund sent without reverse_transfer and refund_application_fee
// still succeeds, and the platform's balance pays all of it: that is how a regression shows.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { disputeFeeCents } from '../../dev/payment-stand-in/connect-ledger';
import { startPaymentStandIn, type PaymentStandIn } from '../../dev/payment-stand-in/server';
import { paymentProviderEnvironmentNames } from '../../src/platform/environment-names';
import {
  resetStripeClient,
  stripePaymentProvider as provider,
} from '../../src/platform/payments/stripe-payment-provider';

const secretKey = 'sk_test_local';
let standIn: PaymentStandIn;

beforeAll(async () => {
  standIn = await startPaymentStandIn();
  vi.stubEnv(paymentProviderEnvironmentNames.url, standIn.url);
  vi.stubEnv(paymentProviderEnvironmentNames.apiKey, secretKey);
  resetStripeClient();
});
afterAll(async () => {
  await standIn.close();
  vi.unstubAllEnvs();
});

async function get<T>(path: string, account?: string): Promise<T> {
  const response = await fetch(`${standIn.url}${path}`, {
    headers: { authorization: `Bearer ${secretKey}`, ...(account ? { 'stripe-account': account } : {}) },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const balance = async (account?: string) =>
  (await get<{ available: { amount: number }[] }>('/v1/balance', account)).available[0]?.amount;

let run = 0;
let school = '';
/** A fresh school per test, so its balance starts at 0. */
beforeEach(async () => {
  run += 1;
  ({ accountId: school } = await provider.createConnectedAccount({
    email: 'pta@example.com',
    organizationName: 'Lincoln PTA',
    idempotencyKey: `connect-school-${run}`,
  }));
});

/** A $50 gift with a $7.50 platform fee; the school gets $42.50. */
async function gift(paymentMethodId = 'pm_card_visa') {
  const charged = await provider.charge({
    amountCents: 5000,
    currency: 'usd',
    paymentMethodId,
    offSession: false,
    destinationAccountId: school,
    applicationFeeCents: 750,
    idempotencyKey: `connect-gift-${run}`,
    metadata: { pledgeId: `pledge-${run}` },
  });
  if (charged.outcome !== 'succeeded') throw new Error('the test card should succeed');
  return charged.paymentIntentId;
}

describe('a destination charge in the stand-in', () => {
  it('pays the school the amount less the fee, and the platform the fee', async () => {
    const platformBefore = (await balance()) ?? 0;
    await gift();
    expect(await balance(school)).toBe(4250);
    expect(await balance()).toBe(platformBefore + 750);
  });

  it("refunds through the adapter out of each party's share, pro rata, then the rest in full", async () => {
    const intent = await gift();
    const platformBefore = (await balance()) ?? 0;
    await provider.refund({ paymentIntentId: intent, amountCents: 2000, idempotencyKey: `part-${run}` });
    // 40 % of the charge: the school gives back 40 % of $42.50, the platform 40 % of its $7.50.
    expect(await balance(school)).toBe(4250 - 1700);
    expect(await balance()).toBe(platformBefore - 300);
    const [refund] = (
      await get<{ data: { amount: number; transfer_reversal: string | null }[] }>(
        `/v1/refunds?payment_intent=${intent}`,
      )
    ).data;
    expect(refund?.transfer_reversal).toMatch(/^trr_/);
    await provider.refund({ paymentIntentId: intent, idempotencyKey: `rest-${run}` });
    expect(await balance(school)).toBe(0);
    expect(await balance()).toBe(platformBefore - 750);
  });

  it('lets a refund without reverse_transfer and refund_application_fee succeed at the platform’s cost', async () => {
    const intent = await gift();
    const platformBefore = (await balance()) ?? 0;
    const response = await fetch(`${standIn.url}/v1/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_intent: intent, amount: '2000' }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { transfer_reversal: unknown }).transfer_reversal).toBeNull();
    expect(await balance(school)).toBe(4250);
    expect(await balance()).toBe(platformBefore - 2000);
  });

  it('lists the refunds of one intent', async () => {
    const intent = await gift();
    await provider.refund({ paymentIntentId: intent, amountCents: 100, idempotencyKey: `a-${run}` });
    await provider.refund({ paymentIntentId: intent, amountCents: 200, idempotencyKey: `b-${run}` });
    const { data } = await get<{ data: { amount: number }[] }>(`/v1/refunds?payment_intent=${intent}`);
    expect(data.map(({ amount }) => amount)).toEqual([200, 100]);
  });

  it("opens a dispute on pm_card_createDispute's charge, naming the charge but none of our metadata", async () => {
    const intent = await gift('pm_card_createDispute');
    const platformBefore = (await balance()) ?? 0;
    const dispute = await vi.waitFor(
      async () => {
        const { data } = await get<{ data: { type: string; data: { object: Record<string, unknown> } }[] }>(
          '/v1/events?limit=100',
        );
        const found = data.find(
          (event) => event.type === 'charge.dispute.created' && event.data.object.payment_intent === intent,
        );
        if (!found) throw new Error('no dispute yet');
        return found.data.object;
      },
      { timeout: 5000, interval: 100 },
    );
    expect(dispute).toMatchObject({ object: 'dispute', amount: 5000, metadata: {} });
    // The platform pays the disputed amount and the dispute fee; the school keeps its transfer.
    expect(await balance()).toBe(platformBefore - 5000 - disputeFeeCents);
    expect(await balance(school)).toBe(4250);
    // The adapter finds the payment, and our metadata on it, through the charge the dispute names.
    await expect(provider.paymentOf({ chargeId: String(dispute.charge) })).resolves.toMatchObject({
      paymentIntentId: intent,
      metadata: { pledgeId: `pledge-${run}` },
    });
    await expect(
      provider.refund({ paymentIntentId: intent, idempotencyKey: `disputed-${run}` }),
    ).rejects.toThrow(/charged back/);
  });
});

/** A payout made as the school (Stripe-Account), as Stripe's POST /v1/payouts. */
async function payOut(amount: number) {
  return fetch(`${standIn.url}/v1/payouts`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
      'stripe-account': school,
    },
    body: new URLSearchParams({ amount: String(amount), currency: 'usd' }),
  });
}

describe("a school's payouts in the stand-in", () => {
  it('pays out of the school balance and lists the payouts through the adapter, newest first', async () => {
    await gift();
    expect((await payOut(4000)).status).toBe(200);
    expect((await payOut(250)).status).toBe(200);
    expect(await balance(school)).toBe(0);
    const payouts = await provider.listPayouts({ accountId: school });
    expect(payouts.map(({ amountCents, status }) => [amountCents, status])).toEqual([
      [250, 'paid'],
      [4000, 'paid'],
    ]);
    await expect(provider.listPayouts({ accountId: school, before: new Date(0) })).resolves.toEqual([]);
  });

  it('refuses a payout the balance does not cover', async () => {
    await gift();
    const response = await payOut(4251);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('balance_insufficient');
    await expect(provider.listPayouts({ accountId: school })).resolves.toEqual([]);
  });
});
