// Test Thons (rehearsing an event in production) through the local gateway: a test user's Thons
// are always test Thons and reach only test Thons; a test Thon's pledges go through the payment
// provider's test mode (the stand-in records which key made each object), its invitations only to
// its outbox (the emulator's SES and SNS receive nothing), and its mark changes only while a draft.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { noSuchEvent, thonTestMarkLocked } from '@thon/shared/catalog/messages';
import { apiClient } from './api-client';
import { emailsTo, smsTo } from './outbox';
import { useStackEnvironment } from './stack-environment';
import { createPledgeCall, createPledgeEvent, pledgeBody } from './test-pledges';
import { e164, sendEmails, sendTexts, sharingEvent, uniqueEmail, uniqueMobile } from './test-sharing';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

let superAdmin: SignedInTestUser;
let rehearser: SignedInTestUser;
beforeAll(async () => {
  [superAdmin, rehearser] = await Promise.all([
    signedInTestUser('super-admin', 'admin'),
    signedInTestUser('test-user', 'rehearse'),
  ]);
});

const setThonTest = (eventId: string, isTest: boolean, user: SignedInTestUser = superAdmin) =>
  api.post('/api/events/SetThonTest', { EventId: eventId, IsTest: isTest }, user.headers);

const goLive = (eventId: string) =>
  api.post('/api/events/ChangeThonStatus', { EventId: eventId, Status: 'live' }, superAdmin.headers);

/** A live test Thon, marked while a draft by a super admin, as the console does. */
async function liveTestThon() {
  const event = await createPledgeEvent({ status: 'draft', participants: 1 });
  expect((await setThonTest(event.eventId, true)).body).toEqual({ EventId: event.eventId, IsTest: true });
  expect((await goLive(event.eventId)).status).toBe(200);
  return event;
}

/** The secret key the payment stand-in saw make an object (its own bookkeeping, not Stripe's). */
async function keyThatMade(objectId: string): Promise<string> {
  const response = await fetch(
    `${process.env.PAYMENT_PROVIDER_URL}/__stand-in/key-of?id=${encodeURIComponent(objectId)}`,
  );
  return ((await response.json()) as { key: string }).key;
}

/** The refunds the stand-in holds for a payment intent (asked with the test-mode key). */
async function refundsAtStandIn(paymentIntentId: string): Promise<{ findRefundIds: string[] }> {
  const response = await fetch(
    `${process.env.PAYMENT_PROVIDER_URL}/v1/refunds?payment_intent=${encodeURIComponent(paymentIntentId)}`,
    { headers: { authorization: `Bearer ${process.env.PAYMENT_PROVIDER_TEST_API_KEY}` } },
  );
  const { data } = (await response.json()) as { data: { id: string }[] };
  return { findRefundIds: data.map((refund) => refund.id) };
}

async function storedEvent(eventId: string) {
  const { getEvent } = await import('../../src/data/repositories/events-repository');
  return getEvent(eventId);
}

async function storedPledge(pledgeId: string) {
  const { getPledge } = await import('../../src/data/repositories/pledges-repository');
  return getPledge(pledgeId);
}

describe('a test user', () => {
  it('creates only test Thons, reaches them, and a real Thon answers 404 like an unknown one', async () => {
    const created = await api.post(
      '/api/events/CreateThon',
      {
        Name: 'Rehearsal Fun Run',
        OrganizationName: 'Rehearsal Elementary',
        OrganizationType: 'Elementary School',
        StartDate: '2026-04-01',
        EndDate: '2026-04-30',
        TimeZone: 'America/Chicago',
        UnitName: 'lap',
        Goal: 1000,
        MinUnits: 1,
        MaxUnits: 20,
      },
      rehearser.headers,
    );
    expect(created.status).toBe(200);
    const { EventId } = created.body as { EventId: string };
    expect((await storedEvent(EventId))?.isTest).toBe(true);
    // Their own test Thon's outbox is theirs to read (empty so far).
    const outbox = await api.get(`/api/sharing/GetTestOutbox/${EventId}`, rehearser.headers);
    expect(outbox).toMatchObject({ status: 200, body: { EventId, Messages: [] } });

    const real = await createPledgeEvent({ status: 'draft' });
    for (const eventId of [real.eventId, randomUUID()]) {
      const answer = await api.get(`/api/sharing/GetTestOutbox/${eventId}`, rehearser.headers);
      expect(answer).toMatchObject({ status: 404, body: { message: noSuchEvent } });
    }
    // Nor may they take a real Thon live (a rehearsal never touches one).
    const status = await api.post(
      '/api/events/ChangeThonStatus',
      { EventId: real.eventId, Status: 'live' },
      rehearser.headers,
    );
    expect(status.status).toBe(404);
    expect((await storedEvent(real.eventId))?.status).toBe('draft');
  });
});

describe('the test mark', () => {
  it('is set only while a draft: once live it never changes (real money never moves to test mode)', async () => {
    const real = await createPledgeEvent({ status: 'draft' });
    expect((await goLive(real.eventId)).status).toBe(200);
    const refused = await setThonTest(real.eventId, true);
    expect(refused).toMatchObject({ status: 409, body: { message: thonTestMarkLocked } });
    expect((await storedEvent(real.eventId))?.isTest).not.toBe(true);

    const test = await liveTestThon();
    expect(await setThonTest(test.eventId, false)).toMatchObject({
      status: 409,
      body: { message: thonTestMarkLocked },
    });
    expect((await storedEvent(test.eventId))?.isTest).toBe(true);
  });

  it('is a money setting: a test user or an organizer cannot set it, an unknown Thon answers 404', async () => {
    const event = await createPledgeEvent({ status: 'draft' });
    const organizer = await signedInTestUser('organizer', 'org');
    expect((await setThonTest(event.eventId, true, rehearser)).status).toBe(403);
    expect((await setThonTest(event.eventId, true, organizer)).status).toBe(403);
    expect(await setThonTest(randomUUID(), true)).toMatchObject({
      status: 404,
      body: { message: noSuchEvent },
    });
    expect(
      (await api.post('/api/events/SetThonTest', { EventId: event.eventId }, superAdmin.headers)).status,
    ).toBe(400);
    expect((await storedEvent(event.eventId))?.isTest).not.toBe(true);
  });
});

describe("a test Thon's money", () => {
  it("goes through the provider's test mode; a real Thon's through the live key", async () => {
    const test = await liveTestThon();
    const real = await createPledgeEvent({ participants: 1 });
    const donor = apiClient(apiUrl);
    const gift = (participantId: string) =>
      createPledgeCall(donor, pledgeBody(participantId, { Kind: 'Flat', Amount: 25 }));
    const perUnit = (participantId: string) => createPledgeCall(donor, pledgeBody(participantId));

    const testGift = await gift(test.participantIds[0] ?? '');
    const testPerUnit = await perUnit(test.participantIds[0] ?? '');
    const realGift = await gift(real.participantIds[0] ?? '');
    for (const answer of [testGift, testPerUnit, realGift]) expect(answer.status).toBe(200);
    const pledgeOf = async (answer: { body: unknown }) => {
      const pledge = await storedPledge((answer.body as { PledgeId: string }).PledgeId);
      if (!pledge) throw new Error('pledge not stored');
      return pledge;
    };
    const testGiftPledge = await pledgeOf(testGift);
    const testPerUnitPledge = await pledgeOf(testPerUnit);
    const realGiftPledge = await pledgeOf(realGift);

    expect(testGiftPledge.testMode).toBe(true);
    expect(await keyThatMade(testGiftPledge.paymentIntentId ?? '')).toBe('sk_test_rehearsal');
    expect(testPerUnitPledge.testMode).toBe(true);
    expect(await keyThatMade(testPerUnitPledge.setupIntentId ?? '')).toBe('sk_test_rehearsal');
    expect(await keyThatMade(testPerUnitPledge.customerId ?? '')).toBe('sk_test_rehearsal');

    expect(realGiftPledge.testMode).toBeUndefined();
    expect(await keyThatMade(realGiftPledge.paymentIntentId ?? '')).toBe('sk_test_local');

    // A refund follows the pledge into test mode (the charge exists only there).
    const refunded = await api.post(
      '/api/pledges/RefundPledge',
      { PledgeId: testGiftPledge.pledgeId },
      superAdmin.headers,
    );
    expect(refunded.status).toBe(200);
    const { findRefundIds } = await refundsAtStandIn(testGiftPledge.paymentIntentId ?? '');
    expect(findRefundIds.length).toBe(1);
    expect(await keyThatMade(findRefundIds[0] ?? '')).toBe('sk_test_rehearsal');
  });
});

describe("a test Thon's invitations", () => {
  it('go only to its outbox: the emulator receives no email or text message', async () => {
    const event = await sharingEvent({ status: 'draft' });
    expect((await setThonTest(event.eventId, true)).status).toBe(200);
    expect((await goLive(event.eventId)).status).toBe(200);
    const email = uniqueEmail('rehearsal');
    const mobile = uniqueMobile();

    const emailed = await sendEmails(api, event.parent, {
      ParticipantId: event.participantId,
      Recipients: [email],
    });
    const texted = await sendTexts(api, event.parent, {
      ParticipantId: event.participantId,
      Recipients: [mobile],
    });
    expect(emailed.body).toMatchObject({ Sent: 1, Failed: 0 });
    expect(texted.body).toMatchObject({ Sent: 1, Failed: 0 });

    const outbox = await api.get(`/api/sharing/GetTestOutbox/${event.eventId}`, rehearser.headers);
    expect(outbox.status).toBe(200);
    const messages = (outbox.body as { Messages: { Channel: string; To: string; Subject?: string }[] })
      .Messages;
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Channel: 'Email', To: email, Subject: expect.any(String) }),
        expect.objectContaining({ Channel: 'Sms', To: e164(mobile) }),
      ]),
    );
    expect(messages).toHaveLength(2);
    expect(await emailsTo(email)).toEqual([]);
    expect(await smsTo(e164(mobile))).toEqual([]);

    // The same send on a real Thon reaches the emulator's SES: the check above is not blind.
    const real = await sharingEvent();
    const realEmail = uniqueEmail('real');
    await sendEmails(api, real.parent, { ParticipantId: real.participantId, Recipients: [realEmail] });
    expect(await emailsTo(realEmail)).toHaveLength(1);
    expect((await api.get(`/api/sharing/GetTestOutbox/${real.eventId}`, superAdmin.headers)).status).toBe(
      404,
    );
  });
});
