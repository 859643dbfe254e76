// SetThonTest: mark a Thon as a test Thon (a rehearsal: test-mode payments, invitations only to its
// outbox, on no public list or report) or not. Money settings: a super admin, or a franchisee user
// on their franchise's Thons (scope.ts canSetMoney); any other answers 404 like an unknown Thon.
// Only while the Thon is a draft: the write is conditioned on it, so a Thon that went live meanwhile
// keeps its mark and real money never moves to test mode or back. Audited in the same transaction.
import type { z } from 'zod';
import type { setThonTestRequestSchema, thonTestMarkSchema } from '@thon/shared/api/schemas/thon-test';
import { noSuchEvent, thonTestMarkLocked } from '@thon/shared/catalog/messages';
import type { AuditEntryRecord } from '../../data/repositories/audit-log-repository';
import type { EventRecord } from '../../data/repositories/events-repository';
import { scopedCaller, type CallerScopeReads } from '../access/caller-scope';
import { canSetMoney, directCustomer, foundInScope } from '../access/scope';
import { auditEntryOf } from '../audit/audit-entry';
import type { Caller } from '../caller';
import { Conflict } from '../errors';
import type { Clock } from '../ports/clock';
import type { Ids } from '../ports/ids';

/** The Thon and the caller read (scope, the audit's actor name), the conditional write, a stamp. */
export interface ThonTestMarkDeps {
  callers: CallerScopeReads;
  thons: {
    getEvent(eventId: string): Promise<EventRecord | undefined>;
    setThonTestMark(eventId: string, isTest: boolean, audit: AuditEntryRecord): Promise<'set' | 'not-draft'>;
  };
  clock: Pick<Clock, 'nowMs'>;
  ids: Ids;
}

type Request = z.infer<typeof setThonTestRequestSchema>;
type ThonTestMark = z.infer<typeof thonTestMarkSchema>;

export async function setThonTest(
  deps: ThonTestMarkDeps,
  caller: Caller,
  request: Request,
): Promise<ThonTestMark> {
  const [found, scoped] = await Promise.all([
    deps.thons.getEvent(request.EventId),
    scopedCaller(deps.callers, caller),
  ]);
  const event = foundInScope(found, (item) => canSetMoney(scoped, item), noSuchEvent);
  const was = event.isTest === true;
  if (event.status !== 'draft') throw new Conflict(thonTestMarkLocked);
  if (was === request.IsTest) return { EventId: event.eventId, IsTest: was };
  const user = await deps.callers.getUser(caller.userId);
  const audit = auditEntryOf(
    {
      actor: {
        userId: caller.userId,
        name: user ? `${user.firstName} ${user.lastName}`.trim() : caller.userId,
        role: caller.role,
      },
      action: 'thon-test-mark-changed',
      subject: { kind: 'thon', id: event.eventId },
      ...(event.franchiseId && event.franchiseId !== directCustomer
        ? { franchiseId: event.franchiseId }
        : {}),
      before: { isTest: was },
      after: { isTest: request.IsTest },
    },
    { id: deps.ids.newId(), nowMs: deps.clock.nowMs() },
  );
  const outcome = await deps.thons.setThonTestMark(event.eventId, request.IsTest, audit);
  // Went live (or away) since the read: the mark stays as it was.
  if (outcome === 'not-draft') throw new Conflict(thonTestMarkLocked);
  return { EventId: event.eventId, IsTest: request.IsTest };
}
