// The donor's manage link (no account): the emailed token reads, changes, confirms and cancels the
// pledge; the participant's pledged total follows each change; a wrong token learns nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import * as messages from '@thon/shared/catalog/messages';
import { apiClient } from './api-client';
import { emailsTo } from './outbox';
import { useStackEnvironment } from './stack-environment';
import { createPledgeCall, createPledgeEvent, pledgeBody } from './test-pledges';

const { apiUrl } = useStackEnvironment();
const client = () => apiClient(apiUrl);

async function pledgedCents(participantId: string) {
  const { getParticipant } = await import('../../src/data/repositories/participants-repository');
  return (await getParticipant(participantId))?.pledgedCents ?? 0;
}

/** A pledge made over HTTP and the manage token from its email. */
async function pledgeWithToken(participantId: string, overrides: Record<string, unknown> = {}) {
  const body = pledgeBody(participantId, overrides);
  expect((await createPledgeCall(client(), body)).status).toBe(200);
  const [email] = await emailsTo(body.Donor.Email);
  const token = /#t=([\w-]{32}\.[\w-]{43})/.exec(email?.html ?? '')?.[1];
  if (!token) throw new Error('No manage link in the email');
  return { token, headers: { 'x-pledge-token': token } };
}

/** A card as the browser makes one: straight to the provider with the publishable key. */
async function newCard(): Promise<string> {
  const response = await fetch(`${process.env.PAYMENT_PROVIDER_URL}/v1/payment_methods`, {
    method: 'POST',
    headers: { authorization: 'Bearer pk_test_local', 'content-type': 'application/x-www-form-urlencoded' },
    body: 'type=card&card[number]=4242424242424242&card[exp_month]=12&card[exp_year]=2031&card[cvc]=123',
  });
  return ((await response.json()) as { id: string }).id;
}

let event: Awaited<ReturnType<typeof createPledgeEvent>>;
beforeAll(async () => {
  event = await createPledgeEvent({ participants: 3 });
  const { recordParticipantUnits } = await import('../../src/data/repositories/participants-repository');
  for (const participantId of event.participantIds) {
    await recordParticipantUnits(event.eventId, participantId, 5, ['live']);
  }
});

describe('the manage link', () => {
  it('reads the pledge, changes rate and cap, and moves pledged by the difference', async () => {
    const participantId = event.participantIds[0] ?? '';
    const { headers } = await pledgeWithToken(participantId, { Amount: 2 });
    expect(await pledgedCents(participantId)).toBe(1000);
    const read = await client().get('/api/pledges/GetPledgeForDonor', headers);
    expect(read).toMatchObject({
      status: 200,
      body: { Status: 'Scheduled', Amount: 2, Editable: true, CountableUnits: 25, MaximumAmount: 50 },
    });
    const changed = await client().post('/api/pledges/UpdatePledge', { Amount: 3, MaxUnits: 4 }, headers);
    expect(changed).toMatchObject({ status: 200, body: { Amount: 3, MaxUnits: 4, MaximumAmount: 12 } });
    // 5 laps run, capped at 4: $3 x 4.
    expect(await pledgedCents(participantId)).toBe(1200);
    const uncapped = await client().post('/api/pledges/UpdatePledge', { MaxUnits: null }, headers);
    expect(uncapped.body).not.toHaveProperty('MaxUnits');
    expect(await pledgedCents(participantId)).toBe(1500);
    const card = await client().post(
      '/api/pledges/UpdatePledge',
      { PaymentMethodId: await newCard() },
      headers,
    );
    expect(card.status).toBe(200);
    const tooLow = await client().post('/api/pledges/UpdatePledge', { Amount: 0.1 }, headers);
    expect(tooLow).toMatchObject({ status: 400, body: { message: messages.initialPledgeTooSmall(0.3) } });
    // An id the provider does not know is the donor's problem (402), never a fault; like any
    // refused card it replaces the manage link (manage-link-cards.test.ts).
    const unknownCard = await client().post(
      '/api/pledges/UpdatePledge',
      { PaymentMethodId: 'pm_nonexistent' },
      headers,
    );
    expect(unknownCard).toMatchObject({ status: 402, body: { message: messages.cardDeclinedLinkRenewed } });
  });

  it('cancels a per-unit pledge, taking it out of pledged, and refuses changes after', async () => {
    const participantId = event.participantIds[1] ?? '';
    const { headers } = await pledgeWithToken(participantId, { Amount: 1 });
    expect(await pledgedCents(participantId)).toBe(500);
    const cancelled = await client().post('/api/pledges/CancelPledge', {}, headers);
    expect(cancelled).toMatchObject({ status: 200, body: { Status: 'Cancelled', Editable: false } });
    expect(await pledgedCents(participantId)).toBe(0);
    const again = await client().post('/api/pledges/UpdatePledge', { Amount: 2 }, headers);
    expect(again).toMatchObject({ status: 409, body: { message: messages.pledgeNotEditable } });
  });

  it('confirms a pending pledge, which then counts', async () => {
    const participantId = event.participantIds[2] ?? '';
    const { headers } = await pledgeWithToken(participantId, { Amount: 6 });
    expect(await pledgedCents(participantId)).toBe(0);
    const confirmed = await client().post('/api/pledges/ConfirmPledge', {}, headers);
    expect(confirmed).toMatchObject({ status: 200, body: { Status: 'Scheduled' } });
    expect(await pledgedCents(participantId)).toBe(3000);
    const twice = await client().post('/api/pledges/ConfirmPledge', {}, headers);
    expect(twice).toMatchObject({ status: 409, body: { message: messages.pledgeNotPending } });
  });

  it('answers 404 for a missing, malformed or wrong token (a public route never answers 401)', async () => {
    const own = await createPledgeEvent();
    const { token } = await pledgeWithToken(own.participantIds[0] ?? '', { Amount: 1 });
    const [pledgeId] = token.split('.');
    for (const headers of [
      {} as Record<string, string>,
      { 'x-pledge-token': 'nonsense' },
      { 'x-pledge-token': `${pledgeId}.${'A'.repeat(43)}` },
    ]) {
      const answer = await client().get('/api/pledges/GetPledgeForDonor', headers);
      expect(answer).toMatchObject({ status: 404, body: { message: messages.pledgeLinkInvalid } });
    }
  });

  it('refuses changes once the Thon has completed', async () => {
    const own = await createPledgeEvent();
    const { headers } = await pledgeWithToken(own.participantIds[0] ?? '', { Amount: 1 });
    const { changeEventStatus } = await import('../../src/data/repositories/events-repository');
    expect(await changeEventStatus(own.eventId, 'live', 'completed')).toBe(true);
    const read = await client().get('/api/pledges/GetPledgeForDonor', headers);
    expect(read.body).toMatchObject({ Editable: false });
    const cancel = await client().post('/api/pledges/CancelPledge', {}, headers);
    expect(cancel).toMatchObject({ status: 409, body: { message: messages.pledgeNotEditable } });
  });
});
