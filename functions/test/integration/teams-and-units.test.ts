// AssignTeamLeader and RecordUnits through the local gateway: one leader per team, units within
// the catalogue's maximum, their failure messages, the lock on completion, and who may call.
import { beforeAll, describe, expect, it } from 'vitest';
import { unitsLocked } from '@thon/shared/api/schemas/events';
import { maxUnitsForParticipantCount } from '@thon/shared/catalog/max-units';
import { invalidUnits, resultOutOfRange, teamLeaderAlreadyAssigned } from '@thon/shared/catalog/messages';
import type { Role } from '@thon/shared/auth/roles';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestParticipant, createTestTeam } from './test-events';
import { signedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

const user = (role: Role) => signedInTestUser(role, `units-${role}`);

let organizer: Awaited<ReturnType<typeof user>>;
let teacher: Awaited<ReturnType<typeof user>>;
beforeAll(async () => {
  [organizer, teacher] = await Promise.all([user('organizer'), user('teacher')]);
});

describe('POST /api/events/AssignTeamLeader', () => {
  it('assigns one leader per team; a different second one is refused', async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    const teamId = await createTestTeam(eventId);
    const [first, second] = await Promise.all([user('team-leader'), user('team-leader')]);
    const path = '/api/events/AssignTeamLeader';
    const answers = await Promise.all(
      [first, second].map((leader) =>
        api.post(path, { EventId: eventId, TeamId: teamId, UserId: leader.userId }, organizer.headers),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
      message: teamLeaderAlreadyAssigned,
    });
    const winner = (answers.find((answer) => answer.status === 200)?.body as { LeaderUserId: string })
      .LeaderUserId;
    expect(
      (await api.post(path, { EventId: eventId, TeamId: teamId, UserId: winner }, organizer.headers)).status,
    ).toBe(200);
    expect(
      (await api.post(path, { EventId: eventId, TeamId: 'none', UserId: winner }, organizer.headers)).status,
    ).toBe(404);
    // Another organizer's Thon answers as an unknown one.
    const other = await user('organizer');
    expect(
      (await api.post(path, { EventId: eventId, TeamId: teamId, UserId: winner }, other.headers)).status,
    ).toBe(404);
  });
});

describe('POST /api/events/RecordUnits', () => {
  const path = '/api/events/RecordUnits';

  it("records units up to the catalogue's maximum for the event's size, then locks them", async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    const teamId = await createTestTeam(eventId, { teacherUserId: teacher.userId });
    const { participantId } = await createTestParticipant(eventId, teamId);
    const max = maxUnitsForParticipantCount(1);
    const record = (Units: unknown, headers = teacher.headers) =>
      api.post(path, { EventId: eventId, ParticipantId: participantId, Units }, headers);

    expect(await record('12')).toEqual({
      status: 200,
      body: { ParticipantId: participantId, Units: 12, MaxUnits: max },
    });
    expect((await record(max, organizer.headers)).status).toBe(200);
    for (const bad of ['abc', -1, 2.5, '', null]) {
      expect(await record(bad)).toMatchObject({ status: 400, body: { message: invalidUnits } });
    }
    expect(await record(max + 1)).toEqual({ status: 400, body: { message: resultOutOfRange } });

    const stranger = await user('teacher');
    expect((await record(3, stranger.headers)).status).toBe(403);
    const parent = await user('parent');
    expect((await record(3, parent.headers)).status).toBe(403);

    const { changeEventStatus } = await import('../../src/data/repositories/events-repository');
    expect(await changeEventStatus(eventId, 'live', 'completed')).toBe(true);
    expect(await record(5)).toEqual({ status: 409, body: { message: unitsLocked } });
    const { getParticipant } = await import('../../src/data/repositories/participants-repository');
    expect((await getParticipant(participantId))?.units).toBe(max);
  });

  it('enforces the maximum for the participant count kept on the event by imports', async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    const count = 12;
    const lines = ['First Name,Last Name,Goal,Class'];
    for (let index = 0; index < count; index += 1) lines.push(`Runner${index},Counted,200,Room C`);
    const importBody = { EventId: eventId, Csv: lines.join('\n') };
    const importPath = '/api/events/ImportParticipants';
    expect((await api.post(importPath, importBody, organizer.headers)).body).toMatchObject({
      Imported: count,
    });
    expect((await api.post(importPath, importBody, organizer.headers)).body).toMatchObject({ Imported: 0 });
    const { getEvent } = await import('../../src/data/repositories/events-repository');
    expect((await getEvent(eventId))?.participantCount).toBe(count);

    const { listParticipantsOfEvent } = await import('../../src/data/repositories/participants-repository');
    const [participant] = await listParticipantsOfEvent(eventId);
    const max = maxUnitsForParticipantCount(count);
    expect(max).not.toBe(maxUnitsForParticipantCount(1));
    const record = (Units: number) =>
      api.post(
        path,
        { EventId: eventId, ParticipantId: participant?.participantId, Units },
        organizer.headers,
      );
    expect(await record(max)).toMatchObject({ status: 200, body: { Units: max, MaxUnits: max } });
    expect(await record(max + 1)).toEqual({ status: 400, body: { message: resultOutOfRange } });
  });

  it("keeps to the organizer's lower MaxUnits", async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    const { updateEvent } = await import('../../src/data/repositories/events-repository');
    expect(await updateEvent(eventId, { maxUnits: 10 }, ['live'])).toMatchObject({ maxUnits: 10 });
    const teamId = await createTestTeam(eventId);
    const { participantId } = await createTestParticipant(eventId, teamId);
    const answer = await api.post(
      path,
      { EventId: eventId, ParticipantId: participantId, Units: 11 },
      organizer.headers,
    );
    expect(answer).toEqual({ status: 400, body: { message: resultOutOfRange } });
  });
});
