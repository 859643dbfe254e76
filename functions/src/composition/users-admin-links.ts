// Ready dependencies of the admin console's invitation and reset link: the table, and SES with the
// web origin for the set-password link (the password reset's own machinery).
import { passwordResetStore } from '../data/stores/users';
import type { UsersAdminPorts } from '../domain/users-admin/ports';
import { systemClock } from '../platform/clock';
import { sesMailer } from '../platform/email';
import { environmentSite } from '../platform/site';
import { usersAdminDeps } from './users-admin';

export const usersAdminLinkDeps = {
  ...usersAdminDeps,
  links: { clock: systemClock, resets: passwordResetStore, mailer: sesMailer, site: environmentSite },
} satisfies UsersAdminPorts;
