// The donor never pays more than they saw: a per-unit pledge keeps the units it was shown as its
// most, and when the Thon's maximum grows afterwards (more participants, a raised MaxUnits) the
// manage page, the pledged estimate and the charge still count at most those units. Pledges stored
// before that field keep counting the event's current maximum.
import { describe, expect, it } from 'vitest';
import { apiClient } from './api-client';
import { emailsTo } from './outbox';
import { chargeNow } from './processing-runs';
import { useStackEnvironment } from './stack-environment';
import { createPledgeCall, createPledgeEvent, pledgeBody } from './test-pledges';

const { apiUrl } = useStackEnvironment();

/** A $2-a-lap pledge on a one-runner Thon (25 laps at most), then the Thon grows to 100 runners (200 laps). */
async function pledgeThenGrow(options: { forgetShownMaximum: boolean }) {
  const event = await createPledgeEvent();
  const participantId = event.participantIds[0] ?? '';
  const body = pledgeBody(participantId, { Amount: 2 });
  const created = await createPledgeCall(apiClient(apiUrl), body);
  expect(created).toMatchObject({ status: 200, body: { CountableUnits: 25, MaximumAmount: 50 } });
  const pledgeId = (created.body as { PledgeId: string }).PledgeId;
  const { thon } = await import('../../src/data/thon-service');
  if (options.forgetShownMaximum) {
    await thon().entities.pledge.patch({ pledgeId }).remove(['shownMaxUnits']).go();
  }
  await thon().entities.event.patch({ eventId: event.eventId }).set({ participantCount: 100 }).go();
  const [email] = await emailsTo(body.Donor.Email);
  const token = /#t=([\w-]{32}\.[\w-]{43})/.exec(email?.html ?? '')?.[1] ?? '';
  return { ...event, participantId, pledgeId, headers: { 'x-pledge-token': token } };
}

/** 60 laps recorded (as RecordUnits does, the estimate with them), the Thon completed, the pledge charged. */
async function runAndCharge(eventId: string, participantId: string, pledgeId: string) {
  const { recordParticipantUnits, getParticipant } =
    await import('../../src/data/repositories/participants-repository');
  const { pledgedAtUnits } = await import('../../src/domain/events/teams-and-units');
  const { unitsStore } = await import('../../src/data/stores/events');
  await recordParticipantUnits(eventId, participantId, 60, ['live'], () =>
    pledgedAtUnits(unitsStore, participantId, 60, 200),
  );
  const pledged = (await getParticipant(participantId))?.pledgedCents;
  const { changeEventStatus } = await import('../../src/data/repositories/events-repository');
  expect(await changeEventStatus(eventId, 'live', 'completed')).toBe(true);
  expect(await chargeNow(pledgeId)).toBe('charged');
  const { getPledge } = await import('../../src/data/repositories/pledges-repository');
  return { pledged, charged: await getPledge(pledgeId) };
}

describe("a pledge's maximum", () => {
  it('stays what the donor was shown when the Thon later allows more units: page, estimate and charge', async () => {
    const grown = await pledgeThenGrow({ forgetShownMaximum: false });
    const page = await apiClient(apiUrl).get('/api/pledges/GetPledgeForDonor', grown.headers);
    expect(page).toMatchObject({ status: 200, body: { CountableUnits: 25, MaximumAmount: 50 } });
    const { pledged, charged } = await runAndCharge(grown.eventId, grown.participantId, grown.pledgeId);
    expect(pledged).toBe(5000);
    expect(charged).toMatchObject({ status: 'Charged', settledCents: 5000, chargedCents: 5000 });
  });

  it('grows with a cap the donor sets later on the manage page, since they are shown it', async () => {
    const grown = await pledgeThenGrow({ forgetShownMaximum: false });
    const capped = await apiClient(apiUrl).post('/api/pledges/UpdatePledge', { MaxUnits: 40 }, grown.headers);
    expect(capped).toMatchObject({ status: 200, body: { CountableUnits: 40, MaximumAmount: 80 } });
    // A rate change alone shows nothing new about units.
    const rate = await apiClient(apiUrl).post('/api/pledges/UpdatePledge', { Amount: 1 }, grown.headers);
    expect(rate).toMatchObject({ status: 200, body: { CountableUnits: 40, MaximumAmount: 40 } });
  });

  it('of a pledge stored before the shown maximum was kept, counts the current maximum as before', async () => {
    const grown = await pledgeThenGrow({ forgetShownMaximum: true });
    const { pledged, charged } = await runAndCharge(grown.eventId, grown.participantId, grown.pledgeId);
    expect(pledged).toBe(12_000);
    expect(charged).toMatchObject({ status: 'Charged', settledCents: 12_000 });
  });
});
