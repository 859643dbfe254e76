// Ready dependencies of the admin console's user use cases: the table, and SES with the web origin
// for the set-password and reset links (the password reset's own machinery).
import { passwordResetStore, sessionRevocation } from '../data/stores/users';
import { userAdminStore, usersAdminCallerReads } from '../data/stores/users-admin';
import type { UsersAdminPorts } from '../domain/users-admin/ports';
import { systemClock } from '../platform/clock';
import { sesMailer } from '../platform/email';
import { randomIds } from '../platform/ids';
import { environmentSite } from '../platform/site';

export const usersAdminDeps = {
  users: userAdminStore,
  callers: usersAdminCallerReads,
  sessions: sessionRevocation,
  links: { clock: systemClock, resets: passwordResetStore, mailer: sesMailer, site: environmentSite },
  ids: randomIds,
  clock: systemClock,
} satisfies UsersAdminPorts;
