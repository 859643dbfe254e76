// POST /api/participants/JoinEvent through the local gateway: once per user and event.
import { describe, expect, it } from 'vitest';
import { participantEventClosed } from '@thon/shared/api/schemas/participants';
import { alreadyParticipating, invalidEventCode } from '@thon/shared/catalog/messages';
import { apiClient, signedInHeaders } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent, randomEventCode } from './test-events';
import { createTestUser, signIn } from './test-users';

const { apiUrl } = useStackEnvironment();
const path = '/api/participants/JoinEvent';

describe('POST /api/participants/JoinEvent', () => {
  it('joins once; concurrent or repeated joins answer alreadyParticipating', async () => {
    const user = await createTestUser({ role: 'participant', label: 'joiner', withPassword: false });
    const headers = signedInHeaders(await signIn(user));
    const { eventId, eventCode } = await createTestEvent();
    const api = apiClient(apiUrl);
    const answers = await Promise.all(
      [0, 1, 2].map(() => api.post(path, { EventCode: eventCode.toLowerCase() }, headers)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({ message: alreadyParticipating });
    expect(answers.find((answer) => answer.status === 200)?.body).toMatchObject({
      EventId: eventId,
      UserId: user.userId,
    });
    const list = await api.get(`/api/participants/GetParticipantsByUserId/${user.userId}`, headers);
    expect(list.body).toHaveLength(1);
    const { getEvent } = await import('../../src/data/repositories/events-repository');
    expect((await getEvent(eventId))?.participantCount).toBe(1);
  });

  it('refuses unknown codes, closed events and other roles', async () => {
    const user = await createTestUser({ role: 'participant', label: 'joiner2', withPassword: false });
    const headers = signedInHeaders(await signIn(user));
    const api = apiClient(apiUrl);
    expect(await api.post(path, { EventCode: randomEventCode() }, headers)).toEqual({
      status: 404,
      body: { message: invalidEventCode },
    });
    expect((await api.post(path, { EventCode: 'a!' }, headers)).status).toBe(400);
    const closed = await createTestEvent({ status: 'processed' });
    expect(await api.post(path, { EventCode: closed.eventCode }, headers)).toEqual({
      status: 409,
      body: { message: participantEventClosed },
    });
    const parent = await createTestUser({ role: 'parent', label: 'joiner-parent', withPassword: false });
    const answer = await api.post(
      path,
      { EventCode: closed.eventCode },
      signedInHeaders(await signIn(parent)),
    );
    expect(answer.status).toBe(403);
  });
});
