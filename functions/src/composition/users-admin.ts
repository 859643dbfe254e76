// Ready dependencies of the admin console's user use cases that need the table only: search, role
// and franchise, deactivation (no mail client in their bundles; the links are users-admin-links.ts).
import { sessionRevocation } from '../data/stores/users';
import { userAdminStore, usersAdminCallerReads } from '../data/stores/users-admin';
import type { UsersAdminPorts } from '../domain/users-admin/ports';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';

export const usersAdminDeps = {
  users: userAdminStore,
  callers: usersAdminCallerReads,
  sessions: sessionRevocation,
  ids: randomIds,
  clock: systemClock,
} satisfies Omit<UsersAdminPorts, 'links'>;
