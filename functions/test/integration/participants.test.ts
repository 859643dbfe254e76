// Participant calls of spec section 7 through the local gateway: the teacher check, lists by user
// and by parent, experiment data, and who may read whom (clearcache: cdn-invalidation.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestParticipant, createTestTeam } from './test-events';
import { signedInTestUser as signedInUser, signIn } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

let teacher: Awaited<ReturnType<typeof signedInUser>>;
let student: Awaited<ReturnType<typeof signedInUser>>;
let parent: Awaited<ReturnType<typeof signedInUser>>;
let organizer: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let eventId: string;
let participantId: string;

beforeAll(async () => {
  [teacher, student, parent, organizer, admin] = await Promise.all([
    signedInUser('teacher', 'teacher'),
    signedInUser('participant', 'student'),
    signedInUser('parent', 'parent'),
    signedInUser('organizer', 'organizer'),
    signedInUser('super-admin', 'admin'),
  ]);
  ({ eventId } = await createTestEvent({ organizerUserId: organizer.userId }));
  const teamId = await createTestTeam(eventId, { teacherUserId: teacher.userId });
  ({ participantId } = await createTestParticipant(eventId, teamId, { userId: student.userId }));
  const { linkParticipantToParent } = await import('../../src/data/repositories/parents-repository');
  expect(await linkParticipantToParent(parent.userId, { participantId, eventId })).toEqual({ written: true });
});

describe('GET /api/participants/IsLoggedInUserIsTeacher/{token}', () => {
  // The path keeps the spec's {token}, but carries a fixed placeholder: a token in a URL would
  // sit in access logs. The caller is the bearer token's session, never the path.
  const path = (placeholder = 'current') => `/api/participants/IsLoggedInUserIsTeacher/${placeholder}`;

  it("answers the teacher's class event", async () => {
    expect(await api.get(path(), teacher.headers)).toEqual({
      status: 200,
      body: { IsTeacher: true, EventId: eventId },
    });
  });

  it('answers the Thon that matters now for a teacher of several: live, else draft, else the latest', async () => {
    const multi = await signedInUser('teacher', 'multi-year-teacher');
    const answer = async () => (await api.get(path(), multi.headers)).body;
    const teach = async (status: 'draft' | 'live' | 'completed' | 'processed', startDate: string) => {
      const event = await createTestEvent({ status, startDate });
      await createTestTeam(event.eventId, { teacherUserId: multi.userId });
      return event.eventId;
    };
    const older = await teach('processed', '2024-10-01');
    expect(await answer()).toEqual({ IsTeacher: true, EventId: older });
    const lastYear = await teach('completed', '2025-10-01');
    expect(await answer()).toEqual({ IsTeacher: true, EventId: lastYear });
    const upcoming = await teach('draft', '2026-10-01');
    expect(await answer()).toEqual({ IsTeacher: true, EventId: upcoming });
    const live = await teach('live', '2026-04-01');
    expect(await answer()).toEqual({ IsTeacher: true, EventId: live });
  });

  it('answers false for other roles; a super admin skips the check', async () => {
    for (const user of [parent, admin, student]) {
      expect((await api.get(path(), user.headers)).body).toEqual({
        IsTeacher: false,
        EventId: null,
      });
    }
  });

  it('answers from the bearer token alone, whatever placeholder the path carries', async () => {
    for (const placeholder of ['current', 'me']) {
      expect(await api.get(path(placeholder), teacher.headers)).toEqual({
        status: 200,
        body: { IsTeacher: true, EventId: eventId },
      });
    }
  });

  it('refuses a session token in the path with 400 (it must not travel in URLs)', async () => {
    const other = await signIn(teacher);
    expect((await api.get(path(teacher.token), teacher.headers)).status).toBe(400);
    expect((await api.get(path(other), teacher.headers)).status).toBe(400);
  });
});

describe('GET /api/participants/GetParticipantsByUserId/{userId}', () => {
  const path = (userId: string) => `/api/participants/GetParticipantsByUserId/${userId}`;

  it('answers the caller their own participants, with UserId', async () => {
    const answer = await api.get(path(student.userId), student.headers);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      expect.objectContaining({ ParticipantId: participantId, UserId: student.userId, EventId: eventId }),
    ]);
  });

  it("lets the child's parent, class teacher, event organizer and a super admin read them", async () => {
    for (const user of [parent, teacher, organizer, admin]) {
      expect((await api.get(path(student.userId), user.headers)).status).toBe(200);
    }
  });

  it('refuses anyone else with 403', async () => {
    const strangerParent = await signedInUser('parent', 'stranger-parent');
    const strangers = await Promise.all([
      signedInUser('teacher', 'stranger-teacher'),
      signedInUser('organizer', 'stranger-organizer'),
      signedInUser('vendor', 'stranger-vendor'),
    ]);
    for (const stranger of [strangerParent, ...strangers]) {
      expect((await api.get(path(student.userId), stranger.headers)).status).toBe(403);
    }
    // Nobody is entitled to another user's empty list either.
    expect((await api.get(path(parent.userId), strangerParent.headers)).status).toBe(403);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await api.get(path('no-such-user'), student.headers)).status).toBe(404);
  });
});

describe('GET /api/Parent/GetParticipantsByParent/{parentId}/{userId}', () => {
  const path = (parentId: string, userId: string) =>
    `/api/Parent/GetParticipantsByParent/${parentId}/${userId}`;

  it("answers the parent's own participants", async () => {
    const answer = await api.get(path(parent.userId, parent.userId), parent.headers);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      expect.objectContaining({ ParticipantId: participantId, FirstName: 'Kit' }),
    ]);
  });

  it("refuses another parent's list, or a user id that is not the caller's, with 403", async () => {
    const other = await signedInUser('parent', 'other-parent');
    expect((await api.get(path(parent.userId, parent.userId), other.headers)).status).toBe(403);
    expect((await api.get(path(parent.userId, other.userId), parent.headers)).status).toBe(403);
    expect((await api.get(path(parent.userId, parent.userId), admin.headers)).status).toBe(200);
  });

  it('is closed to roles other than parent and super admin', async () => {
    expect((await api.get(path(parent.userId, parent.userId), teacher.headers)).status).toBe(403);
  });
});

describe('POST /api/Utilities/AddParticipantTestGroupData', () => {
  const path = '/api/Utilities/AddParticipantTestGroupData';
  const data = (variant: string) => ({
    GA_UserId: 'GA1.2.3',
    G_ExperimentId: 'exp-1',
    G_VariantId: '1',
    G_VariantName: variant,
    E_ContainerId: 'GTM-1',
    ParticipantId: participantId,
  });

  it('stores the experiment on the participant; the student page variant follows it', async () => {
    expect(await api.post(path, data('Mobile layout'), student.headers)).toEqual({
      status: 200,
      body: { StudentPageVariant: 'mobile' },
    });
    const { getParticipant } = await import('../../src/data/repositories/participants-repository');
    expect((await getParticipant(participantId))?.experiment).toEqual({
      gaUserId: 'GA1.2.3',
      experimentId: 'exp-1',
      variantId: '1',
      variantName: 'Mobile layout',
      containerId: 'GTM-1',
    });
    const list = await api.get(
      `/api/participants/GetParticipantsByUserId/${student.userId}`,
      student.headers,
    );
    expect(list.body).toEqual([expect.objectContaining({ StudentPageVariant: 'mobile' })]);
    expect((await api.post(path, data('Desktop'), parent.headers)).body).toEqual({
      StudentPageVariant: 'desktop',
    });
  });

  it('names a missing field, refuses strangers with 403 and unknown participants with 404', async () => {
    const { G_VariantName: _omitted, ...missing } = data('x');
    expect(await api.post(path, missing, student.headers)).toMatchObject({
      status: 400,
      body: { message: 'G_VariantName is required' },
    });
    const stranger = await signedInUser('participant', 'stranger-student');
    expect((await api.post(path, data('Mobile'), stranger.headers)).status).toBe(403);
    expect(
      (await api.post(path, { ...data('Mobile'), ParticipantId: 'nobody' }, student.headers)).status,
    ).toBe(404);
  });
});

describe('AccessCode in participant lists', () => {
  const byUser = `/api/participants/GetParticipantsByUserId/`;
  let accessCode: string;
  beforeAll(async () => {
    const { getParticipant } = await import('../../src/data/repositories/participants-repository');
    accessCode = (await getParticipant(participantId))?.accessCode ?? '';
    expect(accessCode).not.toBe('');
  });

  it("is given to the child's linked parent, the event's organizer and a super admin", async () => {
    for (const user of [parent, organizer, admin]) {
      const answer = await api.get(`${byUser}${student.userId}`, user.headers);
      expect(answer.body).toEqual([
        expect.objectContaining({ ParticipantId: participantId, AccessCode: accessCode }),
      ]);
    }
    const parentList = await api.get(
      `/api/Parent/GetParticipantsByParent/${parent.userId}/${parent.userId}`,
      parent.headers,
    );
    expect(parentList.body).toEqual([expect.objectContaining({ AccessCode: accessCode })]);
  });

  it('is never given to a teacher, nor to anyone else entitled to the list', async () => {
    for (const user of [teacher, student]) {
      const answer = await api.get(`${byUser}${student.userId}`, user.headers);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual([expect.objectContaining({ ParticipantId: participantId })]);
      expect(answer.body).toEqual([expect.not.objectContaining({ AccessCode: expect.anything() })]);
      expect(JSON.stringify(answer.body)).not.toContain(accessCode);
    }
    const roster = await api.get(`/api/events/GetThonRoster/${eventId}`, teacher.headers);
    expect(roster.status).toBe(200);
    expect(JSON.stringify(roster.body)).not.toContain(accessCode);
    expect((await api.get(`/api/events/GetThonAccessCodes/${eventId}`, teacher.headers)).status).toBe(403);
  });
});
