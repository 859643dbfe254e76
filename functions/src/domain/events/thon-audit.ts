// The audit entry of a new Thon: who created it and what it was created as. It is written in the
// creation's own transaction and carries the Thon's franchise, so that franchise's users read it (a
// direct customer's Thon is in the super admins' month only).
import type { AuditEntryRecord } from '../../data/repositories/audit-log-repository';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { CallerScopeReads } from '../access/caller-scope';
import { directCustomer } from '../access/scope';
import { auditEntryOf, type AuditActor } from '../audit/audit-entry';
import type { Caller } from '../caller';
import type { Clock } from '../ports/clock';
import type { Ids } from '../ports/ids';

export async function thonAuditActor(
  reads: Pick<CallerScopeReads, 'getUser'>,
  caller: Caller,
): Promise<AuditActor> {
  const user = await reads.getUser(caller.userId);
  return {
    userId: caller.userId,
    name: user ? `${user.firstName} ${user.lastName}`.trim() : caller.userId,
    role: caller.role,
  };
}

type NewThon = Pick<
  EventRecord,
  | 'eventId'
  | 'eventCode'
  | 'name'
  | 'organizationId'
  | 'franchiseId'
  | 'status'
  | 'startDate'
  | 'endDate'
  | 'isTest'
>;

export function thonCreatedAuditEntry(
  deps: { ids: Ids; clock: Clock },
  actor: AuditActor,
  event: NewThon,
): AuditEntryRecord {
  const franchiseId = event.franchiseId === directCustomer ? undefined : event.franchiseId;
  return auditEntryOf(
    {
      actor,
      action: 'thon-created',
      subject: { kind: 'thon', id: event.eventId },
      ...(franchiseId ? { franchiseId } : {}),
      before: {},
      after: {
        name: event.name,
        eventCode: event.eventCode,
        organizationId: event.organizationId,
        status: event.status,
        startDate: event.startDate,
        endDate: event.endDate,
        isTest: event.isTest,
      },
    },
    { id: deps.ids.newId(), nowMs: deps.clock.nowMs() },
  );
}
