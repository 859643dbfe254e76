// Counted laps become units against the emulator (docs/event-day.md, Laps feed units): the job
// writes each counted runner's laps as their units (capped at the Thon's maximum, with the per-unit
// pledges' estimate), writes nothing again when nothing moved, follows new laps; completing a Thon
// writes its pending laps first, after which laps move no unit; RecordUnits refuses a runner whose
// laps are counted and still records one who has none. The Thons here run today, so the stack's own
// timer (every 15 s) may run the job too: every assertion holds whichever run writes first. A
// manager's correction is audited in its own transaction, writes the units at once, and later scans
// add to the corrected count.
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { EventDayRoster } from '@thon/shared/api/schemas/eventday';
import { unitsLocked } from '@thon/shared/api/schemas/events';
import { correctionReasonInvalid, lapsCountedOnEventDay } from '@thon/shared/catalog/eventday-messages';
import { resultOutOfRange } from '@thon/shared/catalog/messages';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import {
  addCountedLaps,
  putLapTally,
  runLapUnitsJob,
  setEventMaxUnits,
  storedParticipant,
  storedTally,
  today,
} from './test-lap-tallies';
import { createPledgeCall, createPledgeEvent, pledgeBody } from './test-pledges';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

let organizer: SignedInTestUser;
beforeAll(async () => {
  organizer = await signedInTestUser('organizer', 'eventday-units');
});

/** A per-unit pledge of `dollars` a lap, made by a donor over the API. */
async function pledgePerLap(participantId: string, dollars: number) {
  const answer = await createPledgeCall(api, pledgeBody(participantId, { Kind: 'PerUnit', Amount: dollars }));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

const unitsOf = async (participantId: string) => {
  const participant = await storedParticipant(participantId);
  return { units: participant?.units, pledgedCents: participant?.pledgedCents };
};

describe('the lap units job', () => {
  it("writes each counted runner's laps as units with the per-unit estimate, capped at the maximum, and follows new laps", async () => {
    const thon = await createPledgeEvent({
      participants: 3,
      organizerUserId: organizer.userId,
      startDate: today(),
      endDate: today(),
    });
    const [runner, capped, bibOnly] = thon.participantIds as [string, string, string];
    await pledgePerLap(runner, 2);
    await putLapTally(thon.eventId, runner, { laps: 4 });
    await putLapTally(thon.eventId, capped, { laps: 7 });
    await putLapTally(thon.eventId, bibOnly, { laps: 0 });
    // The organizer lowers the maximum after 7 laps were counted: the units never exceed it.
    await setEventMaxUnits(thon.eventId, 5);

    await runLapUnitsJob(apiUrl);

    expect(await unitsOf(runner)).toEqual({ units: 4, pledgedCents: 800 });
    expect(await unitsOf(capped)).toEqual({ units: 5, pledgedCents: 0 });
    // A bib with no lap leaves the runner's units alone (typed ones stay theirs).
    expect((await unitsOf(bibOnly)).units).toBeUndefined();
    expect((await storedTally(thon.eventId, runner))?.unitsApplied).toBe(4);
    expect((await storedTally(thon.eventId, capped))?.unitsApplied).toBe(5);
    expect((await storedTally(thon.eventId, bibOnly))?.unitsApplied).toBeUndefined();

    // Nothing moved: a second run writes nothing for this Thon.
    const again = await runLapUnitsJob(apiUrl);
    expect(again.thons.find((one) => one.eventId === thon.eventId)).toBeUndefined();

    await addCountedLaps(thon.eventId, runner, 1);
    await runLapUnitsJob(apiUrl);
    expect(await unitsOf(runner)).toEqual({ units: 5, pledgedCents: 1_000 });
    expect((await storedTally(thon.eventId, runner))?.unitsApplied).toBe(5);
  });

  it('reads the tallies only of Thons whose bibs were issued (marked on the event)', async () => {
    const thon = await createPledgeEvent({
      participants: 1,
      organizerUserId: organizer.userId,
      startDate: today(),
      endDate: today(),
    });
    const [runner] = thon.participantIds as [string];
    await putLapTally(thon.eventId, runner, { laps: 3, unmarked: true });
    await runLapUnitsJob(apiUrl);
    expect((await unitsOf(runner)).units).toBeUndefined();

    const issued = await api.post('/api/eventday/IssueLapTokens', { EventId: thon.eventId }, organizer.headers);
    expect(issued.status).toBe(200);
    await runLapUnitsJob(apiUrl);
    expect((await unitsOf(runner)).units).toBe(3);
  });
});

describe('completing a Thon', () => {
  it('writes the pending laps as units before the lock, after which laps move no unit', async () => {
    // Ended ten days ago: outside the job's window, so only the completion can write these units.
    const ended = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const thon = await createPledgeEvent({
      participants: 2,
      organizerUserId: organizer.userId,
      startDate: ended,
      endDate: ended,
    });
    const [runner, other] = thon.participantIds as [string, string];
    await pledgePerLap(runner, 3);
    await putLapTally(thon.eventId, runner, { laps: 7 });
    await runLapUnitsJob(apiUrl);
    expect((await unitsOf(runner)).units).toBeUndefined();

    const completed = await api.post(
      '/api/events/ChangeThonStatus',
      { EventId: thon.eventId, Status: 'completed' },
      organizer.headers,
    );
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(await unitsOf(runner)).toEqual({ units: 7, pledgedCents: 2_100 });
    expect((await storedTally(thon.eventId, runner))?.unitsApplied).toBe(7);

    // A lap that reaches the tally after completion changes no unit, whoever runs the job.
    await addCountedLaps(thon.eventId, runner, 1);
    await putLapTally(thon.eventId, other, { laps: 2 });
    await runLapUnitsJob(apiUrl);
    expect((await unitsOf(runner)).units).toBe(7);
    expect((await unitsOf(other)).units).toBeUndefined();
  });
});

describe('RecordUnits beside counted laps', () => {
  it('refuses a runner whose laps are counted, and still records one without laps', async () => {
    const thon = await createPledgeEvent({ participants: 2, organizerUserId: organizer.userId });
    const [counted, typed] = thon.participantIds as [string, string];
    await putLapTally(thon.eventId, counted, { laps: 1 });
    await putLapTally(thon.eventId, typed, { laps: 0 });
    const record = (participantId: string, Units: number) =>
      api.post(
        '/api/events/RecordUnits',
        { EventId: thon.eventId, ParticipantId: participantId, Units },
        organizer.headers,
      );

    expect(await record(counted, 9)).toEqual({ status: 409, body: { message: lapsCountedOnEventDay } });
    expect((await unitsOf(counted)).units).not.toBe(9);
    expect(await record(typed, 9)).toMatchObject({ status: 200, body: { Units: 9 } });
    expect((await unitsOf(typed)).units).toBe(9);
  });
});

/** The audit entries about one participant this month (the super admins' month partition). */
async function auditEntriesOf(participantId: string) {
  const { listAuditEntriesOfMonth } = await import('../../src/data/repositories/audit-log-repository');
  const page = await listAuditEntriesOfMonth(new Date().toISOString().slice(0, 7), { limit: 100 });
  if (page === 'bad-cursor') throw new Error('bad cursor');
  return page.entries.filter((entry) => entry.subjectId === participantId);
}

describe('CorrectLapCount', () => {
  it('sets the laps with a reason, audited, writes the units at once, and later scans add to it', async () => {
    const thon = await createPledgeEvent({
      participants: 2,
      organizerUserId: organizer.userId,
      startDate: today(),
      endDate: today(),
    });
    const [runner] = thon.participantIds as [string];
    await pledgePerLap(runner, 1);
    expect(
      (await api.post('/api/eventday/IssueLapTokens', { EventId: thon.eventId }, organizer.headers)).status,
    ).toBe(200);
    const roster = await api.get(
      `/api/eventday/GetEventDayRoster?EventId=${thon.eventId}`,
      organizer.headers,
    );
    const lapToken = (roster.body as EventDayRoster).Runners.find(
      (one) => one.ParticipantId === runner,
    )?.LapToken;
    const lap = (minutesAgo: number) => ({
      Op: 'lap',
      ScanId: randomUUID(),
      LapToken: lapToken,
      ScannedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    });
    const counted = await api.post(
      '/api/eventday/RecordLaps',
      { EventId: thon.eventId, Ops: [lap(20), lap(15)] },
      organizer.headers,
    );
    expect(counted.status, JSON.stringify(counted.body)).toBe(200);
    const correct = (body: Record<string, unknown>, headers = organizer.headers) =>
      api.post(
        '/api/eventday/CorrectLapCount',
        { EventId: thon.eventId, ParticipantId: runner, ...body },
        headers,
      );

    // Refused, and nothing written: above the maximum, a reason too short, another organizer's Thon.
    expect(await correct({ Laps: 26, Reason: 'Bib torn at lap 3' })).toEqual({
      status: 400,
      body: { message: resultOutOfRange },
    });
    expect(await correct({ Laps: 5, Reason: ' ab ' })).toMatchObject({
      status: 400,
      body: { message: correctionReasonInvalid },
    });
    const stranger = await signedInTestUser('organizer', 'eventday-units-other');
    expect((await correct({ Laps: 5, Reason: 'Bib torn at lap 3' }, stranger.headers)).status).toBe(404);
    expect((await storedTally(thon.eventId, runner))?.laps).toBe(2);
    expect(await auditEntriesOf(runner)).toEqual([]);

    const corrected = await correct({ Laps: 5, Reason: 'Bib torn at lap 3' });
    expect(corrected).toMatchObject({
      status: 200,
      body: { ParticipantId: runner, Laps: 5, LapToken: lapToken },
    });
    expect(await unitsOf(runner)).toEqual({ units: 5, pledgedCents: 500 });
    const [entry, ...more] = await auditEntriesOf(runner);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'lap-count-corrected',
      subjectKind: 'participant',
      actorUserId: organizer.userId,
    });
    expect(JSON.parse(entry?.before ?? '{}')).toEqual({ laps: 2, reason: null });
    expect(JSON.parse(entry?.after ?? '{}')).toEqual({ laps: 5, reason: 'Bib torn at lap 3' });

    // A scan after the correction adds to the corrected count, and the job follows it.
    const later = await api.post(
      '/api/eventday/RecordLaps',
      { EventId: thon.eventId, Ops: [lap(1)] },
      organizer.headers,
    );
    expect(later.body).toMatchObject({ Results: [{ Result: 'counted', Laps: 6 }] });
    await runLapUnitsJob(apiUrl);
    expect(await unitsOf(runner)).toEqual({ units: 6, pledgedCents: 600 });

    // Once the Thon is completed the count is final.
    const completed = await api.post(
      '/api/events/ChangeThonStatus',
      { EventId: thon.eventId, Status: 'completed' },
      organizer.headers,
    );
    expect(completed.status).toBe(200);
    expect(await correct({ Laps: 1, Reason: 'Counted twice' })).toEqual({
      status: 409,
      body: { message: unitsLocked },
    });
    expect((await storedTally(thon.eventId, runner))?.laps).toBe(6);
    // And a scan after completion is locked: the laps and the units stay as charged.
    const locked = await api.post(
      '/api/eventday/RecordLaps',
      { EventId: thon.eventId, Ops: [lap(0)] },
      organizer.headers,
    );
    expect(locked.body).toMatchObject({ Results: [{ Result: 'locked' }] });
    await runLapUnitsJob(apiUrl);
    expect((await storedTally(thon.eventId, runner))?.laps).toBe(6);
    // Completion queues the pledge's charge, which moves its estimate from pledged to raised: at
    // whichever moment this reads, the pledge comes to the 6 laps.
    const final = await storedParticipant(runner);
    expect(final?.units).toBe(6);
    expect((final?.pledgedCents ?? 0) + (final?.raisedCents ?? 0)).toBe(600);
  });
});
