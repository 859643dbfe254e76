// The console's changes to users: invite, role and franchise, deactivate and reactivate, reset
// link. Each reads the user first and then asks the scope decision, so a user out of the caller's
// reach answers exactly as an unknown id. A change is written with its audit entry and the super
// admin count in one transaction, conditioned on the user as read: of two concurrent removals of
// the last two active super admins, one is refused.
import type {
  AdminUser,
  InviteUserRequest,
  ResetLinkSent,
  SendResetLinkRequest,
  SetUserActiveRequest,
  SetUserRoleRequest,
} from '@thon/shared/api/schemas/users-admin';
import {
  changedAtTheSameTime,
  emailAlreadyExists,
  inviteEmailInstruction,
  inviteEmailLater,
  inviteEmailRequest,
  inviteEmailSubject,
  lastSuperAdminKept,
  resetEmailGreeting,
} from '@thon/shared/catalog/messages';
import { passwordResetLinkValidity } from '@thon/shared/catalog/timing';
import { normalizeEmail } from '@thon/shared/sharing/recipients';
import { scopedCaller } from '../access/caller-scope';
import { canManageUser, foundInScope, notFoundUnless, type ScopedCaller } from '../access/scope';
import { storedRoleOf } from '../auth/auth-wire';
import { backOff } from '../back-off';
import type { Caller } from '../caller';
import { escapeHtml } from '../email-body';
import { Conflict, Forbidden } from '../errors';
import { auditActorOf } from '../franchises/franchise-audit';
import type { EmailMessage } from '../ports/mailer';
import { emailPasswordLink } from '../users/password-reset';
import type { UserRecord, UsersAdminPorts } from './ports';
import { userAuditEntry } from './user-audit';
import { adminUserView } from './user-view';

/** Role and standing changes need the table only; an invitation or reset link also mails. */
export type ManageUsersDeps = Omit<UsersAdminPorts, 'links'>;
export type UserLinkDeps = UsersAdminPorts;

const managed = (scoped: ScopedCaller) => (user: UserRecord) =>
  canManageUser(scoped, {
    userId: user.userId,
    role: user.role,
    ...(user.franchiseId === undefined ? {} : { franchiseId: user.franchiseId }),
  });

/**
 * Creates the account (the user item and its claims, as a sign-up does; Cognito gets the password
 * when the link is used) and emails a set-password link valid 1 hour. A franchisee user invites
 * only team leaders of their own franchise: another role is refused (403), another franchise
 * answers as unknown (404).
 */
export async function inviteUser(
  deps: UserLinkDeps,
  caller: Caller,
  request: InviteUserRequest,
): Promise<AdminUser> {
  const scoped = await scopedCaller(deps.callers, caller);
  const userId = deps.ids.newId();
  const role = storedRoleOf[request.Role];
  const franchise = request.FranchiseId === undefined ? {} : { franchiseId: request.FranchiseId };
  if (scoped.role !== 'super-admin' && role !== 'franchisee-team-leader') throw new Forbidden();
  notFoundUnless(canManageUser(scoped, { userId, role, ...franchise }));
  await franchiseMustExist(deps, request.FranchiseId);
  const user: UserRecord = {
    userId,
    // People sign in with their email as the username, as a social sign-up does.
    username: normalizeEmail(request.Email),
    email: request.Email.trim(),
    firstName: request.FirstName,
    lastName: request.LastName,
    role,
    ...franchise,
    active: true,
    createdAt: new Date(deps.clock.nowMs()).toISOString(),
  };
  const actor = await auditActorOf(deps, caller);
  const audit = userAuditEntry(deps, actor, undefined, user);
  // An invitation always has an entry: every audited field is new.
  if (!audit) throw new Error('An invitation must have its audit entry');
  const { createdAt: _createdAt, ...newUser } = user;
  const outcome = await deps.users.createUser(newUser, audit);
  if (!outcome.written) {
    // The username is the email too, so either claim taken means the email is in use.
    if (outcome.refused.has('email') || outcome.refused.has('username'))
      throw new Conflict(emailAlreadyExists);
    throw new Conflict(changedAtTheSameTime);
  }
  await emailPasswordLink(deps.links, user, inviteEmail);
  return adminUserView(user);
}

/** Role and franchise together (super admins only, by the route); never the last active super admin. */
export async function setUserRole(
  deps: ManageUsersDeps,
  caller: Caller,
  request: SetUserRoleRequest,
): Promise<AdminUser> {
  const role = storedRoleOf[request.Role];
  await franchiseMustExist(deps, request.FranchiseId);
  return changeStanding(deps, caller, request.UserId, (user) => {
    const { franchiseId: _old, ...rest } = user;
    return {
      ...rest,
      role,
      ...(request.FranchiseId === undefined ? {} : { franchiseId: request.FranchiseId }),
    };
  });
}

/** Deactivating ends the user's sessions at once; never the last active super admin. */
export function setUserActive(
  deps: ManageUsersDeps,
  caller: Caller,
  request: SetUserActiveRequest,
): Promise<AdminUser> {
  return changeStanding(deps, caller, request.UserId, (user) => ({ ...user, active: request.Active }));
}

/** The password reset's email and link (valid 1 hour), sent by an admin for the user. */
export async function sendResetLink(
  deps: UserLinkDeps,
  caller: Caller,
  request: SendResetLinkRequest,
): Promise<ResetLinkSent> {
  const scoped = await scopedCaller(deps.callers, caller);
  const user = foundInScope(await deps.users.getUser(request.UserId), managed(scoped));
  await emailPasswordLink(deps.links, user);
  return { Sent: true };
}

/** A franchise named for a user must exist: an unknown one answers 404, as any unknown id. */
async function franchiseMustExist(deps: ManageUsersDeps, franchiseId: string | undefined): Promise<void> {
  if (franchiseId !== undefined) notFoundUnless(await deps.users.franchiseExists(franchiseId));
}

const maxRounds = 10;

async function changeStanding(
  deps: ManageUsersDeps,
  caller: Caller,
  userId: string,
  change: (user: UserRecord) => UserRecord,
): Promise<AdminUser> {
  const scoped = await scopedCaller(deps.callers, caller);
  const actor = await auditActorOf(deps, caller);
  for (let round = 0; round < maxRounds; round += 1) {
    const before = foundInScope(await deps.users.getUser(userId), managed(scoped));
    const after = change(before);
    const audit = userAuditEntry(deps, actor, before, after);
    if (!audit) return adminUserView(before);
    const outcome = await deps.users.writeUserStanding({ before, after, audit });
    if (outcome.written) {
      // The authorizer already refuses a session whose user is inactive or holds another role;
      // ending them also stops the sessions from being listed or refreshed.
      if (after.role !== before.role || !after.active) await deps.sessions.deleteSessionsOfUser(userId);
      return adminUserView(after);
    }
    if (outcome.refused.has('superAdmins')) throw new Conflict(lastSuperAdminKept);
    // The user changed since it was read, or a concurrent transaction: decide again on a fresh read.
    await backOff(Math.min(round, 4));
  }
  throw new Conflict(changedAtTheSameTime);
}

/** The invitation's email (the set-password link); a vendor's staff are invited with it too. */
export function inviteEmail(user: UserRecord, link: string): EmailMessage {
  const greeting = resetEmailGreeting(user.firstName || user.username);
  const request = inviteEmailRequest(user.username);
  const instruction = inviteEmailInstruction(passwordResetLinkValidity);
  return {
    to: user.email,
    subject: inviteEmailSubject,
    text: [greeting, '', request, instruction, '', link, '', inviteEmailLater].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(request)} ${escapeHtml(instruction)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(inviteEmailLater)}</p>`,
    ].join('\n'),
  };
}
