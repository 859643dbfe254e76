// The admin console's user store (domain/users-admin/ports.ts) over the repositories; the data
// layer does not import the domain, so composition/users-admin.ts checks the shape.
import type { AuditEntryRecord } from '../repositories/audit-log-repository';
import { getFranchise } from '../repositories/franchises-repository';
import {
  listUsersOfFranchise,
  searchUsersByName,
  writeUserStanding,
} from '../repositories/users-admin-repository';
import {
  createUser,
  findUserIdByEmail,
  findUserIdByUsername,
  getUser,
  type NewUser,
} from '../repositories/users-repository';

export const userAdminStore = {
  getUser,
  findUserIdByUsername,
  findUserIdByEmail,
  franchiseExists: async (franchiseId: string) => (await getFranchise(franchiseId)) !== undefined,
  searchUsersByName,
  listUsersOfFranchise,
  createUser: (user: NewUser, audit: AuditEntryRecord) => createUser(user, undefined, audit),
  writeUserStanding,
};

export const usersAdminCallerReads = { getUser };
