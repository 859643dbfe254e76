// GET /api/Parent/GetParentDashboard/{parentId}/{userId} through the local gateway: one call
// answers everything the parent dashboard shows (each child with its access code, its event's
// name, goal, raised and progress; a draft event's name withheld), a parent reads only their own,
// and who may call.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiClient, signedInHeaders } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestParticipant, createTestTeam } from './test-events';
import { createTestUser, signIn } from './test-users';

const { apiUrl } = useStackEnvironment();
const dashboardPath = (parentId: string, userId = parentId) =>
  `/api/Parent/GetParentDashboard/${parentId}/${userId}`;

async function signedInParent(label = 'dashboard-parent') {
  const user = await createTestUser({ role: 'parent', label, withPassword: false });
  return { ...user, headers: signedInHeaders(await signIn(user)) };
}

/** A child of the school in `eventId`, linked to the parent directly (as an access-code add does). */
async function linkedChild(parentId: string, eventId: string, firstName: string) {
  const { participantId, accessCode } = await createTestParticipant(eventId, await createTestTeam(eventId), {
    firstName,
    lastName: 'Dash',
  });
  const { linkParticipantToParent } = await import('../../src/data/repositories/parents-repository');
  await linkParticipantToParent(parentId, { participantId, eventId });
  return { participantId, accessCode };
}

describe('GET /api/Parent/GetParentDashboard/{parentId}/{userId}', () => {
  it("answers every child with its event's name, goal, raised and progress in one call", async () => {
    const parent = await signedInParent();
    const live = await createTestEvent();
    const draft = await createTestEvent({ status: 'draft' });
    const ann = await linkedChild(parent.userId, live.eventId, 'Ann');
    const bob = await linkedChild(parent.userId, draft.eventId, 'Bob');
    const { creditRaised } = await import('../../src/data/repositories/participants-repository');
    await creditRaised(ann.participantId, 12_345, `dashboard-${randomUUID()}`);

    const answer = await apiClient(apiUrl).get(dashboardPath(parent.userId), parent.headers);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      Participants: [
        {
          Participant: expect.objectContaining({
            ParticipantId: ann.participantId,
            EventId: live.eventId,
            FirstName: 'Ann',
            LastName: 'Dash',
            AccessCode: ann.accessCode,
          }) as unknown,
          EventName: 'Integration Fun Run',
          Goal: 350,
          Raised: 123.45,
          Progress: 35,
          // A child of the school, linked by code: approved from the start.
          AwaitingApproval: false,
          PageMessageHidden: false,
          FamilyPhotosAllowed: false,
        },
        {
          Participant: expect.objectContaining({
            ParticipantId: bob.participantId,
            EventId: draft.eventId,
            FirstName: 'Bob',
            AccessCode: bob.accessCode,
          }) as unknown,
          // A draft event is not open to donors yet: its name is withheld, the figures are not.
          EventName: null,
          Goal: 350,
          Raised: 0,
          Progress: 0,
          AwaitingApproval: false,
          PageMessageHidden: false,
          FamilyPhotosAllowed: false,
        },
      ],
    });
  });

  it('answers an empty dashboard for a parent with no children', async () => {
    const parent = await signedInParent('dashboard-empty');
    const answer = await apiClient(apiUrl).get(dashboardPath(parent.userId), parent.headers);
    expect(answer).toEqual({ status: 200, body: { Participants: [] } });
  });

  it("refuses another parent's dashboard, by either path id, and leaks none of it", async () => {
    const owner = await signedInParent('dashboard-owner');
    const other = await signedInParent('dashboard-other');
    const { eventId } = await createTestEvent();
    await linkedChild(owner.userId, eventId, 'Cy');
    const api = apiClient(apiUrl);

    for (const path of [
      dashboardPath(owner.userId),
      dashboardPath(owner.userId, other.userId),
      dashboardPath(other.userId, owner.userId),
    ]) {
      const answer = await api.get(path, other.headers);
      expect(answer.status, path).toBe(403);
      expect(JSON.stringify(answer.body)).not.toContain('Cy');
    }
  });

  it('needs a signed-in parent or super admin', async () => {
    const parent = await signedInParent('dashboard-roles');
    expect((await apiClient(apiUrl).get(dashboardPath(parent.userId), {})).status).toBe(401);
    const teacher = await createTestUser({
      role: 'teacher',
      label: 'dashboard-teacher',
      withPassword: false,
    });
    const teacherHeaders = signedInHeaders(await signIn(teacher));
    expect((await apiClient(apiUrl).get(dashboardPath(teacher.userId), teacherHeaders)).status).toBe(403);
  });
});
