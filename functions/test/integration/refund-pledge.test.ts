// RefundPledge over HTTP against the emulator and the payment stand-in: what reaches the provider
// (the stand-in's own list of refunds of the charge), the school's transfer reversed with the
// refund, one refund of a pledge at a time, the super admin's refunds (over $500, or of a charge
// older than 60 days) and another organizer's pledge answering as a missing one.
import { beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@thon/shared/catalog/messages';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { signedInTestUser, type SignedInTestUser } from './test-users';
import { createPledgeCall, createPledgeEvent, pledgeBody } from './test-pledges';

const { apiUrl } = useStackEnvironment();
const client = () => apiClient(apiUrl);
const standIn = () => process.env.PAYMENT_PROVIDER_URL ?? '';
const standInHeaders = { authorization: 'Bearer sk_test_local' };

interface ProviderRefund {
  amount: number;
  transfer_reversal: string | null;
}

/** The refunds the provider made of the pledge's charge. */
async function providerRefunds(paymentIntentId: string): Promise<ProviderRefund[]> {
  const response = await fetch(`${standIn()}/v1/refunds?payment_intent=${paymentIntentId}&limit=100`, {
    headers: standInHeaders,
  });
  return ((await response.json()) as { data: ProviderRefund[] }).data;
}

async function schoolBalance(accountId: string): Promise<number | undefined> {
  const response = await fetch(`${standIn()}/v1/balance`, {
    headers: { ...standInHeaders, 'stripe-account': accountId },
  });
  return ((await response.json()) as { available: { amount: number }[] }).available[0]?.amount;
}

async function stored(pledgeId: string, participantId: string) {
  const { getPledge } = await import('../../src/data/repositories/pledges-repository');
  const { getParticipant } = await import('../../src/data/repositories/participants-repository');
  const [pledge, participant] = await Promise.all([getPledge(pledgeId), getParticipant(participantId)]);
  return {
    status: pledge?.status,
    refunded: pledge?.refundedCents ?? 0,
    claim: pledge?.refundClaimId,
    raised: participant?.raisedCents ?? 0,
    paymentIntentId: pledge?.paymentIntentId ?? '',
  };
}

let organizer: SignedInTestUser;
let superAdmin: SignedInTestUser;
beforeAll(async () => {
  organizer = await signedInTestUser('organizer', 'refunds');
  superAdmin = await signedInTestUser('super-admin', 'refunds');
});

/** A charged gift of `dollars` to a participant of the organizer's Thon. */
async function chargedGift(dollars: number) {
  const event = await createPledgeEvent({ organizerUserId: organizer.userId });
  const participantId = event.participantIds[0] ?? '';
  const gift = await createPledgeCall(client(), pledgeBody(participantId, { Kind: 'Flat', Amount: dollars }));
  expect(gift.status).toBe(200);
  const pledgeId = (gift.body as { PledgeId: string }).PledgeId;
  const { paymentIntentId, raised } = await stored(pledgeId, participantId);
  expect(raised).toBe(dollars * 100);
  return { pledgeId, participantId, paymentIntentId, payoutAccountId: event.payoutAccountId ?? '' };
}

const refund = (pledgeId: string, user: SignedInTestUser, amount?: number) =>
  client().post(
    '/api/pledges/RefundPledge',
    { PledgeId: pledgeId, ...(amount === undefined ? {} : { Amount: amount }) },
    user.headers,
  );

describe('RefundPledge', () => {
  it("takes the school's share back with the refund, so the platform does not pay it", async () => {
    const { pledgeId, paymentIntentId, payoutAccountId } = await chargedGift(40);
    const before = (await schoolBalance(payoutAccountId)) ?? 0;
    expect((await refund(pledgeId, organizer, 10)).status).toBe(200);
    const [made] = await providerRefunds(paymentIntentId);
    expect(made).toMatchObject({ amount: 1000 });
    expect(made?.transfer_reversal).toMatch(/^trr_/);
    // A quarter of the charge refunded: the school gives back a quarter of what it was paid.
    expect((await schoolBalance(payoutAccountId)) ?? 0).toBeLessThan(before);
  });

  it('sends only one of two concurrent refunds of different amounts to the provider; totals stay exact', async () => {
    const { pledgeId, participantId, paymentIntentId } = await chargedGift(40);
    const answers = await Promise.all([refund(pledgeId, organizer, 10), refund(pledgeId, organizer, 15)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body).toMatchObject({ message: messages.refundInProgress });
    const made = await providerRefunds(paymentIntentId);
    expect(made).toHaveLength(1);
    const refundedCents = made[0]?.amount ?? 0;
    expect(await stored(pledgeId, participantId)).toMatchObject({
      status: 'Charged',
      refunded: refundedCents,
      raised: 4000 - refundedCents,
      claim: undefined,
    });
    // Once the first is settled the pledge takes the next refund.
    expect((await refund(pledgeId, organizer, 5)).status).toBe(200);
    expect(await providerRefunds(paymentIntentId)).toHaveLength(2);
    expect(await stored(pledgeId, participantId)).toMatchObject({
      refunded: refundedCents + 500,
      raised: 4000 - refundedCents - 500,
    });
  });

  it('refuses an organizer a refund over $500; a super admin makes it', async () => {
    const { pledgeId, participantId, paymentIntentId } = await chargedGift(600);
    const refused = await refund(pledgeId, organizer, 500.01);
    expect(refused).toMatchObject({ status: 403, body: { message: messages.refundNeedsSuperAdmin } });
    expect(await providerRefunds(paymentIntentId)).toHaveLength(0);
    expect((await refund(pledgeId, organizer, 500)).status).toBe(200);
    const whole = await refund(pledgeId, superAdmin);
    expect(whole).toMatchObject({ status: 200, body: { Status: 'Refunded' } });
    expect(await stored(pledgeId, participantId)).toMatchObject({ refunded: 60000, raised: 0 });
  });

  it('refuses an organizer any refund of a charge older than 60 days; a super admin makes it', async () => {
    const { pledgeId, participantId, paymentIntentId } = await chargedGift(40);
    const aged = await fetch(`${standIn()}/__stand-in/backdate?payment_intent=${paymentIntentId}&days=61`, {
      method: 'POST',
    });
    expect(aged.status).toBe(200);
    const refused = await refund(pledgeId, organizer, 1);
    expect(refused).toMatchObject({ status: 403, body: { message: messages.refundNeedsSuperAdmin } });
    expect(await providerRefunds(paymentIntentId)).toHaveLength(0);
    expect((await refund(pledgeId, superAdmin, 1)).status).toBe(200);
    expect(await stored(pledgeId, participantId)).toMatchObject({ refunded: 100, raised: 3900 });
  });

  it("answers another organizer's pledge as a missing one, and refunds nothing", async () => {
    const { pledgeId, paymentIntentId } = await chargedGift(40);
    const stranger = await signedInTestUser('organizer', 'refunds-other');
    expect(await refund(pledgeId, stranger, 10)).toMatchObject({
      status: 404,
      body: { message: messages.noSuchPledge },
    });
    expect(await providerRefunds(paymentIntentId)).toHaveLength(0);
  });
});
