// POST /api/Parent/AddParticipant through the local gateway: linking by access code, creating a
// child (with catalogue grade and shirt size), every failure message, and the limit of 9 held
// under 20 concurrent adds.
import { describe, expect, it } from 'vitest';
import {
  parentLimitReached,
  participantAlreadyLinked,
  participantEventClosed,
} from '@thon/shared/api/schemas/participants';
import { defaultPersonalGoal } from '@thon/shared/catalog/donations';
import { maxParticipantsPerParent } from '@thon/shared/catalog/limits';
import { accessCodeInvalid } from '@thon/shared/catalog/messages';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestParticipant, createTestTeam } from './test-events';
import { signedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const path = '/api/Parent/AddParticipant';

const signedInParent = (label = 'add-parent') => signedInTestUser('parent', label);

describe('POST /api/Parent/AddParticipant', () => {
  it('links an existing child by access code (any case), once', async () => {
    const parent = await signedInParent();
    const { eventId } = await createTestEvent();
    const teamId = await createTestTeam(eventId);
    const { participantId, accessCode } = await createTestParticipant(eventId, teamId);
    const api = apiClient(apiUrl);
    const answer = await api.post(path, { AccessCode: accessCode.toLowerCase() }, parent.headers);
    expect(answer).toMatchObject({ status: 200, body: { ParticipantId: participantId, EventId: eventId } });
    expect(await api.post(path, { AccessCode: accessCode }, parent.headers)).toEqual({
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
    const { eventId } = await createTestEvent();
    const answer = await apiClient(apiUrl).post(
      path,
      { EventId: eventId, FirstName: 'Rory', LastName: 'Ashdown' },
      parent.headers,
    );
    expect(answer.status).toBe(200);
    const entry = answer.body as { AccessCode: string; Goal: number; ParticipantId: string };
    expect(entry).toMatchObject({
      EventId: eventId,
      FirstName: 'Rory',
      Goal: defaultPersonalGoal,
      UserId: null,
    });
    const { findAccessCodeClaim } = await import('../../src/data/repositories/participants-repository');
    expect((await findAccessCodeClaim(entry.AccessCode))?.participantId).toBe(entry.ParticipantId);
  });

  it('stores a catalogue grade and shirt size on a new child and returns them', async () => {
    const parent = await signedInParent();
    const { eventId } = await createTestEvent();
    const api = apiClient(apiUrl);
    const answer = await api.post(
      path,
      { EventId: eventId, FirstName: 'Rory', LastName: 'Ashdown', Grade: 'k', ShirtSize: 'YM' },
      parent.headers,
    );
    expect(answer).toMatchObject({ status: 200, body: { Grade: 'K', ShirtSize: 'YM' } });
    const entry = answer.body as { ParticipantId: string };
    const { getParticipant } = await import('../../src/data/repositories/participants-repository');
    expect(await getParticipant(entry.ParticipantId)).toMatchObject({ grade: 'K', shirtSize: 'YM' });
    const list = await api.get(
      `/api/Parent/GetParticipantsByParent/${parent.userId}/${parent.userId}`,
      parent.headers,
    );
    expect(list.body).toEqual([expect.objectContaining({ Grade: 'K', ShirtSize: 'YM' })]);
    const plain = await api.post(path, { EventId: eventId, FirstName: 'Ada', LastName: 'B' }, parent.headers);
    expect(plain.body).toMatchObject({ Grade: null, ShirtSize: null });
  });

  it('refuses a grade or shirt size outside the catalogue with 400, adding nothing', async () => {
    const parent = await signedInParent();
    const { eventId } = await createTestEvent();
    const api = apiClient(apiUrl);
    const child = { EventId: eventId, FirstName: 'Rory', LastName: 'Ashdown' };
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
    expect(await api.post(path, { AccessCode: 'NOPE0000' }, parent.headers)).toEqual({
      status: 400,
      body: { message: accessCodeInvalid },
    });
    expect(await api.post(path, { FirstName: 'Rory' }, parent.headers)).toMatchObject({
      status: 400,
      body: { message: 'Enter an AccessCode, or EventId for a new participant' },
    });
    expect((await api.post(path, { AccessCode: 'X', Extra: 1 }, parent.headers)).status).toBe(400);
    expect(
      (await api.post(path, { EventId: 'none', FirstName: 'A', LastName: 'B' }, parent.headers)).status,
    ).toBe(404);
    const { eventId } = await createTestEvent({ status: 'completed' });
    expect(await api.post(path, { EventId: eventId, FirstName: 'A', LastName: 'B' }, parent.headers)).toEqual(
      {
        status: 409,
        body: { message: participantEventClosed },
      },
    );
  });

  it('ends 20 concurrent adds with exactly 9 participants', async () => {
    const parent = await signedInParent('limit-parent');
    const { eventId } = await createTestEvent();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_unused, index) =>
        apiClient(apiUrl).post(
          path,
          { EventId: eventId, FirstName: `Child${index}`, LastName: 'Many' },
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
