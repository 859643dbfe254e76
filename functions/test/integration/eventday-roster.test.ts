// The counting page's roster and a runner's laps against the emulator: a class teacher sees their
// class only, a Thon worker and a counting code the whole Thon (hidden children included: counting
// is not public); only runners with a bib are listed; an expired or revoked code answers 401 with
// its message; another organizer's Thon answers 404. ListRunnerLaps names who counted each scan.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventDayRoster, ListRunnerLapsResponse } from '@thon/shared/api/schemas/eventday';
import {
  countingCodeExpired,
  countingCodeRevoked,
  runnerNotFound,
} from '@thon/shared/catalog/eventday-messages';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestParticipant, createTestTeam } from './test-events';
import { today } from './test-lap-tallies';
import { createPledgeEvent } from './test-pledges';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

let organizer: SignedInTestUser;
let teacher: SignedInTestUser;
beforeAll(async () => {
  [organizer, teacher] = await Promise.all([
    signedInTestUser('organizer', 'eventday-roster'),
    signedInTestUser('teacher', 'eventday-roster'),
  ]);
});

/** A Thon running today: the teacher's class (two runners, one hidden) and another class (one). */
async function thonWithTwoClasses() {
  const thon = await createPledgeEvent({
    participants: 1,
    organizerUserId: organizer.userId,
    teacherUserId: teacher.userId,
    startDate: today(),
    endDate: today(),
  });
  const ownClass = thon.teamId;
  const [ava] = thon.participantIds as [string];
  const { participantId: hidden } = await createTestParticipant(thon.eventId, ownClass, {
    firstName: 'Hana',
    lastName: 'Ito',
  });
  const { thon: table } = await import('../../src/data/thon-service');
  await table().entities.participant.patch({ participantId: hidden }).set({ hiddenFromPublic: true }).go();
  const otherClass = await createTestTeam(thon.eventId);
  const { participantId: other } = await createTestParticipant(thon.eventId, otherClass, {
    firstName: 'Omar',
    lastName: 'Diaz',
  });
  const issued = await api.post('/api/eventday/IssueLapTokens', { EventId: thon.eventId }, organizer.headers);
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  const eventCode = (issued.body as { EventCode: string }).EventCode;
  return { ...thon, eventCode, ownClass, otherClass, ava, hidden, other };
}

const roster = (eventId: string, headers: Record<string, string>) =>
  api.get(`/api/eventday/GetEventDayRoster?EventId=${encodeURIComponent(eventId)}`, headers);

const idsOf = (body: unknown) =>
  (body as EventDayRoster).Runners.map((runner) => runner.ParticipantId).sort();

async function newCode(eventId: string, label: string) {
  const made = await api.post(
    '/api/eventday/CreateCountingCode',
    { EventId: eventId, Label: label },
    organizer.headers,
  );
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body as { Code: string; CodeId: string; ExpiresAt: string };
}

describe('GetEventDayRoster and OpenCountingCode', () => {
  it("lists a teacher's class, every runner for the organizer and a code, hidden children included", async () => {
    const thon = await thonWithTwoClasses();
    // Joined after the bibs were printed: no token, so not on the roster until bibs are issued again.
    const { participantId: late } = await createTestParticipant(thon.eventId, thon.ownClass);

    const asTeacher = await roster(thon.eventId, teacher.headers);
    expect(asTeacher.status, JSON.stringify(asTeacher.body)).toBe(200);
    expect(idsOf(asTeacher.body)).toEqual([thon.ava, thon.hidden].sort());

    const asOrganizer = await roster(thon.eventId, organizer.headers);
    expect(asOrganizer.status).toBe(200);
    const whole = asOrganizer.body as EventDayRoster;
    expect(idsOf(whole)).toEqual([thon.ava, thon.hidden, thon.other].sort());
    expect(idsOf(whole)).not.toContain(late);
    expect(whole).toMatchObject({
      EventId: thon.eventId,
      EventCode: thon.eventCode,
      Status: 'live',
      CooldownSeconds: 20,
      CountingUntil: null,
      Counter: { Kind: 'user' },
    });
    expect(Math.abs(Date.parse(whole.ServerTime) - Date.now())).toBeLessThan(60_000);
    const hana = whole.Runners.find((runner) => runner.ParticipantId === thon.hidden);
    expect(hana).toMatchObject({
      FirstName: 'Hana',
      LastInitial: 'I',
      TeamId: thon.ownClass,
      Laps: 0,
      OverMax: 0,
    });
    expect(hana?.LapToken).toMatch(/^[A-Z2-7]{12}$/);

    const code = await newCode(thon.eventId, 'Gym door volunteer');
    const opened = await api.post('/api/eventday/OpenCountingCode', {
      EventCode: thon.eventCode,
      Code: code.Code,
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(idsOf(opened.body)).toEqual(idsOf(whole));
    expect(opened.body).toMatchObject({
      Counter: { Kind: 'code', Name: 'Gym door volunteer' },
      CountingUntil: code.ExpiresAt,
    });
  });

  it('answers an expired or revoked code 401 with its message, and another Thon 404', async () => {
    const thon = await thonWithTwoClasses();
    const expiring = await newCode(thon.eventId, 'Morning volunteer');
    // Arrange: the code's midnight has passed (its expiresAt backdated through the SDK).
    const { thon: table } = await import('../../src/data/thon-service');
    await table()
      .entities.countingCode.patch({ eventId: thon.eventId, codeId: expiring.CodeId })
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .go();
    expect(
      await api.post('/api/eventday/OpenCountingCode', { EventCode: thon.eventCode, Code: expiring.Code }),
    ).toEqual({ status: 401, body: { message: countingCodeExpired } });

    const revoked = await newCode(thon.eventId, 'Afternoon volunteer');
    const revoke = await api.post(
      '/api/eventday/RevokeCountingCode',
      { EventId: thon.eventId, CodeId: revoked.CodeId },
      organizer.headers,
    );
    expect(revoke.status).toBe(200);
    expect(
      await api.post('/api/eventday/OpenCountingCode', { EventCode: thon.eventCode, Code: revoked.Code }),
    ).toEqual({ status: 401, body: { message: countingCodeRevoked } });

    const stranger = await signedInTestUser('organizer', 'eventday-roster-other');
    expect((await roster(thon.eventId, stranger.headers)).status).toBe(404);
    expect((await roster(randomUUID(), organizer.headers)).status).toBe(404);
    const parent = await signedInTestUser('parent', 'eventday-roster');
    expect((await roster(thon.eventId, parent.headers)).status).toBe(403);
  });
});

describe('ListRunnerLaps', () => {
  it("lists a runner's scans with who counted them, and keeps a teacher to their class", async () => {
    const thon = await thonWithTwoClasses();
    const tokens = new Map(
      ((await roster(thon.eventId, organizer.headers)).body as EventDayRoster).Runners.map((runner) => [
        runner.ParticipantId,
        runner.LapToken,
      ]),
    );
    const scan = (at: number) => ({
      Op: 'lap',
      ScanId: randomUUID(),
      LapToken: tokens.get(thon.ava),
      ScannedAt: new Date(at).toISOString(),
    });
    const first = scan(Date.now() - 5 * 60_000);
    const again = scan(Date.now() - 5 * 60_000 + 3_000);
    const counted = await api.post(
      '/api/eventday/RecordLaps',
      { EventId: thon.eventId, Ops: [first, again] },
      teacher.headers,
    );
    expect(counted.status, JSON.stringify(counted.body)).toBe(200);

    const path = (participantId: string) =>
      `/api/eventday/ListRunnerLaps?EventId=${thon.eventId}&ParticipantId=${participantId}`;
    const listed = await api.get(path(thon.ava), organizer.headers);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const laps = listed.body as ListRunnerLapsResponse;
    expect(laps.Runner).toMatchObject({ ParticipantId: thon.ava, Laps: 1, Duplicates: 1, Adjustment: 0 });
    expect(laps.Scans.map((one) => [one.ScanId, one.Result, one.DuplicateOf])).toEqual([
      [again.ScanId, 'duplicate', first.ScanId],
      [first.ScanId, 'counted', null],
    ]);
    expect(laps.Scans[0]?.CountedBy).toEqual({ Kind: 'user', Name: expect.any(String) as string });

    expect((await api.get(path(thon.ava), teacher.headers)).status).toBe(200);
    expect(await api.get(path(thon.other), teacher.headers)).toEqual({
      status: 404,
      body: { message: runnerNotFound },
    });
    expect((await api.get(path(randomUUID()), organizer.headers)).status).toBe(404);
  });
});
