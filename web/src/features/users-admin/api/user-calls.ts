// The admin console's user calls: search a page at a time (the API's cursor), invite, role and
// franchise, deactivate and reactivate, reset link. Typed from the shared route table.
import { usersAdminRoutes } from '@thon/shared/api/routes/users-admin';
import type {
  AdminUser,
  AdminUserList,
  InviteUserRequest,
  SetUserRoleRequest,
} from '@thon/shared/api/schemas/users-admin';
import { defaultItemsPerPage } from '@thon/shared/catalog/limits';
import { callApi } from '../../../lib/api-client';

export type { AdminUser, AdminUserList, InviteUserRequest, SetUserRoleRequest };

/** What a search matches: a name prefix ("last first"), an exact username or an exact email. */
export const searchKinds = ['Name', 'Username', 'Email'] as const;
export type SearchKind = (typeof searchKinds)[number];

export interface UserSearch {
  kind: SearchKind;
  /** Blank: everyone in reach, by name. */
  term: string;
  franchiseId?: string | undefined;
}

export const usersPageSize = defaultItemsPerPage;

export function searchUsers(
  search: UserSearch,
  cursor?: string,
  signal?: AbortSignal,
): Promise<AdminUserList> {
  const term = search.term.trim();
  const query = {
    PageSize: usersPageSize,
    ...(term ? { [search.kind]: term } : {}),
    ...(search.franchiseId ? { FranchiseId: search.franchiseId } : {}),
    ...(cursor ? { Cursor: cursor } : {}),
  };
  return callApi(usersAdminRoutes.searchUsers, { query }, { signal });
}

export function inviteUser(invite: InviteUserRequest): Promise<AdminUser> {
  return callApi(usersAdminRoutes.inviteUser, { body: invite });
}

export function setUserRole(change: SetUserRoleRequest): Promise<AdminUser> {
  return callApi(usersAdminRoutes.setUserRole, { body: change });
}

export function setUserActive(userId: string, active: boolean): Promise<AdminUser> {
  return callApi(usersAdminRoutes.setUserActive, { body: { UserId: userId, Active: active } });
}

export function sendResetLink(userId: string): Promise<unknown> {
  return callApi(usersAdminRoutes.sendResetLink, { body: { UserId: userId } });
}
