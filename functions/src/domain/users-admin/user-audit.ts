// The audit entry of a change to a user: who made it, and the user's role, franchise and active
// flag as they were and became (audit/audit-entry.ts keeps only those that changed). It carries
// the user's franchise (the new one, else the old), so that franchise's users read it.
import type { AuditAction } from '@thon/shared/api/schemas/audit';
import type { AuditEntryRecord } from '../../data/repositories/audit-log-repository';
import { altersNothing, auditEntryOf, type AuditActor, type AuditedChange } from '../audit/audit-entry';
import type { UserRecord, UsersAdminPorts } from './ports';

const audited = (user: UserRecord | undefined): Record<string, unknown> =>
  user
    ? {
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        role: user.role,
        franchiseId: user.franchiseId,
        active: user.active,
      }
    : {};

/** The action a change of `before` into `after` is logged as. */
export function userAuditAction(before: UserRecord | undefined, after: UserRecord): AuditAction {
  if (!before) return 'user-invited';
  if (before.active && !after.active) return 'user-deactivated';
  if (!before.active && after.active) return 'user-reactivated';
  return 'user-changed';
}

/** The entry of `before` (absent: invited) becoming `after`; undefined when nothing changed. */
export function userAuditEntry(
  deps: Pick<UsersAdminPorts, 'ids' | 'clock'>,
  actor: AuditActor,
  before: UserRecord | undefined,
  after: UserRecord,
): AuditEntryRecord | undefined {
  const franchiseId = after.franchiseId ?? before?.franchiseId;
  const change: AuditedChange = {
    actor,
    action: userAuditAction(before, after),
    subject: { kind: 'user', id: after.userId },
    ...(franchiseId === undefined ? {} : { franchiseId }),
    before: audited(before),
    after: audited(after),
  };
  if (altersNothing(change)) return undefined;
  return auditEntryOf(change, { id: deps.ids.newId(), nowMs: deps.clock.nowMs() });
}
