// StripeWebhook over HTTP: the signature is checked over the raw body; an event is
// applied once per id; a charge's success arriving before the worker's own write (or twice) ends
// in one Charged pledge, one credit and the right totals; a dashboard refund catches totals up.
import { createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { webhookSignatureInvalid } from '@thon/shared/catalog/messages';
import { apiClient } from './api-client';
import { chargeNow } from './processing-runs';
import { useStackEnvironment } from './stack-environment';
import { createPledgeCall, createPledgeEvent, pledgeBody } from './test-pledges';

const { apiUrl } = useStackEnvironment();
const client = () => apiClient(apiUrl);

function signed(event: object, secret = process.env.PAYMENT_WEBHOOK_SECRET ?? '') {
  const payload = JSON.stringify(event);
  const seconds = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', secret).update(`${seconds}.${payload}`).digest('hex');
  return { payload, headers: { 'stripe-signature': `t=${seconds},v1=${signature}` } };
}

async function postRaw(payload: string, headers: Record<string, string>) {
  const response = await fetch(`${apiUrl}/api/payments/StripeWebhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const intentEvent = (type: string, pledgeId: string, intent: Record<string, unknown>) => ({
  id: `evt_${randomUUID().replace(/-/g, '')}`,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  data: { object: { object: 'payment_intent', metadata: { pledgeId }, ...intent } },
});

async function pledgeState(pledgeId: string, participantId: string) {
  const { getPledge } = await import('../../src/data/repositories/pledges-repository');
  const { getParticipant } = await import('../../src/data/repositories/participants-repository');
  const [pledge, participant] = await Promise.all([getPledge(pledgeId), getParticipant(participantId)]);
  return {
    status: pledge?.status,
    raised: participant?.raisedCents ?? 0,
    pledged: participant?.pledgedCents ?? 0,
  };
}

/** A per-unit pledge a worker has claimed (Charging), units final at 5. */
async function chargingPledge() {
  const event = await createPledgeEvent();
  const participantId = event.participantIds[0] ?? '';
  const created = await createPledgeCall(client(), pledgeBody(participantId, { Amount: 2 }));
  const pledgeId = (created.body as { PledgeId: string }).PledgeId;
  const { recordParticipantUnits, getParticipant } =
    await import('../../src/data/repositories/participants-repository');
  const { pledgedAtUnits } = await import('../../src/domain/events/teams-and-units');
  const { unitsStore } = await import('../../src/data/stores/events');
  await recordParticipantUnits(event.eventId, participantId, 5, ['live'], () =>
    pledgedAtUnits(unitsStore, participantId, 5, 25),
  );
  const { changeEventStatus } = await import('../../src/data/repositories/events-repository');
  await changeEventStatus(event.eventId, 'live', 'completed');
  const { getPledge } = await import('../../src/data/repositories/pledges-repository');
  const { claimForCharging } = await import('../../src/data/repositories/pledge-processing-repository');
  const pledge = await getPledge(pledgeId);
  if (!pledge) throw new Error('the pledge was not written');
  expect(await claimForCharging(pledge, 1)).toBe(true);
  expect((await getParticipant(participantId))?.pledgedCents).toBe(1000);
  return { pledgeId, participantId };
}

describe('POST /api/payments/StripeWebhook', () => {
  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { pledgeId, participantId } = await chargingPledge();
    const event = intentEvent('payment_intent.succeeded', pledgeId, { id: 'pi_forged', amount: 1000 });
    const forged = signed(event, 'whsec_not_ours');
    expect(await postRaw(forged.payload, forged.headers)).toMatchObject({
      status: 400,
      body: { message: webhookSignatureInvalid },
    });
    expect(await postRaw(JSON.stringify(event), {})).toMatchObject({ status: 400 });
    expect(await pledgeState(pledgeId, participantId)).toMatchObject({ status: 'Charging', raised: 0 });
  });

  it("settles a charge before the worker's own write, once, however often it arrives", async () => {
    const { pledgeId, participantId } = await chargingPledge();
    const event = intentEvent('payment_intent.succeeded', pledgeId, { id: 'pi_from_webhook', amount: 1000 });
    const delivery = signed(event);
    const answers = await Promise.all([1, 2, 3].map(() => postRaw(delivery.payload, delivery.headers)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await pledgeState(pledgeId, participantId)).toEqual({
      status: 'Charged',
      raised: 1000,
      pledged: 0,
    });
    // The worker, finishing late, finds it settled and credits nothing more.
    expect(await chargeNow(pledgeId)).toBe('skipped');
    expect(await pledgeState(pledgeId, participantId)).toEqual({
      status: 'Charged',
      raised: 1000,
      pledged: 0,
    });
  });

  it('stops a pledge whose charge needs the donor to authenticate, with a fresh manage link', async () => {
    const { pledgeId, participantId } = await chargingPledge();
    const event = intentEvent('payment_intent.requires_action', pledgeId, {
      id: 'pi_needs_3ds',
      amount: 1000,
    });
    const delivery = signed(event);
    expect((await postRaw(delivery.payload, delivery.headers)).status).toBe(200);
    expect(await pledgeState(pledgeId, participantId)).toMatchObject({ status: 'RequiresAction', raised: 0 });
    const { getPledge } = await import('../../src/data/repositories/pledges-repository');
    expect((await getPledge(pledgeId))?.failureCode).toBe('authentication_required');
  });

  it('ignores a late event of another attempt than the charge in flight', async () => {
    const { pledgeId, participantId } = await chargingPledge();
    const late = intentEvent('payment_intent.payment_failed', pledgeId, { id: 'pi_attempt_2', amount: 1000 });
    const delivery = signed({
      ...late,
      data: { object: { ...late.data.object, metadata: { pledgeId, attempt: '2' } } },
    });
    expect((await postRaw(delivery.payload, delivery.headers)).status).toBe(200);
    expect(await pledgeState(pledgeId, participantId)).toMatchObject({ status: 'Charging' });
  });

  it('stops a pledge whose charge failed', async () => {
    const { pledgeId, participantId } = await chargingPledge();
    const event = intentEvent('payment_intent.payment_failed', pledgeId, {
      id: 'pi_failed',
      amount: 1000,
      last_payment_error: { decline_code: 'insufficient_funds' },
    });
    const delivery = signed(event);
    expect((await postRaw(delivery.payload, delivery.headers)).status).toBe(200);
    expect(await pledgeState(pledgeId, participantId)).toMatchObject({
      status: 'Failed',
      raised: 0,
      pledged: 1000,
    });
  });
});
