// AssignTeamLeader by email and AssignClassTeacher through the local gateway: the organizer names
// people by their account email, the one-leader rule still holds, a class teacher must be a teacher
// account and then sees the class, and the roster names leaders and teachers without emails.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  noAccountWithEmail,
  notATeacherAccount,
  userIdOrEmailRequired,
} from '@thon/shared/api/schemas/events';
import { teamLeaderAlreadyAssigned } from '@thon/shared/catalog/messages';
import type { Role } from '@thon/shared/auth/roles';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestParticipant, createTestTeam } from './test-events';
import { signedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);
const leaderPath = '/api/events/AssignTeamLeader';
const teacherPath = '/api/events/AssignClassTeacher';

const user = (role: Role) => signedInTestUser(role, `assign-${role}`);

let organizer: Awaited<ReturnType<typeof user>>;
beforeAll(async () => {
  organizer = await user('organizer');
});

describe('POST /api/events/AssignTeamLeader by Email', () => {
  it('assigns the leader an email names (any case); a different second one is refused', async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    const teamId = await createTestTeam(eventId);
    const [first, second] = await Promise.all([user('team-leader'), user('team-leader')]);

    const assigned = await api.post(
      leaderPath,
      { EventId: eventId, TeamId: teamId, Email: `  ${first.email.toUpperCase()} ` },
      organizer.headers,
    );
    expect(assigned).toEqual({
      status: 200,
      body: {
        EventId: eventId,
        TeamId: teamId,
        Name: 'Room 12',
        LeaderUserId: first.userId,
        TeacherUserId: null,
      },
    });
    expect(
      await api.post(
        leaderPath,
        { EventId: eventId, TeamId: teamId, Email: second.email },
        organizer.headers,
      ),
    ).toEqual({ status: 409, body: { message: teamLeaderAlreadyAssigned } });
    // By UserId, as before: the same leader again is fine, another one is not.
    expect(
      (
        await api.post(
          leaderPath,
          { EventId: eventId, TeamId: teamId, UserId: first.userId },
          organizer.headers,
        )
      ).status,
    ).toBe(200);
    expect(
      await api.post(
        leaderPath,
        { EventId: eventId, TeamId: teamId, UserId: second.userId },
        organizer.headers,
      ),
    ).toEqual({ status: 409, body: { message: teamLeaderAlreadyAssigned } });
    const { getTeam } = await import('../../src/data/repositories/teams-repository');
    expect((await getTeam(eventId, teamId))?.leaderUserId).toBe(first.userId);
  });

  it('answers 404 for an unknown email and 400 unless exactly one of UserId and Email is sent', async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    const teamId = await createTestTeam(eventId);
    const leader = await user('team-leader');

    expect(
      await api.post(
        leaderPath,
        { EventId: eventId, TeamId: teamId, Email: `nobody-${leader.userId}@example.com` },
        organizer.headers,
      ),
    ).toEqual({ status: 404, body: { message: noAccountWithEmail } });
    const both = { EventId: eventId, TeamId: teamId, UserId: leader.userId, Email: leader.email };
    const neither = { EventId: eventId, TeamId: teamId };
    for (const body of [both, neither]) {
      expect(await api.post(leaderPath, body, organizer.headers)).toMatchObject({
        status: 400,
        body: { message: userIdOrEmailRequired },
      });
    }
    expect(
      (
        await api.post(
          leaderPath,
          { EventId: eventId, TeamId: teamId, Email: 'not-an-email' },
          organizer.headers,
        )
      ).status,
    ).toBe(400);
    const { getTeam } = await import('../../src/data/repositories/teams-repository');
    expect((await getTeam(eventId, teamId))?.leaderUserId).toBeUndefined();
  });
});

describe('POST /api/events/AssignClassTeacher', () => {
  it('sets the class teacher, who then finds the class; a later assignment replaces them', async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    const teamId = await createTestTeam(eventId);
    const { participantId } = await createTestParticipant(eventId, teamId);
    const [teacher, successor] = await Promise.all([user('teacher'), user('teacher')]);
    const checkTeacher = (who: typeof teacher) =>
      api.get('/api/participants/IsLoggedInUserIsTeacher/current', who.headers);
    const roster = (who: typeof teacher) => api.get(`/api/events/GetThonRoster/${eventId}`, who.headers);

    expect(await checkTeacher(teacher)).toEqual({ status: 200, body: { IsTeacher: true, EventId: null } });
    expect((await roster(teacher)).status).toBe(403);

    expect(
      await api.post(
        teacherPath,
        { EventId: eventId, TeamId: teamId, Email: teacher.email },
        organizer.headers,
      ),
    ).toEqual({
      status: 200,
      body: {
        EventId: eventId,
        TeamId: teamId,
        Name: 'Room 12',
        LeaderUserId: null,
        TeacherUserId: teacher.userId,
      },
    });
    expect(await checkTeacher(teacher)).toEqual({ status: 200, body: { IsTeacher: true, EventId: eventId } });
    expect(await roster(teacher)).toMatchObject({
      status: 200,
      body: { Teams: [{ TeamId: teamId }], Participants: [{ ParticipantId: participantId }] },
    });

    expect(
      (
        await api.post(
          teacherPath,
          { EventId: eventId, TeamId: teamId, Email: successor.email },
          organizer.headers,
        )
      ).body,
    ).toMatchObject({ TeacherUserId: successor.userId });
    expect(await checkTeacher(successor)).toEqual({
      status: 200,
      body: { IsTeacher: true, EventId: eventId },
    });
    expect(await checkTeacher(teacher)).toEqual({ status: 200, body: { IsTeacher: true, EventId: null } });
    expect((await roster(teacher)).status).toBe(403);
  });

  it('refuses a non-teacher account, an unknown email, another organizer and an unknown team', async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    const teamId = await createTestTeam(eventId);
    const [parent, teacher, otherOrganizer] = await Promise.all([
      user('parent'),
      user('teacher'),
      user('organizer'),
    ]);
    const assign = (Email: string, headers = organizer.headers, TeamId: string = teamId) =>
      api.post(teacherPath, { EventId: eventId, TeamId, Email }, headers);

    expect(await assign(parent.email)).toEqual({ status: 400, body: { message: notATeacherAccount } });
    expect(await assign(`nobody-${teacher.userId}@example.com`)).toEqual({
      status: 404,
      body: { message: noAccountWithEmail },
    });
    expect((await assign(teacher.email, otherOrganizer.headers)).status).toBe(404);
    expect((await assign(teacher.email, organizer.headers, 'no-such-team')).status).toBe(404);
    expect((await assign('', organizer.headers)).status).toBe(400);
    expect(
      (
        await api.post(
          teacherPath,
          { EventId: eventId, TeamId: teamId, UserId: teacher.userId },
          organizer.headers,
        )
      ).status,
    ).toBe(400);
    const { getTeam } = await import('../../src/data/repositories/teams-repository');
    expect((await getTeam(eventId, teamId))?.teacherUserId).toBeUndefined();

    const admin = await user('super-admin');
    expect((await assign(teacher.email, admin.headers)).status).toBe(200);
    expect((await getTeam(eventId, teamId))?.teacherUserId).toBe(teacher.userId);
  });
});

describe('GET /api/events/GetThonRoster/{eventId} names leaders and teachers', () => {
  it('answers each team with its Leader and Teacher by name, never an email', async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    const staffed = await createTestTeam(eventId);
    const empty = await createTestTeam(eventId);
    const [leader, teacher] = await Promise.all([user('team-leader'), user('teacher')]);
    const { thon } = await import('../../src/data/thon-service');
    await thon()
      .entities.user.patch({ userId: leader.userId })
      .set({ firstName: 'Lena', lastName: 'Lead' })
      .go();
    await thon()
      .entities.user.patch({ userId: teacher.userId })
      .set({ firstName: 'Tom', lastName: 'Teach' })
      .go();
    await api.post(leaderPath, { EventId: eventId, TeamId: staffed, Email: leader.email }, organizer.headers);
    await api.post(
      teacherPath,
      { EventId: eventId, TeamId: staffed, Email: teacher.email },
      organizer.headers,
    );

    const answer = await api.get(`/api/events/GetThonRoster/${eventId}`, organizer.headers);
    expect(answer.status).toBe(200);
    const teams = (answer.body as { Teams: { TeamId: string }[] }).Teams;
    expect(teams.find((team) => team.TeamId === staffed)).toEqual({
      TeamId: staffed,
      Name: 'Room 12',
      Leader: { UserId: leader.userId, Name: 'Lena Lead' },
      Teacher: { UserId: teacher.userId, Name: 'Tom Teach' },
    });
    expect(teams.find((team) => team.TeamId === empty)).toEqual({
      TeamId: empty,
      Name: 'Room 12',
      Leader: null,
      Teacher: null,
    });
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain('@');
    expect(text).not.toContain(leader.email);

    // The teacher's own roster names them too.
    const mine = await api.get(`/api/events/GetThonRoster/${eventId}`, teacher.headers);
    expect(mine.body).toMatchObject({ Teams: [{ TeamId: staffed, Teacher: { UserId: teacher.userId } }] });
  });
});
