// Bibs over HTTP against the emulator (docs/event-day.md, Tokens, bibs and codes): IssueLapTokens
// issues each runner's token once (again and concurrently: the same tokens), leaves out children
// awaiting approval and sorts by class then first name; a class teacher gets their classes only;
// another organizer's Thon answers like an unknown one; RevokeLapToken replaces one runner's token,
// the old one's claim gone in the same transaction and the change audited.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BibRunner, IssueLapTokensResponse } from '@thon/shared/api/schemas/eventday';
import { runnerNotFound } from '@thon/shared/catalog/eventday-messages';
import { noSuchEvent } from '@thon/shared/catalog/messages';
import { lapTokenPattern } from '@thon/shared/eventday/lap-token';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestParticipant } from './test-events';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

let organizer: SignedInTestUser;
let otherOrganizer: SignedInTestUser;
let teacher: SignedInTestUser;
let otherTeacher: SignedInTestUser;

beforeAll(async () => {
  [organizer, otherOrganizer, teacher, otherTeacher] = await Promise.all([
    signedInTestUser('organizer', 'bibsorg'),
    signedInTestUser('organizer', 'bibsorg2'),
    signedInTestUser('teacher', 'bibsteach'),
    signedInTestUser('teacher', 'bibsteach2'),
  ]);
});

async function team(eventId: string, name: string, teacherUserId?: string): Promise<string> {
  const { createTeam } = await import('../../src/data/repositories/teams-repository');
  const teamId = randomUUID();
  await createTeam({ eventId, teamId, name, teacherUserId });
  return teamId;
}

/** A Thon of the organizer with two classes (the teacher's is "Room 2") and a child awaiting approval. */
async function bibThon() {
  const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
  const [room2, room1] = await Promise.all([
    team(eventId, 'Room 2', teacher.userId),
    team(eventId, 'Room 1'),
  ]);
  const [zoe, abe, mia] = await Promise.all([
    createTestParticipant(eventId, room2, { firstName: 'Zoe', lastName: 'young' }),
    createTestParticipant(eventId, room2, { firstName: 'Abe', lastName: 'Lincoln' }),
    createTestParticipant(eventId, room1, { firstName: 'Mia', lastName: 'Moss' }),
  ]);
  const { createParticipant } = await import('../../src/data/repositories/participants-repository');
  const waitingId = randomUUID();
  await createParticipant({
    participantId: waitingId,
    eventId,
    teamId: room1,
    firstName: 'Wes',
    lastName: 'Waiting',
    goal: 100,
    accessCode: randomUUID().slice(0, 8),
    awaitingApproval: true,
  });
  return { eventId, room1, room2, zoe, abe, mia, waitingId };
}

const issue = (caller: SignedInTestUser, body: Record<string, unknown>) =>
  api.post('/api/eventday/IssueLapTokens', body, caller.headers);
const revoke = (caller: SignedInTestUser, body: Record<string, unknown>) =>
  api.post('/api/eventday/RevokeLapToken', body, caller.headers);

async function bibs(
  caller: SignedInTestUser,
  body: Record<string, unknown>,
): Promise<IssueLapTokensResponse> {
  const answer = await issue(caller, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as IssueLapTokensResponse;
}

/** The audit entry of this action on this subject, from this month's partition (newest first). */
async function auditEntryAbout(subjectId: string, action: string) {
  const { auditEntryEntity } = await import('../../src/data/entities/audit-entry');
  const { data } = await auditEntryEntity.query
    .byMonth({ month: new Date().toISOString().slice(0, 7) })
    .where((entry, { eq }) => `${eq(entry.subjectId, subjectId)} AND ${eq(entry.action, action)}`)
    .go({ pages: 'all', order: 'desc' });
  return data[0];
}

const tokensById = (answer: IssueLapTokensResponse) =>
  Object.fromEntries(answer.Bibs.map((bib) => [bib.ParticipantId, bib.LapToken]));

describe('IssueLapTokens', () => {
  it('issues one token per approved runner, by class then first name, the same when asked again', async () => {
    const thon = await bibThon();
    const first = await bibs(organizer, { EventId: thon.eventId });
    expect(first.Teams).toEqual([
      { TeamId: thon.room1, Name: 'Room 1' },
      { TeamId: thon.room2, Name: 'Room 2' },
    ]);
    expect(first.Bibs.map((bib) => [bib.TeamName, bib.FirstName, bib.LastInitial])).toEqual([
      ['Room 1', 'Mia', 'M'],
      ['Room 2', 'Abe', 'L'],
      ['Room 2', 'Zoe', 'Y'],
    ]);
    for (const bib of first.Bibs) {
      expect(bib.LapToken).toMatch(lapTokenPattern);
      expect(bib.QrPayload).toBe(`THONLAP-${bib.LapToken}`);
    }
    expect(new Set(first.Bibs.map((bib) => bib.LapToken)).size).toBe(3);
    const again = await bibs(organizer, { EventId: thon.eventId });
    expect(tokensById(again)).toEqual(tokensById(first));
  });

  it('issues the same tokens to two requests made at once', async () => {
    const thon = await bibThon();
    const [one, two] = await Promise.all([
      bibs(organizer, { EventId: thon.eventId }),
      bibs(organizer, { EventId: thon.eventId }),
    ]);
    expect(tokensById(one)).toEqual(tokensById(two));
    const { lapTokenClaimEntity } = await import('../../src/data/entities/lap-token-claim');
    for (const bib of one.Bibs) {
      const { data } = await lapTokenClaimEntity.get({ lapToken: bib.LapToken }).go();
      expect(data?.participantId).toBe(bib.ParticipantId);
    }
  });

  it('prints one class when asked, and a teacher their classes only', async () => {
    const thon = await bibThon();
    const room1 = await bibs(organizer, { EventId: thon.eventId, TeamId: thon.room1 });
    expect(room1.Bibs.map((bib) => bib.FirstName)).toEqual(['Mia']);
    const teachers = await bibs(teacher, { EventId: thon.eventId });
    expect(teachers.Teams).toEqual([{ TeamId: thon.room2, Name: 'Room 2' }]);
    expect(teachers.Bibs.map((bib) => bib.FirstName)).toEqual(['Abe', 'Zoe']);
    expect((await issue(teacher, { EventId: thon.eventId, TeamId: thon.room1 })).status).toBe(404);
    expect(await issue(otherTeacher, { EventId: thon.eventId })).toMatchObject({
      status: 404,
      body: { message: noSuchEvent },
    });
  });

  it("answers another organizer's Thon and an unknown one alike", async () => {
    const thon = await bibThon();
    expect(await issue(otherOrganizer, { EventId: thon.eventId })).toMatchObject({
      status: 404,
      body: { message: noSuchEvent },
    });
    expect(await issue(organizer, { EventId: randomUUID() })).toMatchObject({
      status: 404,
      body: { message: noSuchEvent },
    });
  });
});

describe('RevokeLapToken', () => {
  it("gives the runner a new token, removes the old one's claim and audits it", async () => {
    const thon = await bibThon();
    const before = tokensById(await bibs(organizer, { EventId: thon.eventId }));
    const oldToken = before[thon.zoe.participantId] ?? '';
    const answer = await revoke(organizer, { EventId: thon.eventId, ParticipantId: thon.zoe.participantId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const bib = answer.body as BibRunner;
    expect(bib).toMatchObject({
      ParticipantId: thon.zoe.participantId,
      FirstName: 'Zoe',
      TeamName: 'Room 2',
    });
    expect(bib.LapToken).toMatch(lapTokenPattern);
    expect(bib.LapToken).not.toBe(oldToken);
    expect(bib.QrPayload).toBe(`THONLAP-${bib.LapToken}`);

    const after = tokensById(await bibs(organizer, { EventId: thon.eventId }));
    expect(after).toEqual({ ...before, [thon.zoe.participantId]: bib.LapToken });
    const { lapTokenClaimEntity } = await import('../../src/data/entities/lap-token-claim');
    expect((await lapTokenClaimEntity.get({ lapToken: oldToken }).go()).data).toBeNull();
    expect((await lapTokenClaimEntity.get({ lapToken: bib.LapToken }).go()).data?.participantId).toBe(
      thon.zoe.participantId,
    );

    const entry = await auditEntryAbout(thon.zoe.participantId, 'lap-token-revoked');
    expect(entry?.actorUserId).toBe(organizer.userId);
    expect(JSON.stringify(entry)).not.toContain(oldToken);
  });

  it('answers a runner of another Thon or without a bib as not in this Thon, and another organizer 404', async () => {
    const thon = await bibThon();
    const other = await bibThon();
    await bibs(organizer, { EventId: other.eventId });
    expect(
      await revoke(organizer, { EventId: thon.eventId, ParticipantId: other.mia.participantId }),
    ).toMatchObject({
      status: 404,
      body: { message: runnerNotFound },
    });
    expect(
      await revoke(organizer, { EventId: thon.eventId, ParticipantId: thon.mia.participantId }),
    ).toMatchObject({
      status: 404,
      body: { message: runnerNotFound },
    });
    expect(
      await revoke(otherOrganizer, { EventId: other.eventId, ParticipantId: other.mia.participantId }),
    ).toMatchObject({ status: 404, body: { message: noSuchEvent } });
  });
});
