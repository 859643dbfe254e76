// POST /api/participants/SetTeacherPageOptIn through the local gateway: a teacher's opt-in is kept
// on their user record and shown by GetSession; other roles are refused.
import { describe, expect, it } from 'vitest';
import type { Role } from '@thon/shared/auth/roles';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { signedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);
const path = '/api/participants/SetTeacherPageOptIn';

const signedIn = async (role: Role) => (await signedInTestUser(role, `opt-in-${role}`)).headers;

describe('POST /api/participants/SetTeacherPageOptIn', () => {
  it('a teacher opts in and out; GetSession shows the flag', async () => {
    const headers = await signedIn('teacher');
    const flag = async () =>
      ((await api.get('/api/Users/GetSession', headers)).body as { IsTeacherPageOptedIn: boolean })
        .IsTeacherPageOptedIn;
    expect(await flag()).toBe(false);
    expect(await api.post(path, { OptedIn: true }, headers)).toEqual({
      status: 200,
      body: { IsTeacherPageOptedIn: true },
    });
    expect(await flag()).toBe(true);
    expect((await api.post(path, { OptedIn: false }, headers)).status).toBe(200);
    expect(await flag()).toBe(false);
  });

  it('refuses a body without a boolean OptedIn, and a parent', async () => {
    const teacher = await signedIn('teacher');
    expect((await api.post(path, { OptedIn: 'yes' }, teacher)).status).toBe(400);
    expect((await api.post(path, {}, teacher)).status).toBe(400);
    expect((await api.post(path, { OptedIn: true }, await signedIn('parent'))).status).toBe(403);
  });
});
