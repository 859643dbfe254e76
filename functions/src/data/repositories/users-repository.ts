// Users (profile and role). Usernames and emails are unique, case-insensitively, through claim
// items written in the same transaction as the user; a social account is linked the same way.
import type { EntityItem } from 'electrodb';
import type { userEntity } from '../entities/user';
import type { StoredLoginProvider, StoredRole } from '../stored-values/auth';
import { thon } from '../thon-service';
import { batchGetAll } from './batch-get';
import { deleteSessionsOfUser } from './sessions-repository';
import { auditEntryWrite, type AuditEntryRecord } from './audit-log-repository';
import {
  unlessConditionFails,
  writeNamed,
  type TransactionEntities,
  type WriteOutcome,
} from './write-transaction';

export type UserRecord = EntityItem<typeof userEntity>;
export type NewUser = Omit<UserRecord, 'createdAt'>;
export interface ProviderAccount {
  loginProvider: StoredLoginProvider;
  providerKey: string;
}

/** Emails are compared and claimed trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type CreateUserWrite = 'user' | 'username' | 'email' | 'providerLink' | 'superAdmins' | 'audit';

/**
 * Writes the user, its username claim, its email claim (when it has an email) and, for a social
 * sign-up, the provider link, in one transaction: a taken username, email or provider account
 * writes nothing and is named in the outcome. An active super admin is counted in the same
 * transaction (super-admin-count.ts); an admin's invitation adds its audit entry.
 */
export function createUser(
  user: NewUser,
  providerAccount?: ProviderAccount,
  audit?: AuditEntryRecord,
): Promise<WriteOutcome<CreateUserWrite>> {
  const createdAt = new Date().toISOString();
  const email = normalizeEmail(user.email);
  return writeNamed<CreateUserWrite>((entities) => {
    const { user: users, usernameClaim, emailClaim, providerLink } = entities;
    return {
      user: users.create({ ...user, createdAt }).commit(),
      username: usernameClaim.create({ username: user.username.toLowerCase(), userId: user.userId }).commit(),
      ...(email ? { email: emailClaim.create({ email, userId: user.userId }).commit() } : {}),
      ...(providerAccount
        ? {
            providerLink: providerLink
              .create({ ...providerAccount, userId: user.userId, createdAt })
              .commit(),
          }
        : {}),
      ...(isActiveSuperAdmin(user) ? { superAdmins: superAdminCountChange(entities, 1) } : {}),
      ...(audit ? { audit: auditEntryWrite(entities, audit) } : {}),
    };
  });
}

/** Whether a user counts towards the active super admins (super-admin-count.ts). */
export function isActiveSuperAdmin(user: Pick<UserRecord, 'role' | 'active'>): boolean {
  return user.role === 'super-admin' && user.active !== false;
}

/**
 * The count's change as a transaction item: +1 creates or raises it; -1 only while more than one
 * remain, so the removal of the last active super admin cancels its whole transaction.
 */
export function superAdminCountChange(entities: TransactionEntities, delta: 1 | -1) {
  const change = entities.superAdminCount.update({ counter: superAdminCounter }).add({ activeCount: delta });
  return delta > 0 ? change.commit() : change.where(({ activeCount }, { gt }) => gt(activeCount, 1)).commit();
}

const superAdminCounter = 'super-admins';

export async function getUser(userId: string): Promise<UserRecord | undefined> {
  const { data } = await thon().entities.user.get({ userId }).go();
  return data ?? undefined;
}

/** Several users by id (one BatchGetItem per 100 ids); unknown ids are left out. */
export async function getUsers(userIds: readonly string[]): Promise<UserRecord[]> {
  const distinct = [...new Set(userIds)];
  if (distinct.length === 0) return [];
  return batchGetAll(
    distinct.map((userId) => ({ userId })),
    (keys) => thon().entities.user.get(keys).go(),
  );
}

/** How a user is named to others: first and last name, else the username. Never the email. */
export function displayName(user: Pick<UserRecord, 'firstName' | 'lastName' | 'username'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}

/** One GetItem on the username's claim item (usernames are case-insensitive). */
export async function findUserIdByUsername(username: string): Promise<string | undefined> {
  const { data } = await thon().entities.usernameClaim.get({ username: username.toLowerCase() }).go();
  return data?.userId;
}

/** One GetItem on the email's claim item (emails are case-insensitive). */
export async function findUserIdByEmail(email: string): Promise<string | undefined> {
  const { data } = await thon()
    .entities.emailClaim.get({ email: normalizeEmail(email) })
    .go();
  return data?.userId;
}

/** One GetItem on the provider link of a social account. */
export async function findUserIdByProviderAccount(account: ProviderAccount): Promise<string | undefined> {
  const { data } = await thon().entities.providerLink.get(account).go();
  return data?.userId;
}

/**
 * Creates the user record a participant signs in as with an access code. The id is derived from
 * the participant, so two first sign-ins at the same moment create one user, not two.
 */
export async function ensureParticipantUser(user: Omit<UserRecord, 'createdAt'>): Promise<void> {
  await unlessConditionFails(
    thon()
      .entities.user.put({ ...user, createdAt: new Date().toISOString() })
      .where(({ userId }, { notExists }) => notExists(userId))
      .go(),
  );
}

/** Sets a teacher's class-page opt-in (patch: only on an existing user). */
export async function setTeacherPageOptedIn(userId: string, optedIn: boolean): Promise<void> {
  await thon().entities.user.patch({ userId }).set({ teacherPageOptedIn: optedIn }).go();
}

/**
 * Changes a user's role and/or active flag and ends every session they hold, so the change takes
 * effect at once. The user is written first: the authorizer compares each session with the user
 * (active, same role), so even a session the (eventually consistent) by-user query misses, or a
 * failed delete, is refused from the moment the patch lands. Answers false for an unknown user.
 */
export async function changeUserStanding(
  userId: string,
  change: { role?: StoredRole; active?: boolean },
): Promise<boolean> {
  const updated = await unlessConditionFails(thon().entities.user.patch({ userId }).set(change).go());
  if (!updated) return false;
  await deleteSessionsOfUser(userId);
  return true;
}
