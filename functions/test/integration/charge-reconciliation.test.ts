// What is charged and what happens to a charge whose answer was lost, against the emulator and the
// payment stand-in: the worker charges the pledge as its claim left it (a donor's change between
// the worker's read and its claim is charged as changed); the sweeper finds a charge the provider
// took but we never wrote and records it (never charging again); a claim older than the provider's
// idempotency key is held for review (NeedsReview, in the organizer's report) until a super admin
// queues it again with a new attempt key.
import { beforeAll, describe, expect, it } from 'vitest';
import { feeBreakdown } from '@thon/shared/pledges/fee-breakdown';
import { apiClient } from './api-client';
import { emailsTo } from './outbox';
import { chargeDueNow, chargeNow, dueFactsNow, sweepNow } from './processing-runs';
import { useStackEnvironment } from './stack-environment';
import { signedInTestUser, type SignedInTestUser } from './test-users';
import { createPledgeCall, createPledgeEvent, pledgeBody } from './test-pledges';
import { chargesAtProvider, hoursAgo, pledgeNow, settledPledge, webhookApplied } from './test-charges';

const { apiUrl } = useStackEnvironment();
const client = () => apiClient(apiUrl);

let organizer: SignedInTestUser;
let superAdmin: SignedInTestUser;
beforeAll(async () => {
  [organizer, superAdmin] = await Promise.all([
    signedInTestUser('organizer', 'recon'),
    signedInTestUser('super-admin', 'recon-admin'),
  ]);
});

async function totals(participantId: string) {
  const { getParticipant } = await import('../../src/data/repositories/participants-repository');
  const participant = await getParticipant(participantId);
  return { raised: participant?.raisedCents ?? 0, pledged: participant?.pledgedCents ?? 0 };
}

/** A live Thon, a $`rate`/lap pledge to its runner with the donor's manage headers, 4 laps run. */
async function pledgeWithUnits(rate: number) {
  const event = await createPledgeEvent({ organizerUserId: organizer.userId });
  const participantId = event.participantIds[0] ?? '';
  const body = pledgeBody(participantId, { Amount: rate });
  const created = await createPledgeCall(client(), body);
  expect(created.status).toBe(200);
  const [email] = await emailsTo(body.Donor.Email);
  const token = /#t=([\w-]{32}\.[\w-]{43})/.exec(email?.html ?? '')?.[1] ?? '';
  const units = await client().post(
    '/api/events/RecordUnits',
    { EventId: event.eventId, ParticipantId: participantId, Units: 4 },
    organizer.headers,
  );
  expect(units.status).toBe(200);
  return {
    ...event,
    participantId,
    pledgeId: (created.body as { PledgeId: string }).PledgeId,
    donorHeaders: { 'x-pledge-token': token },
  };
}

/** Completed without queuing (no message for the stack's worker), as if the messages were lost. */
async function completeQuietly(eventId: string) {
  const { changeEventStatus } = await import('../../src/data/repositories/events-repository');
  expect(await changeEventStatus(eventId, 'live', 'completed')).toBe(true);
}

async function markForSweeper(eventId: string) {
  const { putProcessingMarker } = await import('../../src/data/repositories/pledge-processing-repository');
  await putProcessingMarker({ key: `event:${eventId}`, eventId });
}

/** A worker's claim of attempt 1 made `hours` ago that never got further (it crashed). */
async function crashedClaim(pledgeId: string, hours: number) {
  const { claimCharge } = await import('../../src/data/repositories/pledge-processing-repository');
  expect(await claimCharge(pledgeId, 1, hoursAgo(hours))).toMatchObject({ status: 'Charging', attempt: 1 });
}

describe('the worker', () => {
  it("charges the pledge as claimed: a donor's change between its read and its claim is charged as changed", async () => {
    const thon = await pledgeWithUnits(2);
    // The participant's units are final (CompleteParticipant) while the Thon stays live, so the donor
    // may still change the pledge; no message is queued, so only this test's charge runs.
    const { markUnitsFinal } = await import('../../src/data/repositories/pledge-processing-repository');
    expect(await markUnitsFinal(thon.participantId, thon.eventId)).toBe(true);
    const read = await dueFactsNow(thon.pledgeId);
    expect(read?.settledCents).toBe(800);
    // The donor raises the rate after the worker's read, before its claim.
    const changed = await client().post('/api/pledges/UpdatePledge', { Amount: 3 }, thon.donorHeaders);
    expect(changed.status).toBe(200);
    expect(await totals(thon.participantId)).toEqual({ raised: 0, pledged: 1200 });

    if (!read) throw new Error('the pledge was not due');
    expect(await chargeDueNow(read)).toBe('charged');
    expect(await pledgeNow(thon.pledgeId)).toMatchObject({
      status: 'Charged',
      amountCents: 300,
      settledCents: 1200,
    });
    expect(await totals(thon.participantId)).toEqual({ raised: 1200, pledged: 0 });
    const charged = feeBreakdown({ amountCents: 1200, commissionPercent: 10, coverExpense: false });
    expect((await chargesAtProvider(thon.pledgeId)).map((charge) => charge.amountCents)).toEqual([
      charged.donorPaysCents,
    ]);
  });
});

describe('the sweeper', () => {
  it('records a charge the provider took but we never wrote, found by its metadata, and never charges again', async () => {
    const thon = await pledgeWithUnits(2);
    await completeQuietly(thon.eventId);
    const pledge = await pledgeNow(thon.pledgeId);
    if (!pledge?.customerId || !pledge.paymentMethodId) throw new Error('no saved card');
    // The worker's charge of attempt 1 reached the provider; its answer, our write and the
    // provider's webhook were all lost. (The charge is made first and its webhook waited for, so the
    // webhook finds nothing to finish; then the claim is written as it stood before the crash, a day
    // ago: too old to replay its key.)
    const split = feeBreakdown({ amountCents: 800, commissionPercent: 10, coverExpense: false });
    const { stripePaymentProvider } = await import('../../src/platform/payments/stripe-payment-provider');
    const taken = await stripePaymentProvider.charge({
      amountCents: split.donorPaysCents,
      currency: 'usd',
      paymentMethodId: pledge.paymentMethodId,
      customerId: pledge.customerId,
      offSession: true,
      destinationAccountId: thon.payoutAccountId ?? '',
      applicationFeeCents: split.applicationFeeCents,
      idempotencyKey: `${thon.pledgeId}:charge:1`,
      metadata: { pledgeId: thon.pledgeId, attempt: '1' },
    });
    if (taken.outcome !== 'succeeded') throw new Error('the stand-in refused the charge');
    await webhookApplied(taken.paymentIntentId);
    expect((await pledgeNow(thon.pledgeId))?.status).toBe('Scheduled');
    await crashedClaim(thon.pledgeId, 24);
    await markForSweeper(thon.eventId);

    await sweepNow();
    // Recorded by the sweep itself (or the stack's own sweep just before), not by a queued replay.
    expect(await pledgeNow(thon.pledgeId)).toMatchObject({
      status: 'Charged',
      paymentIntentId: taken.paymentIntentId,
      chargedCents: split.donorPaysCents,
      settledCents: 800,
    });
    expect(await totals(thon.participantId)).toEqual({ raised: 800, pledged: 0 });
    expect(await chargesAtProvider(thon.pledgeId)).toHaveLength(1);
    await sweepNow();
    expect(await totals(thon.participantId)).toEqual({ raised: 800, pledged: 0 });
  });

  it('holds a claim older than 23 hours for review instead of replaying its key; a super admin queues a new attempt', async () => {
    const thon = await pledgeWithUnits(2);
    await completeQuietly(thon.eventId);
    await crashedClaim(thon.pledgeId, 23.5);
    await markForSweeper(thon.eventId);
    await sweepNow();
    expect((await pledgeNow(thon.pledgeId))?.status).toBe('NeedsReview');
    expect(await chargesAtProvider(thon.pledgeId)).toEqual([]);
    // Redelivered to the worker, it is not charged either.
    expect(await chargeNow(thon.pledgeId)).toBe('skipped');

    const report = await client().get(`/api/pledges/GetProcessingReport/${thon.eventId}`, organizer.headers);
    expect(report).toMatchObject({ status: 200, body: { NeedsReview: true } });
    expect((report.body as { ByStatus: { Status: string; Count: number }[] }).ByStatus).toEqual([
      { Status: 'NeedsReview', Count: 1, Amount: 8 },
    ]);

    // The organizer's retry leaves it to a super admin; the super admin's decision charges attempt 2.
    const byOrganizer = await client().post(
      `/api/pledges/RetryFailedCharges/${thon.eventId}`,
      {},
      organizer.headers,
    );
    expect(byOrganizer).toMatchObject({ status: 200, body: { Queued: 0 } });
    expect((await pledgeNow(thon.pledgeId))?.status).toBe('NeedsReview');
    const byAdmin = await client().post(
      `/api/pledges/RetryFailedCharges/${thon.eventId}`,
      {},
      superAdmin.headers,
    );
    expect(byAdmin).toMatchObject({ status: 200, body: { Queued: 1 } });
    expect(await settledPledge(thon.pledgeId)).toMatchObject({ status: 'Charged', attempt: 2 });
    const charges = await chargesAtProvider(thon.pledgeId);
    expect(charges.map(({ state, metadata }) => [state, metadata.attempt])).toEqual([['succeeded', '2']]);
    expect(await totals(thon.participantId)).toEqual({ raised: 800, pledged: 0 });
  });
});
