// Children's data integrity: participant and team ids carry nothing of a child's name, the import stays
// idempotent through keyed claims, participantCount cannot drift, and completing a Thon stops
// every write of units, imports and joins inside the write itself (the table's stream shows
// the order in which the emulator applied them).
import { createHash, createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { participantEventClosed } from '@thon/shared/api/schemas/participants';
import { thonLocked, unitsLocked } from '@thon/shared/api/schemas/events';
import { apiClient, signedInHeaders, type ApiAnswer } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestParticipant, createTestTeam } from './test-events';
import { signedInTestUser, signIn, type SignedInTestUser } from './test-users';
import { enableTableStream, readTableStream, statusChangeIndex, type StreamWrite } from './table-stream';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);
const importPath = '/api/events/ImportParticipants';
const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let organizer: SignedInTestUser;
let streamArn: string;
beforeAll(async () => {
  organizer = await signedInTestUser('organizer', 'integrity');
  streamArn = await enableTableStream();
});

const repositories = async () => ({
  ...(await import('../../src/data/repositories/events-repository')),
  ...(await import('../../src/data/repositories/participants-repository')),
});

function complete(eventId: string): Promise<ApiAnswer> {
  return api.post(
    '/api/events/ChangeThonStatus',
    { EventId: eventId, Status: 'completed' },
    organizer.headers,
  );
}

/** Writes of `entity` items of the event that the stream shows after index `after`. */
function writesAfter(writes: readonly StreamWrite[], after: number, entity: string, eventId: string) {
  return writes
    .slice(after + 1)
    .filter((write) => write.newImage?.__edb_e__ === entity && write.newImage.eventId === eventId);
}

describe('ids of imported participants and teams', () => {
  it('are random UUIDs, not hashes of the names; a re-import finds them through keyed claims', async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    const csv = 'First Name,Last Name,Goal,Team\nAda,Lovelace,100,Room 1';
    expect(
      (await api.post(importPath, { EventId: eventId, Csv: csv }, organizer.headers)).body,
    ).toMatchObject({
      Imported: 1,
    });
    const { listParticipantsOfEvent } = await repositories();
    const [ada] = await listParticipantsOfEvent(eventId);
    // What the ids used to be: sha256 of the event and the normalized names.
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    const derivedTeamId = sha256(`${eventId}\nroom 1`).slice(0, 24);
    const derivedParticipantHash = sha256(`${eventId}\nada#lovelace#${derivedTeamId}`);
    expect(ada?.teamId).toMatch(uuidV4);
    expect(ada?.participantId).toMatch(uuidV4);
    expect(ada?.teamId).not.toBe(derivedTeamId);
    expect(ada?.participantId.replace(/-/g, '')).not.toBe(derivedParticipantHash.slice(0, 32));

    // The claim's key is an HMAC under the deployment's secret: without the secret, no list of
    // surnames can be matched against it.
    const { idKeySecretEnvironmentName } = await import('../../src/platform/environment-names');
    const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
    const { SecretString } = await new SecretsManagerClient({}).send(
      new GetSecretValueCommand({ SecretId: process.env[idKeySecretEnvironmentName] }),
    );
    expect(SecretString?.length).toBeGreaterThanOrEqual(32);
    const { findParticipantClaim } = await import('../../src/data/repositories/participants-repository');
    const key = createHmac('sha256', SecretString ?? '')
      .update(['import', eventId, 'ada', 'lovelace', 'room 1'].join('\n'))
      .digest('hex');
    expect(await findParticipantClaim(key)).toMatchObject({ participantId: ada?.participantId, eventId });

    // Case and spacing of names (and of the team's) meet the same claims: nothing new is created.
    const again = 'First Name,Last Name,Goal,Team\n ADA ,lovelace,100,room   1\nGrace,Hopper,100,ROOM 1';
    expect(
      (await api.post(importPath, { EventId: eventId, Csv: again }, organizer.headers)).body,
    ).toMatchObject({
      Imported: 1,
      AlreadyImported: 1,
    });
    const participants = await listParticipantsOfEvent(eventId);
    expect(participants).toHaveLength(2);
    expect(new Set(participants.map((participant) => participant.teamId))).toEqual(new Set([ada?.teamId]));
  });
});

describe('seeded data', () => {
  it("is found by an import of the demo class list: the seed's teams and students are claimed", async () => {
    const { findEventIdByCode, getEvent } = await repositories();
    const { findUserIdByUsername } = await import('../../src/data/repositories/users-repository');
    const eventId = (await findEventIdByCode('LINCOLN26')) ?? '';
    const userId = (await findUserIdByUsername('demo.organizer')) ?? '';
    const headers = signedInHeaders(await signIn({ userId, role: 'organizer' }));
    const before = await getEvent(eventId);
    const csv = [
      'First Name,Last Name,Goal,Class',
      "ava,JOHNSON,350,Mrs. Rivera's 3rd Grade",
      "Emma,Brown,350,mr. chen's  4th grade",
    ].join('\n');
    expect(await api.post(importPath, { EventId: eventId, Csv: csv }, headers)).toEqual({
      status: 200,
      body: { Imported: 0, AlreadyImported: 2, Failed: [], Message: null },
    });
    expect((await getEvent(eventId))?.participantCount).toBe(before?.participantCount);
  });
});

describe('participantCount', () => {
  it('is repaired by a re-run import after it was corrupted', async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    const csv = 'First Name,Last Name,Goal\nAda,Lovelace,100\nGrace,Hopper,100\nAlan,Turing,100';
    await api.post(importPath, { EventId: eventId, Csv: csv }, organizer.headers);
    const { getEvent } = await repositories();
    expect((await getEvent(eventId))?.participantCount).toBe(3);
    const { thon } = await import('../../src/data/thon-service');
    await thon().entities.event.patch({ eventId }).set({ participantCount: 42 }).go();
    const rerun = await api.post(importPath, { EventId: eventId, Csv: csv }, organizer.headers);
    expect(rerun.body).toMatchObject({ Imported: 0, AlreadyImported: 3 });
    expect((await getEvent(eventId))?.participantCount).toBe(3);
  });

  it('equals the participants after concurrent imports and joins', async () => {
    const { eventId, eventCode } = await createTestEvent({ organizerUserId: organizer.userId });
    const rows = (from: number, to: number) =>
      ['First Name,Last Name,Goal,Class']
        .concat(
          Array.from(
            { length: to - from },
            (_, index) => `Kid${from + index},Count,200,Room ${(from + index) % 3}`,
          ),
        )
        .join('\n');
    const joiners = await Promise.all([0, 1, 2, 3, 4].map(() => signedInTestUser('participant', 'counted')));
    const answers = await Promise.all([
      api.post(importPath, { EventId: eventId, Csv: rows(0, 80) }, organizer.headers),
      api.post(importPath, { EventId: eventId, Csv: rows(40, 120) }, organizer.headers),
      ...joiners.map((joiner) =>
        api.post('/api/participants/JoinEvent', { EventCode: eventCode }, joiner.headers),
      ),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const { getEvent, listParticipantsOfEvent } = await repositories();
    const participants = await listParticipantsOfEvent(eventId);
    expect(participants).toHaveLength(125);
    expect((await getEvent(eventId))?.participantCount).toBe(125);
  }, 60_000);
});

describe('completing a Thon stops writes inside the write itself', () => {
  it('applies no unit write after the status change, and every lost race answers unitsLocked', async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    const teamId = await createTestTeam(eventId);
    const participants: { participantId: string }[] = [];
    for (let index = 0; index < 20; index += 1)
      participants.push(await createTestParticipant(eventId, teamId));
    const record = (index: number) =>
      api.post(
        '/api/events/RecordUnits',
        { EventId: eventId, ParticipantId: participants[index]?.participantId, Units: index + 1 },
        organizer.headers,
      );
    // Five writes land while the Thon is live; completion then starts among fifteen more, so
    // those read "live" before it lands and write after it (which must fail inside the write).
    const before = [];
    for (const index of [0, 1, 2, 3, 4]) before.push(await record(index));
    expect(before.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const racing = [5, 6, 7, 8, 9, 10, 11].map(record);
    const completion = complete(eventId);
    const answers = [...before.map((answer) => Promise.resolve(answer)), ...racing];
    answers.push(...[12, 13, 14, 15, 16, 17, 18, 19].map(record));
    expect((await completion).status).toBe(200);
    const settled = await Promise.all(answers);
    for (const answer of settled) {
      if (answer.status !== 200) expect(answer).toEqual({ status: 409, body: { message: unitsLocked } });
    }

    const writes = await readTableStream(streamArn);
    const completedAt = statusChangeIndex(writes, eventId, 'completed');
    expect(completedAt).toBeGreaterThanOrEqual(0);
    expect(writesAfter(writes, completedAt, 'participant', eventId)).toEqual([]);
    // What the table holds is exactly what the answered-200 requests wrote.
    const { listParticipantsOfEvent } = await repositories();
    const stored = new Map((await listParticipantsOfEvent(eventId)).map((p) => [p.participantId, p.units]));
    settled.forEach((answer, index) => {
      expect(stored.get(participants[index]?.participantId ?? '')).toBe(
        answer.status === 200 ? index + 1 : undefined,
      );
    });
  });

  it('writes no imported participant after the status change; the import answers thonLocked', async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    const csv = ['First Name,Last Name,Goal,Class']
      .concat(Array.from({ length: 300 }, (_, index) => `Late${index},Import,100,Room ${index % 5}`))
      .join('\n');
    const imported = api.post(importPath, { EventId: eventId, Csv: csv }, organizer.headers);
    const completion = complete(eventId);
    expect((await completion).status).toBe(200);
    const answer = await imported;
    if (answer.status !== 200) expect(answer).toEqual({ status: 409, body: { message: thonLocked } });
    const writes = await readTableStream(streamArn);
    const completedAt = statusChangeIndex(writes, eventId, 'completed');
    expect(writesAfter(writes, completedAt, 'participant', eventId)).toEqual([]);
    expect(writesAfter(writes, completedAt, 'team', eventId)).toEqual([]);
    const { getEvent, listParticipantsOfEvent } = await repositories();
    expect((await getEvent(eventId))?.participantCount ?? 0).toBe(
      (await listParticipantsOfEvent(eventId)).length,
    );
  }, 60_000);

  it('lets no join land after the status change; late joins answer participantEventClosed', async () => {
    const { eventId, eventCode } = await createTestEvent({ organizerUserId: organizer.userId });
    const joiners = await Promise.all(
      Array.from({ length: 10 }, () => signedInTestUser('participant', 'late-joiner')),
    );
    const join = (joiner: SignedInTestUser) =>
      api.post('/api/participants/JoinEvent', { EventCode: eventCode }, joiner.headers);
    const first = joiners.slice(0, 5).map(join);
    const completion = complete(eventId);
    const answers = [...first, ...joiners.slice(5).map(join)];
    expect((await completion).status).toBe(200);
    for (const answer of await Promise.all(answers)) {
      if (answer.status !== 200) {
        expect(answer).toEqual({ status: 409, body: { message: participantEventClosed } });
      }
    }
    const writes = await readTableStream(streamArn);
    const completedAt = statusChangeIndex(writes, eventId, 'completed');
    expect(writesAfter(writes, completedAt, 'participant', eventId)).toEqual([]);
    const { getEvent, listParticipantsOfEvent } = await repositories();
    expect((await getEvent(eventId))?.participantCount ?? 0).toBe(
      (await listParticipantsOfEvent(eventId)).length,
    );
  });
});
