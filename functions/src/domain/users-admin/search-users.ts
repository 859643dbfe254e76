// The console's user search: an exact username or email (one GetItem on its claim), else a page of
// names (a prefix of "last first", gsi2) or of one franchise's users (gsi1). A franchisee user
// searches their own franchise only: a user of another franchise is left out exactly as if unknown.
import type { AdminUserList, SearchUsersQuery } from '@thon/shared/api/schemas/users-admin';
import { pageCursorNotValid } from '@thon/shared/catalog/messages';
import { normalizedName } from '../../data/stored-values/user-name-key';
import { scopedCaller } from '../access/caller-scope';
import { canReadUser, notFoundUnless, type ScopedCaller } from '../access/scope';
import type { Caller } from '../caller';
import { RuleBroken } from '../errors';
import type { UserPage, UserRecord, UsersAdminPorts } from './ports';
import { adminUserView } from './user-view';

export type SearchUsersDeps = Pick<UsersAdminPorts, 'users' | 'callers'>;

const inScope = (scoped: ScopedCaller) => (user: UserRecord) =>
  canReadUser(scoped, { userId: user.userId, role: user.role, ...optionalFranchise(user) });

const optionalFranchise = (user: UserRecord) =>
  user.franchiseId === undefined ? {} : { franchiseId: user.franchiseId };

export async function searchUsers(
  deps: SearchUsersDeps,
  caller: Caller,
  query: SearchUsersQuery,
): Promise<AdminUserList> {
  const scoped = await scopedCaller(deps.callers, caller);
  const visible = inScope(scoped);

  const exact = query.Username ?? query.Email;
  if (exact !== undefined) {
    const userId =
      query.Username !== undefined
        ? await deps.users.findUserIdByUsername(exact)
        : await deps.users.findUserIdByEmail(exact);
    const user = userId === undefined ? undefined : await deps.users.getUser(userId);
    return { Users: user && visible(user) ? [adminUserView(user)] : [] };
  }

  const page = { limit: query.PageSize, ...(query.Cursor !== undefined ? { cursor: query.Cursor } : {}) };
  const prefix = normalizedName(query.Name ?? '');
  const franchiseId = scoped.role === 'super-admin' ? query.FranchiseId : scoped.franchiseId;
  // A franchisee user naming another franchise learns nothing about it: 404, as an unknown id.
  if (scoped.role !== 'super-admin') {
    notFoundUnless(franchiseId !== undefined && (query.FranchiseId ?? franchiseId) === franchiseId);
  }
  let found: UserPage;
  if (franchiseId !== undefined) {
    found = await deps.users.listUsersOfFranchise(franchiseId, page);
  } else {
    found = await deps.users.searchUsersByName(prefix, page);
  }
  if (found === 'bad-cursor') {
    throw new RuleBroken(pageCursorNotValid, [{ path: 'Cursor', message: pageCursorNotValid }]);
  }
  // A franchise's index is ordered by name but not normalized: the prefix is checked per item (a
  // page may then hold fewer than asked, and NextCursor still leads on).
  const users = found.users.filter((user) => visible(user) && (user.nameKey ?? '').startsWith(prefix));
  return {
    Users: users.map(adminUserView),
    ...(found.nextCursor !== undefined ? { NextCursor: found.nextCursor } : {}),
  };
}
