// GetThonRoster through the local gateway: the organizer sees every participant with units, a
// class teacher only their class, another organizer 404 as an unknown event, other roles 403.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@thon/shared/auth/roles';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestParticipant, createTestTeam } from './test-events';
import { signedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

const user = (role: Role) => signedInTestUser(role, `roster-${role}`);

let organizer: Awaited<ReturnType<typeof user>>;
let teacher: Awaited<ReturnType<typeof user>>;
beforeAll(async () => {
  [organizer, teacher] = await Promise.all([user('organizer'), user('teacher')]);
});

describe('GET /api/events/GetThonRoster/{eventId}', () => {
  it("answers the organizer every participant with units and a teacher only their class's", async () => {
    const { eventId, eventCode } = await createTestEvent({ organizerUserId: organizer.userId });
    const classId = await createTestTeam(eventId, { teacherUserId: teacher.userId });
    const otherId = await createTestTeam(eventId);
    const ava = await createTestParticipant(eventId, classId, { firstName: 'Ava', lastName: 'Adams' });
    const ben = await createTestParticipant(eventId, otherId, { firstName: 'Ben', lastName: 'Brown' });
    const recorded = await api.post(
      '/api/events/RecordUnits',
      { EventId: eventId, ParticipantId: ava.participantId, Units: 7 },
      teacher.headers,
    );
    expect(recorded.status).toBe(200);
    const path = `/api/events/GetThonRoster/${eventId}`;

    const all = await api.get(path, organizer.headers);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({
      Thon: { EventId: eventId, EventCode: eventCode, Status: 'live' },
      Participants: [
        { ParticipantId: ava.participantId, TeamId: classId, FirstName: 'Ava', LastName: 'Adams', Units: 7 },
        { ParticipantId: ben.participantId, TeamId: otherId, FirstName: 'Ben', Units: null },
      ],
    });
    expect((all.body as { Teams: unknown[] }).Teams).toHaveLength(2);

    const mine = await api.get(path, teacher.headers);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      Teams: [{ TeamId: classId, Name: 'Room 12' }],
      Participants: [{ ParticipantId: ava.participantId, Units: 7 }],
    });
    expect((mine.body as { Participants: unknown[] }).Participants).toHaveLength(1);
  });

  it('refuses other organizers and teachers without a class in the event; 404 for an unknown one', async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    await createTestTeam(eventId, { teacherUserId: teacher.userId });
    const [otherOrganizer, otherTeacher, parent] = await Promise.all([
      user('organizer'),
      user('teacher'),
      user('parent'),
    ]);
    const path = `/api/events/GetThonRoster/${eventId}`;
    expect((await api.get(path, otherOrganizer.headers)).status).toBe(404);
    expect((await api.get(path, otherTeacher.headers)).status).toBe(403);
    expect((await api.get(path, parent.headers)).status).toBe(403);
    expect((await api.get('/api/events/GetThonRoster/no-such-event', organizer.headers)).status).toBe(404);
  });
});
