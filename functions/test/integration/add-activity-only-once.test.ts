// POST /api/events/AddActivityOnlyOnce through the local gateway: once per session and type,
// even when the same call arrives ten times at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signedInHeaders } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestUser, signIn, type TestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const path = '/api/events/AddActivityOnlyOnce';
let user: TestUser;

beforeAll(async () => {
  user = await createTestUser({ label: 'activity', role: 'participant', withPassword: false });
});

describe('POST /api/events/AddActivityOnlyOnce', () => {
  it('records an activity exactly once under 10 concurrent calls', async () => {
    const token = await signIn(user);
    const api = apiClient(apiUrl);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.post(path, { Token: token, ActivityTypeId: 1 }, signedInHeaders(token)),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => (answer.body as { Added: boolean }).Added)).toHaveLength(1);
    // Another type, or another session, is recorded on its own.
    expect((await api.post(path, { Token: token, ActivityTypeId: 2 }, signedInHeaders(token))).body).toEqual({
      Added: true,
    });
    const other = await signIn(user);
    expect((await api.post(path, { Token: other, ActivityTypeId: 1 }, signedInHeaders(other))).body).toEqual({
      Added: true,
    });
  });

  it("refuses a body token that is not the caller's own session", async () => {
    const token = await signIn(user);
    const other = await signIn(user);
    const answer = await apiClient(apiUrl).post(
      path,
      { Token: other, ActivityTypeId: 1 },
      signedInHeaders(token),
    );
    expect(answer).toEqual({ status: 403, body: { message: 'That token is not your session.' } });
  });

  it('answers 400 for a bad activity type', async () => {
    const token = await signIn(user);
    for (const ActivityTypeId of [0, 1.5, '1', 100_000]) {
      const answer = await apiClient(apiUrl).post(
        path,
        { Token: token, ActivityTypeId },
        signedInHeaders(token),
      );
      expect(answer.status).toBe(400);
    }
  });
});
