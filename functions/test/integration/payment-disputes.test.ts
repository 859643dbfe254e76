// charge.dispute.created over HTTP against the emulator and the payment stand-in. A Dispute names
// its charge and carries none of our metadata: the pledge is found through the charge's payment,
// marked Disputed, taken out of the raised totals once however often (or concurrently) the event
// arrives, and the organizer is emailed (the outbox shows it). Stripe's dispute test card does it
// end to end: the stand-in opens the dispute and posts the event to the local stack itself.
import { createHmac, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { disputeEmailSubject } from '@thon/shared/catalog/messages';
import { apiClient } from './api-client';
import { emailsTo } from './outbox';
import { useStackEnvironment } from './stack-environment';
import { signedInTestUser, type SignedInTestUser } from './test-users';
import { createPledgeCall, createPledgeEvent, pledgeBody } from './test-pledges';

const { apiUrl } = useStackEnvironment();
const client = () => apiClient(apiUrl);
// As the organizer's report names a child: first name, last initial.
const participantName = 'Runner0 O.';

function postSigned(event: object) {
  const payload = JSON.stringify(event);
  const seconds = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', process.env.PAYMENT_WEBHOOK_SECRET ?? '')
    .update(`${seconds}.${payload}`)
    .digest('hex');
  return fetch(`${apiUrl}/api/payments/StripeWebhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': `t=${seconds},v1=${signature}` },
    body: payload,
  });
}

async function stored(pledgeId: string, participantId: string) {
  const { getPledge } = await import('../../src/data/repositories/pledges-repository');
  const { getParticipant } = await import('../../src/data/repositories/participants-repository');
  const [pledge, participant] = await Promise.all([getPledge(pledgeId), getParticipant(participantId)]);
  return {
    status: pledge?.status,
    disputed: Boolean(pledge?.disputedAt),
    raised: participant?.raisedCents ?? 0,
    paymentIntentId: pledge?.paymentIntentId ?? '',
  };
}

/** The charge the stand-in made for an intent (what a Dispute names). */
async function chargeOf(paymentIntentId: string): Promise<string> {
  const response = await fetch(`${process.env.PAYMENT_PROVIDER_URL}/v1/payment_intents/${paymentIntentId}`, {
    headers: { authorization: 'Bearer sk_test_local' },
  });
  return ((await response.json()) as { latest_charge: string }).latest_charge;
}

let organizer: SignedInTestUser;
beforeAll(async () => {
  organizer = await signedInTestUser('organizer', 'disputes');
});

async function gift(dollars: number, paymentMethodId = 'pm_card_visa') {
  const event = await createPledgeEvent({ organizerUserId: organizer.userId });
  const participantId = event.participantIds[0] ?? '';
  const created = await createPledgeCall(
    client(),
    pledgeBody(participantId, { Kind: 'Flat', Amount: dollars, PaymentMethodId: paymentMethodId }),
  );
  expect(created.status).toBe(200);
  return { pledgeId: (created.body as { PledgeId: string }).PledgeId, participantId };
}

const disputeEvent = (chargeId: string, amount: number) => ({
  id: `evt_${randomUUID().replace(/-/g, '')}`,
  object: 'event',
  type: 'charge.dispute.created',
  created: Math.floor(Date.now() / 1000),
  // As Stripe sends it: the charge it is about, no payment_intent on older API versions, no metadata.
  data: {
    object: {
      id: `dp_${randomUUID().replace(/-/g, '')}`,
      object: 'dispute',
      amount,
      charge: chargeId,
      reason: 'fraudulent',
      metadata: {},
    },
  },
});

const disputeEmails = async () =>
  (await emailsTo(organizer.email)).filter((email) => email.subject === disputeEmailSubject(participantName));

describe('charge.dispute.created', () => {
  it('finds the pledge through its charge, marks it Disputed and takes it out of raised once', async () => {
    const { pledgeId, participantId } = await gift(40);
    const { paymentIntentId } = await stored(pledgeId, participantId);
    const emailsBefore = (await disputeEmails()).length;
    const event = disputeEvent(await chargeOf(paymentIntentId), 4000);
    // The same event delivered three times at once: one move, one email.
    const answers = await Promise.all([1, 2, 3].map(() => postSigned(event)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await stored(pledgeId, participantId)).toMatchObject({
      status: 'Disputed',
      disputed: true,
      raised: 0,
    });
    expect((await postSigned(event)).status).toBe(200);
    expect((await stored(pledgeId, participantId)).raised).toBe(0);
    const emails = await disputeEmails();
    expect(emails).toHaveLength(emailsBefore + 1);
    expect(emails[0]?.text).toContain('disputed the $40 payment to Runner0 O.');
    // The report no longer counts it as raised.
    const report = await client().get(
      `/api/pledges/GetThonPledges/${(await getEventId(pledgeId)) ?? ''}`,
      organizer.headers,
    );
    expect(report.body).toMatchObject({ Totals: { Raised: 0 } });
  });

  it('takes only what is left out of raised after a partial refund, and refuses refunds afterwards', async () => {
    const { pledgeId, participantId } = await gift(40);
    const refunded = await client().post(
      '/api/pledges/RefundPledge',
      { PledgeId: pledgeId, Amount: 15 },
      organizer.headers,
    );
    expect(refunded.status).toBe(200);
    const { paymentIntentId, raised } = await stored(pledgeId, participantId);
    expect(raised).toBe(2500);
    expect((await postSigned(disputeEvent(await chargeOf(paymentIntentId), 2500))).status).toBe(200);
    expect(await stored(pledgeId, participantId)).toMatchObject({ status: 'Disputed', raised: 0 });
    const again = await client().post('/api/pledges/RefundPledge', { PledgeId: pledgeId }, organizer.headers);
    expect(again.status).toBe(409);
  });

  it('ignores a dispute of a charge that is not one of ours', async () => {
    const answer = await postSigned(disputeEvent('ch_not_ours', 1000));
    expect(answer.status).toBe(200);
  });

  it("follows Stripe's dispute test card end to end (the stand-in posts the event itself)", async () => {
    const { pledgeId, participantId } = await gift(25, 'pm_card_createDispute');
    await vi.waitFor(
      async () =>
        expect(await stored(pledgeId, participantId)).toMatchObject({ status: 'Disputed', raised: 0 }),
      { timeout: 20_000, interval: 250 },
    );
  });
});

async function getEventId(pledgeId: string) {
  const { getPledge } = await import('../../src/data/repositories/pledges-repository');
  return (await getPledge(pledgeId))?.eventId;
}
