// Children a parent creates wait for the organizer's approval, over real HTTP against the
// emulator: the Thon's event code is required (the public EventId no longer suffices), the child
// is left off every public answer and sends no invitation until the organizer approves it from the
// queue; removing it deletes the child and gives the parent their place back; another organizer's
// Thon answers 404. Children of the school keep linking by access code as before.
import { describe, expect, it } from 'vitest';
import {
  invalidEventCode,
  nameCharactersOnly,
  noSuchEvent,
  noSuchParticipantInEvent,
  participantAwaitsApproval,
  participantNotAwaitingApproval,
} from '@thon/shared/catalog/messages';
import { apiClient } from './api-client';
import { emailsTo, smsTo } from './outbox';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestParticipant, createTestTeam } from './test-events';
import { e164, sendEmails, sendTexts, uniqueEmail, uniqueMobile } from './test-sharing';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);
const addPath = '/api/Parent/AddParticipant';
const queuePath = (eventId: string) => `/api/events/GetPendingParticipants/${eventId}`;
const approvePath = (eventId: string) => `/api/events/ApproveParticipant/${eventId}`;
const rejectPath = (eventId: string) => `/api/events/RejectParticipant/${eventId}`;

/** A live Thon of its own organizer, and a parent who creates a child in it by its event code. */
async function thonWithParentChild(label: string) {
  const [organizer, parent] = await Promise.all([
    signedInTestUser('organizer', `${label}-org`),
    signedInTestUser('parent', `${label}-par`),
  ]);
  const { eventId, eventCode } = await createTestEvent({ organizerUserId: organizer.userId });
  const added = await api.post(
    addPath,
    { EventCode: eventCode.toLowerCase(), FirstName: 'Zoë', LastName: "O'Connell" },
    parent.headers,
  );
  expect(added.status).toBe(200);
  const participantId = (added.body as { ParticipantId: string }).ParticipantId;
  return { organizer, parent, eventId, eventCode, participantId, added };
}

const publicStatuses = async (participantId: string) => ({
  studentPage: (await api.get(`/api/participants/GetStudentPage/${participantId}`)).status,
  guestShare: (await api.get(`/api/sharing/GetGuestShare/${participantId}`)).status,
  pledgeOptions: (await api.get(`/api/pledges/GetPledgeOptions/${participantId}`)).status,
});
const runnerIds = async (eventId: string) => {
  const page = await api.get(`/api/events/GetEventPage/${eventId}`);
  expect(page.status).toBe(200);
  return (page.body as { Participants: { ParticipantId: string }[] }).Participants.map(
    (runner) => runner.ParticipantId,
  );
};
const dashboardOf = async (parent: SignedInTestUser) => {
  const answer = await api.get(
    `/api/Parent/GetParentDashboard/${parent.userId}/${parent.userId}`,
    parent.headers,
  );
  expect(answer.status).toBe(200);
  return (
    answer.body as { Participants: { Participant: { ParticipantId: string }; AwaitingApproval: boolean }[] }
  ).Participants;
};

describe('a parent creates a child', () => {
  it("needs the Thon's event code: a missing, wrong or EventId-only request adds nothing", async () => {
    const parent = await signedInTestUser('parent', 'code-par');
    const { eventId } = await createTestEvent();
    const other = await createTestEvent({ status: 'completed' });
    const child = { FirstName: 'Rory', LastName: 'Ashdown' };
    expect(await api.post(addPath, child, parent.headers)).toMatchObject({
      status: 400,
      body: { message: 'Please enter an event code' },
    });
    expect((await api.post(addPath, { ...child, EventId: eventId }, parent.headers)).status).toBe(400);
    for (const EventCode of ['NOPE12345', eventId]) {
      expect(await api.post(addPath, { ...child, EventCode }, parent.headers)).toMatchObject({
        status: 400,
        body: { message: invalidEventCode },
      });
    }
    // A real code of a completed Thon is refused as before (inside the write).
    expect((await api.post(addPath, { ...child, EventCode: other.eventCode }, parent.headers)).status).toBe(
      409,
    );
    const { getParentLinkCount } = await import('../../src/data/repositories/parents-repository');
    expect(await getParentLinkCount(parent.userId)).toBe(0);
  });

  it('accepts names of letters in any script, spaces, apostrophes and hyphens only', async () => {
    const parent = await signedInTestUser('parent', 'name-par');
    const { eventCode } = await createTestEvent();
    for (const FirstName of ['Kid10', 'Bob!', '<b>Bo</b>', 'Ann 😀']) {
      expect(
        await api.post(addPath, { EventCode: eventCode, FirstName, LastName: 'Lee' }, parent.headers),
      ).toMatchObject({
        status: 400,
        body: { message: nameCharactersOnly },
      });
    }
    const accepted = await api.post(
      addPath,
      { EventCode: eventCode, FirstName: 'Ngọc Ánh', LastName: 'Jean-Luc O’Brien' },
      parent.headers,
    );
    expect(accepted).toMatchObject({
      status: 200,
      body: { FirstName: 'Ngọc Ánh', LastName: 'Jean-Luc O’Brien' },
    });
  });

  it('waits for approval: off the event page, student page, guest share and pledge form; no invitations', async () => {
    const { parent, eventId, participantId, added } = await thonWithParentChild('pending');
    expect(added.body).toEqual({
      ParticipantId: participantId,
      EventId: eventId,
      FirstName: 'Zoë',
      LastName: "O'Connell",
      AwaitingApproval: true,
    });
    expect(await runnerIds(eventId)).not.toContain(participantId);
    expect(await publicStatuses(participantId)).toEqual({
      studentPage: 404,
      guestShare: 404,
      pledgeOptions: 404,
    });
    expect(await dashboardOf(parent)).toEqual([
      expect.objectContaining({
        Participant: expect.objectContaining({ ParticipantId: participantId }),
        AwaitingApproval: true,
      }),
    ]);

    const email = uniqueEmail('pending');
    const mobile = uniqueMobile();
    expect(await sendEmails(api, parent, { ParticipantId: participantId, Recipients: [email] })).toEqual({
      status: 409,
      body: { message: participantAwaitsApproval },
    });
    expect(await sendTexts(api, parent, { ParticipantId: participantId, Recipients: [mobile] })).toEqual({
      status: 409,
      body: { message: participantAwaitsApproval },
    });
    const kit = await api.get(`/api/sharing/GetShareKit/${participantId}`, parent.headers);
    expect(kit).toMatchObject({ status: 200, body: { CanSend: false } });
    expect(await emailsTo(email)).toEqual([]);
    expect(await smsTo(e164(mobile))).toEqual([]);
  });

  it('cannot be linked by a second parent with its access code until approved', async () => {
    const { parent, eventCode, participantId } = await thonWithParentChild('second');
    const { getParticipant } = await import('../../src/data/repositories/participants-repository');
    const accessCode = (await getParticipant(participantId))?.accessCode ?? '';
    const second = await signedInTestUser('parent', 'second-par');
    expect(await api.post(addPath, { AccessCode: accessCode, EventCode: eventCode }, second.headers)).toEqual(
      {
        status: 409,
        body: { message: participantAwaitsApproval },
      },
    );
    expect((await getParticipant(participantId))?.createdByParentId).toBe(parent.userId);
  });

  it('of the school, linked by access code, is approved as before', async () => {
    const parent = await signedInTestUser('parent', 'school-par');
    const { eventId, eventCode } = await createTestEvent();
    const { participantId, accessCode } = await createTestParticipant(eventId, await createTestTeam(eventId));
    const linked = await api.post(addPath, { AccessCode: accessCode, EventCode: eventCode }, parent.headers);
    expect(linked).toMatchObject({
      status: 200,
      body: { ParticipantId: participantId, AwaitingApproval: false },
    });
    expect(await runnerIds(eventId)).toContain(participantId);
    expect(await dashboardOf(parent)).toEqual([expect.objectContaining({ AwaitingApproval: false })]);
  });
});

describe("the organizer's approval queue", () => {
  it('lists the waiting child with its parent; approving shows it publicly and lets the parent invite', async () => {
    const { organizer, parent, eventId, participantId } = await thonWithParentChild('approve');
    const queue = await api.get(queuePath(eventId), organizer.headers);
    expect(queue).toEqual({
      status: 200,
      body: [
        {
          ParticipantId: participantId,
          FirstName: 'Zoë',
          LastName: "O'Connell",
          TeamId: 'unassigned',
          Grade: null,
          AddedAt: expect.any(String),
          AddedBy: 'Ida Tester',
        },
      ],
    });

    expect(await api.post(approvePath(eventId), { ParticipantId: participantId }, organizer.headers)).toEqual(
      {
        status: 200,
        body: { ParticipantId: participantId },
      },
    );
    expect((await api.get(queuePath(eventId), organizer.headers)).body).toEqual([]);
    expect(await runnerIds(eventId)).toContain(participantId);
    expect(await publicStatuses(participantId)).toEqual({
      studentPage: 200,
      guestShare: 200,
      pledgeOptions: 200,
    });
    expect((await dashboardOf(parent))[0]?.AwaitingApproval).toBe(false);

    const email = uniqueEmail('approved');
    const sent = await sendEmails(api, parent, { ParticipantId: participantId, Recipients: [email] });
    expect(sent).toMatchObject({ status: 200, body: { Sent: 1 } });
    expect(await emailsTo(email)).toHaveLength(1);
    // A second approval has nothing left to approve.
    expect(await api.post(approvePath(eventId), { ParticipantId: participantId }, organizer.headers)).toEqual(
      {
        status: 409,
        body: { message: participantNotAwaitingApproval },
      },
    );
  });

  it('removing deletes the child, its access code and link, and gives the parent their place back', async () => {
    const { organizer, parent, eventId, participantId } = await thonWithParentChild('reject');
    const { getParticipant, findAccessCodeClaim } =
      await import('../../src/data/repositories/participants-repository');
    const { getParentLinkCount } = await import('../../src/data/repositories/parents-repository');
    const { getEvent } = await import('../../src/data/repositories/events-repository');
    const accessCode = (await getParticipant(participantId))?.accessCode ?? '';
    expect(await getParentLinkCount(parent.userId)).toBe(1);
    expect((await getEvent(eventId))?.participantCount).toBe(1);

    expect(await api.post(rejectPath(eventId), { ParticipantId: participantId }, organizer.headers)).toEqual({
      status: 200,
      body: { ParticipantId: participantId },
    });
    expect(await getParticipant(participantId)).toBeUndefined();
    expect(await findAccessCodeClaim(accessCode)).toBeUndefined();
    expect(await getParentLinkCount(parent.userId)).toBe(0);
    expect(await dashboardOf(parent)).toEqual([]);
    expect((await getEvent(eventId))?.participantCount).toBe(0);
    expect((await api.get(queuePath(eventId), organizer.headers)).body).toEqual([]);
    expect(
      (await api.post(rejectPath(eventId), { ParticipantId: participantId }, organizer.headers)).status,
    ).toBe(404);
  });

  it('never removes an approved child or a child of the school through the queue', async () => {
    const organizer = await signedInTestUser('organizer', 'keep-org');
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    const { participantId } = await createTestParticipant(eventId, await createTestTeam(eventId));
    expect(await api.post(rejectPath(eventId), { ParticipantId: participantId }, organizer.headers)).toEqual({
      status: 409,
      body: { message: participantNotAwaitingApproval },
    });
    const { getParticipant } = await import('../../src/data/repositories/participants-repository');
    expect(await getParticipant(participantId)).toBeDefined();
  });

  it('answers 404 to another organizer, and for a child of another Thon; a super admin may decide', async () => {
    const { eventId, participantId } = await thonWithParentChild('tenant');
    const stranger = await signedInTestUser('organizer', 'tenant-stranger');
    for (const answer of [
      await api.get(queuePath(eventId), stranger.headers),
      await api.post(approvePath(eventId), { ParticipantId: participantId }, stranger.headers),
      await api.post(rejectPath(eventId), { ParticipantId: participantId }, stranger.headers),
    ]) {
      expect(answer).toEqual({ status: 404, body: { message: noSuchEvent } });
    }
    // The stranger's own Thon does not reach a child of another Thon either.
    const own = await createTestEvent({ organizerUserId: stranger.userId });
    expect(
      await api.post(approvePath(own.eventId), { ParticipantId: participantId }, stranger.headers),
    ).toEqual({
      status: 404,
      body: { message: noSuchParticipantInEvent },
    });
    const { getParticipant } = await import('../../src/data/repositories/participants-repository');
    expect((await getParticipant(participantId))?.awaitingApproval).toBe(true);

    const admin = await signedInTestUser('super-admin', 'tenant-admin');
    expect(
      (await api.post(approvePath(eventId), { ParticipantId: participantId }, admin.headers)).status,
    ).toBe(200);
    const parent = await signedInTestUser('parent', 'tenant-par');
    expect((await api.get(queuePath(eventId), parent.headers)).status).toBe(403);
  });

  it("shows the demo data's waiting child in the seeded organizer's queue", async () => {
    const { findEventIdByCode } = await import('../../src/data/repositories/events-repository');
    const { findUserIdByUsername } = await import('../../src/data/repositories/users-repository');
    const { signIn } = await import('./test-users');
    const { signedInHeaders } = await import('./api-client');
    const eventId = (await findEventIdByCode('LINCOLN26')) ?? '';
    const userId = (await findUserIdByUsername('demo.organizer')) ?? '';
    const headers = signedInHeaders(await signIn({ userId, role: 'organizer' }));
    const queue = await api.get(queuePath(eventId), headers);
    expect(queue.status).toBe(200);
    expect(queue.body).toContainEqual(
      expect.objectContaining({ FirstName: 'Zoë', LastName: "O'Connell", AddedBy: 'Maria Johnson' }),
    );
  });

  it('answers 400 to a request without a ParticipantId', async () => {
    const organizer = await signedInTestUser('organizer', 'bad-org');
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    expect(await api.post(approvePath(eventId), {}, organizer.headers)).toMatchObject({
      status: 400,
      body: { message: 'ParticipantId is required' },
    });
  });
});
