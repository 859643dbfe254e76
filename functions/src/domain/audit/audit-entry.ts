// An audit entry, built (pure) from a change: who made it, what, on which subject, and only the
// fields the change altered, as they were and as they became. The store writing the change adds
// the entry to its own transaction (data/repositories/audit-log-repository.ts auditEntryWrite),
// so the log never shows a change that did not happen nor misses one that did.
import type { AuditAction, AuditSubjectKind } from '@thon/shared/api/schemas/audit';
import type { Role } from '@thon/shared/auth/roles';
import type { AuditEntryRecord } from '../../data/repositories/audit-log-repository';

/** Kept two years, then DynamoDB's TTL removes it. */
export const auditRetentionYears = 2;

export interface AuditActor {
  userId: string;
  name: string;
  role: Role;
}

export interface AuditedChange {
  actor: AuditActor;
  action: AuditAction;
  subject: { kind: AuditSubjectKind; id: string };
  /** The franchise the subject belongs to, if any: its franchisee users read the entry. */
  franchiseId?: string;
  before: Readonly<Record<string, unknown>>;
  after: Readonly<Record<string, unknown>>;
}

/**
 * Field names never copied into the log, whatever the change: secrets and card or bank data. A
 * deny list by name, because the log's readers (franchisee users) are not the secret's owners.
 */
const neverLogged = /password|secret|token|card|cvc|cvv|iban|routing|accountnumber|taxid|ssn/i;

function jsonOf(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

/** Only the fields whose value changed (absent counts as null), secrets left out. */
export function changedFields(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (neverLogged.test(field)) continue;
    const was = before[field] ?? null;
    const is = after[field] ?? null;
    if (jsonOf(was) === jsonOf(is)) continue;
    changed.before[field] = was;
    changed.after[field] = is;
  }
  return changed;
}

/** yyyy-MM of an ISO timestamp (UTC): the month partition. */
function monthOf(at: string): string {
  return at.slice(0, 7);
}

/** Epoch seconds two calendar years after the entry. */
function expiryOf(nowMs: number): number {
  const expires = new Date(nowMs);
  expires.setUTCFullYear(expires.getUTCFullYear() + auditRetentionYears);
  return Math.floor(expires.getTime() / 1000);
}

/** True when the change altered nothing worth logging (a save that changed no field). */
export function altersNothing(change: AuditedChange): boolean {
  return Object.keys(changedFields(change.before, change.after).after).length === 0;
}

export function auditEntryOf(change: AuditedChange, stamp: { id: string; nowMs: number }): AuditEntryRecord {
  const at = new Date(stamp.nowMs).toISOString();
  const fields = changedFields(change.before, change.after);
  return {
    month: monthOf(at),
    at,
    entryId: stamp.id,
    actorUserId: change.actor.userId,
    actorName: change.actor.name,
    actorRole: change.actor.role,
    action: change.action,
    subjectKind: change.subject.kind,
    subjectId: change.subject.id,
    ...(change.franchiseId === undefined ? {} : { franchiseId: change.franchiseId }),
    before: JSON.stringify(fields.before),
    after: JSON.stringify(fields.after),
    expiresAt: expiryOf(stamp.nowMs),
  };
}
