// FindOrganizer: the console's lookup of an organizer by exact email (one GetItem on the email's
// claim, one on the user). Organizers belong to no franchise, so a franchisee user's SearchUsers
// never reaches one; this answers only whether the email is an ACTIVE ORGANIZER's, with their id
// and name. Any other role, an inactive account and an unknown email answer the same empty list,
// so the lookup cannot probe which emails belong to other roles.
import type { FindOrganizerQuery, FoundOrganizers } from '@thon/shared/api/schemas/organizer-lookup';
import { accountName } from '../users/account-name';
import type { UsersAdminPorts } from './ports';

export type FindOrganizerDeps = { users: Pick<UsersAdminPorts['users'], 'findUserIdByEmail' | 'getUser'> };

export async function findOrganizer(
  deps: FindOrganizerDeps,
  query: FindOrganizerQuery,
): Promise<FoundOrganizers> {
  const userId = await deps.users.findUserIdByEmail(query.Email);
  const user = userId === undefined ? undefined : await deps.users.getUser(userId);
  if (!user || user.role !== 'organizer' || user.active === false) return { Organizers: [] };
  return { Organizers: [{ UserId: user.userId, Name: accountName(user) }] };
}
