// The last active super admin through the local gateway against the emulator: with every other
// active super admin of this file's own stack demoted through the API, two super admins demote
// themselves at the same moment and exactly one is refused (409 lastSuperAdminKept): the count
// moved in each change's transaction is conditioned on more than one remaining. A file of its own,
// because it demotes super admins other tests would sign in as.
import { describe, expect, it } from 'vitest';
import { lastSuperAdminKept } from '@thon/shared/catalog/messages';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { signedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

interface UserList {
  Users: { UserId: string; Role: string; Active: boolean }[];
  NextCursor?: string;
}

const search = (params: Record<string, string>, headers: Record<string, string>) =>
  api.get(`/api/users-admin/SearchUsers?${new URLSearchParams(params).toString()}`, headers);

describe('the last active super admin', () => {
  it('of two concurrent demotions of the last two, exactly one is refused', async () => {
    const first = await signedInTestUser('super-admin', 'last-a');
    const second = await signedInTestUser('super-admin', 'last-b');
    let cursor: string | undefined;
    const others: string[] = [];
    do {
      const page = await search({ PageSize: '100', ...(cursor ? { Cursor: cursor } : {}) }, first.headers);
      const body = page.body as UserList;
      for (const user of body.Users) {
        if (
          user.Role === 'super-admin' &&
          user.Active &&
          user.UserId !== first.userId &&
          user.UserId !== second.userId
        )
          others.push(user.UserId);
      }
      cursor = body.NextCursor;
    } while (cursor);
    for (const userId of others) {
      const demoted = await api.post(
        '/api/users-admin/SetUserRole',
        { UserId: userId, Role: 'parent' },
        first.headers,
      );
      expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);
    }
    // Each demotes themselves, so neither request is refused by the authorizer for the other's
    // change: only the count decides.
    const answers = await Promise.all(
      [first, second].map((self) =>
        api.post('/api/users-admin/SetUserRole', { UserId: self.userId, Role: 'parent' }, self.headers),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({ message: lastSuperAdminKept });
    const { thon } = await import('../../src/data/thon-service');
    const { data } = await thon().entities.superAdminCount.get({ counter: 'super-admins' }).go();
    expect(data?.activeCount).toBe(1);
  });
});
