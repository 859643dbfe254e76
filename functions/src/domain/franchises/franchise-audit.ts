// The audit entry of a change to a franchise: who made it and the franchise's fields as they were
// and became (audit/audit-entry.ts keeps only those that changed). It is written in the change's
// own transaction, and the franchise's users read it (the entry carries the franchise).
import type { AuditAction } from '@thon/shared/api/schemas/audit';
import type { AuditEntryRecord } from '../../data/repositories/audit-log-repository';
import type { FranchiseFields } from '../../data/repositories/franchises-repository';
import { altersNothing, auditEntryOf, type AuditActor, type AuditedChange } from '../audit/audit-entry';
import type { Caller } from '../caller';
import type { FranchisePorts } from './ports';

export type FranchiseAuditDeps = Pick<FranchisePorts, 'callers' | 'ids' | 'clock'>;

export async function auditActorOf(
  deps: Pick<FranchisePorts, 'callers'>,
  caller: Caller,
): Promise<AuditActor> {
  const user = await deps.callers.getUser(caller.userId);
  return {
    userId: caller.userId,
    name: user ? `${user.firstName} ${user.lastName}`.trim() : caller.userId,
    role: caller.role,
  };
}

const audited = (fields: FranchiseFields | undefined): Record<string, unknown> =>
  fields
    ? {
        name: fields.name,
        contactName: fields.contactName,
        contactEmail: fields.contactEmail,
        contactPhone: fields.contactPhone,
        defaultCommissionPercent: fields.defaultCommissionPercent,
        states: fields.states,
        zipPrefixes: fields.zipPrefixes,
        status: fields.status,
        organizersMayShop: fields.organizersMayShop !== false,
      }
    : {};

/** The entry of `before` (absent: created) becoming `after`; undefined when nothing changed. */
export function franchiseAuditEntry(
  deps: Pick<FranchisePorts, 'ids' | 'clock'>,
  actor: AuditActor,
  action: AuditAction,
  before: FranchiseFields | undefined,
  after: FranchiseFields,
): AuditEntryRecord | undefined {
  const change: AuditedChange = {
    actor,
    action,
    subject: { kind: 'franchise', id: after.franchiseId },
    franchiseId: after.franchiseId,
    before: audited(before),
    after: audited(after),
  };
  if (altersNothing(change)) return undefined;
  return auditEntryOf(change, { id: deps.ids.newId(), nowMs: deps.clock.nowMs() });
}
