// Pledge processing through the queue, over HTTP against the emulator, the local queue
// poller and the payment stand-in: completing a Thon or a participant queues its pledges and the
// worker charges them; the sweeper closes the Thon (processed) or re-queues; the organizer's
// report, retry and refunds.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as messages from '@thon/shared/catalog/messages';
import { unitsLocked } from '@thon/shared/api/schemas/events';
import { apiClient } from './api-client';
import { emailsTo } from './outbox';
import { sweepNow } from './processing-runs';
import { useStackEnvironment } from './stack-environment';
import { signedInTestUser, type SignedInTestUser } from './test-users';
import { createPledgeCall, createPledgeEvent, pledgeBody } from './test-pledges';

const { apiUrl } = useStackEnvironment();
const client = () => apiClient(apiUrl);

async function pledgeStatus(pledgeId: string) {
  const { getPledge } = await import('../../src/data/repositories/pledges-repository');
  return (await getPledge(pledgeId))?.status;
}

async function eventStatus(eventId: string) {
  const { getEvent } = await import('../../src/data/repositories/events-repository');
  return (await getEvent(eventId))?.status;
}

async function raisedCents(participantId: string) {
  const { getParticipant } = await import('../../src/data/repositories/participants-repository');
  return (await getParticipant(participantId))?.raisedCents ?? 0;
}

/** Waits for the local queue poller and worker to settle a pledge. */
async function settled(pledgeId: string): Promise<string | undefined> {
  return vi
    .waitFor(
      async () => {
        const status = await pledgeStatus(pledgeId);
        if (status === 'Scheduled' || status === 'Charging') throw new Error(`pledge still ${status}`);
        return status;
      },
      { timeout: 20_000, interval: 200 },
    )
    .catch(() => pledgeStatus(pledgeId));
}

let organizer: SignedInTestUser;
beforeAll(async () => {
  organizer = await signedInTestUser('organizer', 'proc');
});

async function thonWithPledges() {
  const event = await createPledgeEvent({ participants: 3, organizerUserId: organizer.userId });
  const [first = '', second = '', third = ''] = event.participantIds;
  const pledge = async (participantId: string, overrides: Record<string, unknown>) => {
    const answer = await createPledgeCall(client(), pledgeBody(participantId, overrides));
    expect(answer.status).toBe(200);
    return (answer.body as { PledgeId: string }).PledgeId;
  };
  const ids = {
    good: await pledge(first, { Amount: 2, MaxUnits: 5 }),
    declined: await pledge(second, { Amount: 3, PaymentMethodId: 'pm_card_chargeCustomerFail' }),
    tiny: await pledge(third, { Amount: 0.3 }),
  };
  for (const [participantId, units] of [
    [first, 8],
    [second, 4],
    [third, 1],
  ] as const) {
    const recorded = await client().post(
      '/api/events/RecordUnits',
      { EventId: event.eventId, ParticipantId: participantId, Units: units },
      organizer.headers,
    );
    expect(recorded.status).toBe(200);
  }
  return { ...event, ids };
}

describe('completing a Thon', () => {
  it('queues its pledges; each is charged, stopped or below the minimum, and the report says so', async () => {
    const thon = await thonWithPledges();
    const completed = await client().post(
      '/api/events/ChangeThonStatus',
      { EventId: thon.eventId, Status: 'completed' },
      organizer.headers,
    );
    expect(completed.status).toBe(200);
    expect(await settled(thon.ids.good)).toBe('Charged');
    expect(await settled(thon.ids.declined)).toBe('Failed');
    expect(await settled(thon.ids.tiny)).toBe('BelowMinimum');
    // $2 x min(8 laps, cap 5).
    expect(await raisedCents(thon.participantIds[0] ?? '')).toBe(1000);
    const pledges = await client().get(`/api/pledges/GetThonPledges/${thon.eventId}`, organizer.headers);
    expect(pledges.body).toMatchObject({ Totals: { Raised: 10 } });

    const report = await client().get(`/api/pledges/GetProcessingReport/${thon.eventId}`, organizer.headers);
    expect(report).toMatchObject({
      status: 200,
      body: { Progress: 100, NeedsReview: true, Message: messages.pledgesNeedReview },
    });
    const byStatus = (report.body as { ByStatus: { Status: string; Count: number }[] }).ByStatus;
    expect(Object.fromEntries(byStatus.map((entry) => [entry.Status, entry.Count]))).toEqual({
      Charged: 1,
      Failed: 1,
      BelowMinimum: 1,
    });

    // The sweep finds nothing left to charge and closes the Thon.
    await sweepNow();
    expect(await eventStatus(thon.eventId)).toBe('processed');

    // A day after its attempt, retrying queues the failed one again (its card still declines).
    const { backdateAttempt } = await import('./test-charges');
    await backdateAttempt(thon.ids.declined, 25);
    const retried = await client().post(
      `/api/pledges/RetryFailedCharges/${thon.eventId}`,
      {},
      organizer.headers,
    );
    expect(retried).toMatchObject({ status: 200, body: { Queued: 1 } });
    expect(await settled(thon.ids.declined)).toBe('Failed');
  });
});

describe('completing one participant', () => {
  it('locks their units and charges their pledges while the Thon stays live', async () => {
    const thon = await thonWithPledges();
    const participantId = thon.participantIds[0] ?? '';
    const done = await client().post(
      '/api/pledges/CompleteParticipant',
      { ParticipantId: participantId },
      organizer.headers,
    );
    expect(done).toMatchObject({ status: 200, body: { ParticipantId: participantId, Queued: 1 } });
    expect(await settled(thon.ids.good)).toBe('Charged');
    expect(await pledgeStatus(thon.ids.declined)).toBe('Scheduled');
    expect(await eventStatus(thon.eventId)).toBe('live');
    const more = await client().post(
      '/api/events/RecordUnits',
      { EventId: thon.eventId, ParticipantId: participantId, Units: 9 },
      organizer.headers,
    );
    // The participant is completed, not the Thon: the answer says which.
    expect(more).toMatchObject({ status: 409, body: { message: messages.participantUnitsFinal } });
    expect(unitsLocked).not.toBe(messages.participantUnitsFinal);
    const stranger = await signedInTestUser('organizer', 'other');
    const refused = await client().post(
      '/api/pledges/CompleteParticipant',
      { ParticipantId: participantId },
      stranger.headers,
    );
    expect(refused.status).toBe(404);
  });
});

describe('the sweeper', () => {
  it('queues a pledge a crash left Charging, and a lost message, so both are charged once', async () => {
    const event = await createPledgeEvent({ participants: 2, organizerUserId: organizer.userId });
    const [first = '', second = ''] = event.participantIds;
    const crashed = (await createPledgeCall(client(), pledgeBody(first, { Amount: 1 }))).body as {
      PledgeId: string;
    };
    const lost = (await createPledgeCall(client(), pledgeBody(second, { Amount: 1 }))).body as {
      PledgeId: string;
    };
    for (const participantId of [first, second]) {
      await client().post(
        '/api/events/RecordUnits',
        { EventId: event.eventId, ParticipantId: participantId, Units: 4 },
        organizer.headers,
      );
    }
    // Completed without its messages (as if they were lost), one pledge claimed by a worker that died.
    const { changeEventStatus } = await import('../../src/data/repositories/events-repository');
    const { putProcessingMarker, claimForCharging } =
      await import('../../src/data/repositories/pledge-processing-repository');
    const { getPledge } = await import('../../src/data/repositories/pledges-repository');
    expect(await changeEventStatus(event.eventId, 'live', 'completed')).toBe(true);
    await putProcessingMarker({ key: `event:${event.eventId}`, eventId: event.eventId });
    const claimed = await getPledge(crashed.PledgeId);
    if (!claimed) throw new Error('the pledge was not written');
    expect(await claimForCharging(claimed, 1)).toBe(true);
    const { staleChargingMs } = await import('../../src/domain/pledges/processing/sweep-pledges');
    // Not stale yet: only the waiting one is queued. (The stack's own sweeper runs every 15 s too, so
    // the counts of a sweep are not asserted, only where the pledges end up.)
    await sweepNow();
    expect(await settled(lost.PledgeId)).toBe('Charged');
    expect(await pledgeStatus(crashed.PledgeId)).toBe('Charging');
    // Later than a worker could take: queued again and charged with its attempt's key.
    await sweepNow(Date.now() + staleChargingMs + 1000);
    expect(await settled(crashed.PledgeId)).toBe('Charged');
    await sweepNow();
    expect(await eventStatus(event.eventId)).toBe('processed');
    expect(await raisedCents(first)).toBe(400);
    expect(await raisedCents(second)).toBe(400);
  });
});

describe('a declined donor', () => {
  it('gives another card from the emailed link and is charged on the retry', async () => {
    const event = await createPledgeEvent({ organizerUserId: organizer.userId });
    const participantId = event.participantIds[0] ?? '';
    const body = pledgeBody(participantId, { Amount: 2, PaymentMethodId: 'pm_card_chargeCustomerFail' });
    const created = await createPledgeCall(client(), body);
    const pledgeId = (created.body as { PledgeId: string }).PledgeId;
    await client().post(
      '/api/events/RecordUnits',
      { EventId: event.eventId, ParticipantId: participantId, Units: 3 },
      organizer.headers,
    );
    await client().post(
      '/api/events/ChangeThonStatus',
      { EventId: event.eventId, Status: 'completed' },
      organizer.headers,
    );
    expect(await settled(pledgeId)).toBe('Failed');
    const failure = (await emailsTo(body.Donor.Email)).find(
      (email) => email.subject === messages.chargeFailedSubject('Runner0 O.'),
    );
    const token = /#t=([\w-]{32}\.[\w-]{43})/.exec(failure?.html ?? '')?.[1] ?? '';
    const headers = { 'x-pledge-token': token };
    expect((await client().get('/api/pledges/GetPledgeForDonor', headers)).body).toMatchObject({
      Status: 'Failed',
      CardUpdatable: true,
      Editable: false,
    });
    // A rate change is not what the link offers now; a card is.
    expect((await client().post('/api/pledges/UpdatePledge', { Amount: 5 }, headers)).status).toBe(409);
    const fixed = await client().post(
      '/api/pledges/UpdatePledge',
      { PaymentMethodId: 'pm_card_visa' },
      headers,
    );
    expect(fixed.status).toBe(200);
    expect(await settled(pledgeId)).toBe('Charged');
    expect(await raisedCents(participantId)).toBe(600);
  });
});

describe('refunds', () => {
  it('refunds part, then the rest, lowering raised; a second full refund or an uncharged pledge is refused', async () => {
    const event = await createPledgeEvent({ organizerUserId: organizer.userId });
    const participantId = event.participantIds[0] ?? '';
    const gift = await createPledgeCall(client(), pledgeBody(participantId, { Kind: 'Flat', Amount: 40 }));
    const pledgeId = (gift.body as { PledgeId: string }).PledgeId;
    expect(await raisedCents(participantId)).toBe(4000);
    const part = await client().post(
      '/api/pledges/RefundPledge',
      { PledgeId: pledgeId, Amount: 15 },
      organizer.headers,
    );
    expect(part).toMatchObject({ status: 200, body: { Status: 'Charged' } });
    expect(await raisedCents(participantId)).toBe(2500);
    const report = await client().get(`/api/pledges/GetThonPledges/${event.eventId}`, organizer.headers);
    expect(report.body).toMatchObject({ Totals: { Raised: 25 } });
    const rest = await client().post('/api/pledges/RefundPledge', { PledgeId: pledgeId }, organizer.headers);
    expect(rest).toMatchObject({ status: 200, body: { Status: 'Refunded' } });
    expect(await raisedCents(participantId)).toBe(0);
    const again = await client().post('/api/pledges/RefundPledge', { PledgeId: pledgeId }, organizer.headers);
    expect(again).toMatchObject({ status: 409, body: { message: messages.pledgeNotRefundable } });
    const scheduled = await createPledgeCall(client(), pledgeBody(participantId));
    const notCharged = await client().post(
      '/api/pledges/RefundPledge',
      { PledgeId: (scheduled.body as { PledgeId: string }).PledgeId },
      organizer.headers,
    );
    expect(notCharged.status).toBe(409);
  });
});
