// POST /api/Parent/AddParticipant through the local gateway: linking by access code (with the event
// code of the child's event, limited per parent and per address), creating a child (with catalogue
// grade and shirt size), the minimal answer, every failure message, the limit of 9 held under 20
// concurrent adds, and the event's status checked inside the write.
import { describe, expect, it } from 'vitest';
import {
  parentLimitReached,
  participantAlreadyLinked,
  participantEventClosed,
} from '@thon/shared/api/schemas/participants';
import { defaultPersonalGoal } from '@thon/shared/catalog/donations';
import { maxParticipantsPerParent } from '@thon/shared/catalog/limits';
import { accessCodeInvalid, invalidEventCode } from '@thon/shared/catalog/messages';
import { tooManyAttempts } from '@thon/shared/catalog/messages';
import { apiClient, avoidWindowEdge, newClientAddress, spendClientFailures } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestParticipant, createTestTeam } from './test-events';
import { signedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const path = '/api/Parent/AddParticipant';

const signedInParent = (label = 'add-parent') => signedInTestUser('parent', label);

describe('POST /api/Parent/AddParticipant', () => {
  it('links an existing child by access code (any case), once', async () => {
    const parent = await signedInParent();
    const { eventId, eventCode } = await createTestEvent();
    const teamId = await createTestTeam(eventId);
    const { participantId, accessCode } = await createTestParticipant(eventId, teamId);
    const api = apiClient(apiUrl);
    const answer = await api.post(
      path,
      { AccessCode: accessCode.toLowerCase(), EventCode: eventCode.toLowerCase() },
      parent.headers,
    );
    // Only what the parent needs to see it was added: no access code, user, goal or other parents.
    expect(answer).toEqual({
      status: 200,
      body: {
        ParticipantId: participantId,
        EventId: eventId,
        FirstName: 'Kit',
        LastName: 'Quillfeather',
        AwaitingApproval: false,
      },
    });
    expect(await api.post(path, { AccessCode: accessCode, EventCode: eventCode }, parent.headers)).toEqual({
      status: 409,
      body: { message: participantAlreadyLinked },
    });
    const list = await api.get(
      `/api/Parent/GetParticipantsByParent/${parent.userId}/${parent.userId}`,
      parent.headers,
    );
    expect((list.body as unknown[]).length).toBe(1);
  });

  it('creates a child in a live event with the default goal and a fresh access code', async () => {
    const parent = await signedInParent();
    const { eventId, eventCode } = await createTestEvent();
    const answer = await apiClient(apiUrl).post(
      path,
      { EventCode: eventCode, FirstName: 'Rory', LastName: 'Ashdown' },
      parent.headers,
    );
    expect(answer.status).toBe(200);
    const entry = answer.body as { ParticipantId: string };
    expect(answer.body).toEqual({
      ParticipantId: entry.ParticipantId,
      EventId: eventId,
      FirstName: 'Rory',
      LastName: 'Ashdown',
      AwaitingApproval: true,
    });
    const { findAccessCodeClaim, getParticipant } =
      await import('../../src/data/repositories/participants-repository');
    const stored = await getParticipant(entry.ParticipantId);
    expect(stored).toMatchObject({
      goal: defaultPersonalGoal,
      createdByParentId: parent.userId,
      awaitingApproval: true,
    });
    expect(stored?.userId).toBeUndefined();
    expect((await findAccessCodeClaim(stored?.accessCode ?? ''))?.participantId).toBe(entry.ParticipantId);
  });

  it('stores a catalogue grade and shirt size on a new child and returns them', async () => {
    const parent = await signedInParent();
    const { eventCode } = await createTestEvent();
    const api = apiClient(apiUrl);
    const answer = await api.post(
      path,
      { EventCode: eventCode, FirstName: 'Rory', LastName: 'Ashdown', Grade: 'k', ShirtSize: 'YM' },
      parent.headers,
    );
    expect(answer.status).toBe(200);
    const entry = answer.body as { ParticipantId: string };
    const { getParticipant } = await import('../../src/data/repositories/participants-repository');
    expect(await getParticipant(entry.ParticipantId)).toMatchObject({ grade: 'K', shirtSize: 'YM' });
    const list = await api.get(
      `/api/Parent/GetParticipantsByParent/${parent.userId}/${parent.userId}`,
      parent.headers,
    );
    expect(list.body).toEqual([expect.objectContaining({ Grade: 'K', ShirtSize: 'YM' })]);
    const plain = await api.post(
      path,
      { EventCode: eventCode, FirstName: 'Ada', LastName: 'B' },
      parent.headers,
    );
    expect(await getParticipant((plain.body as { ParticipantId: string }).ParticipantId)).not.toHaveProperty(
      'grade',
    );
  });

  it('refuses a grade or shirt size outside the catalogue with 400, adding nothing', async () => {
    const parent = await signedInParent();
    const { eventCode } = await createTestEvent();
    const api = apiClient(apiUrl);
    const child = { EventCode: eventCode, FirstName: 'Rory', LastName: 'Ashdown' };
    expect(await api.post(path, { ...child, Grade: '13' }, parent.headers)).toMatchObject({
      status: 400,
      body: { message: 'Grade must be one of PK, K, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12.' },
    });
    expect(await api.post(path, { ...child, Grade: 'Third grade' }, parent.headers)).toMatchObject({
      status: 400,
    });
    expect(await api.post(path, { ...child, ShirtSize: 'XXL' }, parent.headers)).toMatchObject({
      status: 400,
      body: { message: 'ShirtSize must be one of YS, YM, YL, AS, AM, AL, AXL.' },
    });
    expect(await api.post(path, { ...child, ShirtSize: 3 }, parent.headers)).toMatchObject({ status: 400 });
    const { getParentLinkCount } = await import('../../src/data/repositories/parents-repository');
    expect(await getParentLinkCount(parent.userId)).toBe(0);
  });

  it('answers each failure with its message', async () => {
    const parent = await signedInParent();
    const api = apiClient(apiUrl);
    expect(await api.post(path, { AccessCode: 'NOPE0000', EventCode: 'NOPE0000' }, parent.headers)).toEqual({
      status: 400,
      body: { message: accessCodeInvalid },
    });
    expect(await api.post(path, { EventCode: 'NOPE0000', FirstName: 'Rory' }, parent.headers)).toMatchObject({
      status: 400,
      body: { message: 'Enter an AccessCode, or LastName for a new participant' },
    });
    expect((await api.post(path, { AccessCode: 'X', Extra: 1 }, parent.headers)).status).toBe(400);
    expect(
      await api.post(path, { EventCode: 'NOPE0000', FirstName: 'A', LastName: 'B' }, parent.headers),
    ).toMatchObject({ status: 400, body: { message: invalidEventCode } });
    const { eventCode } = await createTestEvent({ status: 'completed' });
    expect(
      await api.post(path, { EventCode: eventCode, FirstName: 'A', LastName: 'B' }, parent.headers),
    ).toEqual({
      status: 409,
      body: { message: participantEventClosed },
    });
  });

  it('ends 20 concurrent adds with exactly 9 participants', async () => {
    const parent = await signedInParent('limit-parent');
    const { eventId, eventCode } = await createTestEvent();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_unused, index) =>
        apiClient(apiUrl).post(
          path,
          // Names are letters only: Child A, Child B, ...
          { EventCode: eventCode, FirstName: `Child ${String.fromCharCode(65 + index)}`, LastName: 'Many' },
          parent.headers,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(maxParticipantsPerParent);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body)).toEqual(
      Array.from({ length: 20 - maxParticipantsPerParent }, () => ({ message: parentLimitReached })),
    );
    const { getParentLinkCount, listParentLinks } =
      await import('../../src/data/repositories/parents-repository');
    expect(await getParentLinkCount(parent.userId)).toBe(maxParticipantsPerParent);
    expect(await listParentLinks(parent.userId)).toHaveLength(maxParticipantsPerParent);
    // Refused adds wrote nothing: no participant without its link.
    const { listParticipantsOfEvent } = await import('../../src/data/repositories/participants-repository');
    expect(await listParticipantsOfEvent(eventId)).toHaveLength(maxParticipantsPerParent);
    // The event's count moved in the same transactions: refused adds did not count.
    const { getEvent } = await import('../../src/data/repositories/events-repository');
    expect((await getEvent(eventId))?.participantCount).toBe(maxParticipantsPerParent);
  });

  it('is for parents only', async () => {
    const teacher = await signedInTestUser('teacher', 'add-teacher');
    const answer = await apiClient(apiUrl).post(path, { AccessCode: 'ABCD2345' }, teacher.headers);
    expect(answer.status).toBe(403);
  });
});

describe('AddParticipant by access code: event code, limits and answers', () => {
  it("requires the event code of the child's event; a wrong or unknown one answers like a wrong code", async () => {
    const parent = await signedInParent();
    const { eventId } = await createTestEvent();
    const other = await createTestEvent();
    const { accessCode } = await createTestParticipant(eventId, await createTestTeam(eventId));
    const api = apiClient(apiUrl);
    expect(await api.post(path, { AccessCode: accessCode }, parent.headers)).toMatchObject({
      status: 400,
      body: { message: 'Please enter an event code' },
    });
    for (const EventCode of [other.eventCode, 'NOPE1234']) {
      expect(await api.post(path, { AccessCode: accessCode, EventCode }, parent.headers)).toEqual({
        status: 400,
        body: { message: accessCodeInvalid },
      });
    }
    const { getParentLinkCount } = await import('../../src/data/repositories/parents-repository');
    expect(await getParentLinkCount(parent.userId)).toBe(0);
  });

  it('allows a parent 10 wrong codes per window, from any address; then 429 even for the right one', async () => {
    const parent = await signedInParent('link-brute');
    const { eventId, eventCode } = await createTestEvent();
    const { accessCode } = await createTestParticipant(eventId, await createTestTeam(eventId));
    await avoidWindowEdge();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = { AccessCode: `WRONG${attempt}X`, EventCode: eventCode };
      expect((await apiClient(apiUrl).post(path, wrong, parent.headers)).status).toBe(400);
    }
    expect(
      await apiClient(apiUrl).post(path, { AccessCode: accessCode, EventCode: eventCode }, parent.headers),
    ).toEqual({
      status: 429,
      body: { message: tooManyAttempts },
    });
  });

  it('counts wrong codes against the client address, whichever parent tries', async () => {
    const [first, second, third] = await Promise.all([
      signedInParent('link-client-1'),
      signedInParent('link-client-2'),
      signedInParent('link-client-3'),
    ]);
    const { eventId, eventCode } = await createTestEvent();
    const { accessCode } = await createTestParticipant(eventId, await createTestTeam(eventId));
    const from = newClientAddress();
    await spendClientFailures(from, 2);
    const api = apiClient(apiUrl, from);
    expect(
      (await api.post(path, { AccessCode: 'WRONG01X', EventCode: eventCode }, first?.headers)).status,
    ).toBe(400);
    expect(
      (await api.post(path, { AccessCode: 'WRONG02X', EventCode: eventCode }, second?.headers)).status,
    ).toBe(400);
    expect(
      (await api.post(path, { AccessCode: accessCode, EventCode: eventCode }, third?.headers)).status,
    ).toBe(429);
  });

  it('holds the event status inside the write: nothing is written for a completed Thon, even past the read', async () => {
    const parent = await signedInParent();
    const { eventId } = await createTestEvent({ status: 'completed' });
    const { participantId } = await createTestParticipant(eventId, await createTestTeam(eventId));
    const { createParticipantOfParent, linkParticipantToParent, getParentLinkCount, listParentLinks } =
      await import('../../src/data/repositories/parents-repository');
    const { getParticipant, listParticipantsOfEvent } =
      await import('../../src/data/repositories/participants-repository');
    // The repository is called straight, as if the status changed between the domain's read and the write.
    expect(await linkParticipantToParent(parent.userId, { participantId, eventId })).toEqual({
      written: false,
      refused: new Set(['eventOpen']),
    });
    const created = {
      participantId: `late-${participantId}`,
      eventId,
      teamId: 'unassigned',
      firstName: 'Late',
      lastName: 'Comer',
      goal: defaultPersonalGoal,
      accessCode: `LATE${Date.now()}`,
    };
    expect(await createParticipantOfParent(parent.userId, created)).toEqual({
      written: false,
      refused: new Set(['eventOpen']),
    });
    expect(await getParticipant(created.participantId)).toBeUndefined();
    expect(await listParticipantsOfEvent(eventId)).toHaveLength(1);
    expect(await getParentLinkCount(parent.userId)).toBe(0);
    expect(await listParentLinks(parent.userId)).toHaveLength(0);
  });
});
