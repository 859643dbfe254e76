// RetryFailedCharges is bounded (against the emulator, the local queue's worker and the payment
// stand-in): at most 3 attempts per pledge, the next no sooner than 24 hours after the last, and
// the donor gets one email per attempt, however often the organizer presses the button.
import { beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@thon/shared/catalog/messages';
import { apiClient } from './api-client';
import { emailsTo } from './outbox';
import { useStackEnvironment } from './stack-environment';
import { signedInTestUser, type SignedInTestUser } from './test-users';
import { createPledgeCall, createPledgeEvent, pledgeBody } from './test-pledges';
import { backdateAttempt, chargesAtProvider, pledgeNow, settledPledge } from './test-charges';

const { apiUrl } = useStackEnvironment();
const client = () => apiClient(apiUrl);

let organizer: SignedInTestUser;
beforeAll(async () => {
  organizer = await signedInTestUser('organizer', 'retry');
});

const retry = (eventId: string) =>
  client().post(`/api/pledges/RetryFailedCharges/${eventId}`, {}, organizer.headers);

async function emailCounts(address: string) {
  const subjects = (await emailsTo(address)).map((email) => email.subject);
  return {
    notices: subjects.filter((subject) => subject === messages.preChargeSubject('Runner0 O.')).length,
    failures: subjects.filter((subject) => subject === messages.chargeFailedSubject('Runner0 O.')).length,
  };
}

describe('RetryFailedCharges', () => {
  it('retries a declined pledge at most 3 attempts, one per 24 hours, emailing the donor once per attempt', async () => {
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
    const completed = await client().post(
      '/api/events/ChangeThonStatus',
      { EventId: event.eventId, Status: 'completed' },
      organizer.headers,
    );
    expect(completed.status).toBe(200);
    expect(await settledPledge(pledgeId)).toMatchObject({ status: 'Failed', attempt: 1 });
    await expect.poll(() => emailCounts(body.Donor.Email)).toEqual({ notices: 1, failures: 1 });

    // Within 24 hours of the last attempt: nothing is queued, however often it is asked.
    expect(await retry(event.eventId)).toMatchObject({ status: 200, body: { Queued: 0 } });
    expect((await pledgeNow(pledgeId))?.status).toBe('Failed');

    for (const attempt of [2, 3]) {
      await backdateAttempt(pledgeId, 25);
      // Two organizers' clicks at once queue one attempt.
      const answers = await Promise.all([retry(event.eventId), retry(event.eventId)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers.map((answer) => (answer.body as { Queued: number }).Queued).sort()).toEqual([0, 1]);
      expect(await settledPledge(pledgeId)).toMatchObject({ status: 'Failed', attempt });
      await expect.poll(() => emailCounts(body.Donor.Email)).toEqual({ notices: 1, failures: attempt });
      expect(await retry(event.eventId)).toMatchObject({ status: 200, body: { Queued: 0 } });
    }

    // Three attempts made: no fourth, even a day later.
    await backdateAttempt(pledgeId, 25);
    expect(await retry(event.eventId)).toMatchObject({ status: 200, body: { Queued: 0 } });
    expect(await pledgeNow(pledgeId)).toMatchObject({ status: 'Failed', attempt: 3 });
    expect((await chargesAtProvider(pledgeId)).map((charge) => charge.metadata.attempt).sort()).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(await emailCounts(body.Donor.Email)).toEqual({ notices: 1, failures: 3 });
  });
});
