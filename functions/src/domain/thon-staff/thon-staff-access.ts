// Who sets a Thon's staff, and the pieces every staff change shares: the Thon in the caller's scope,
// the user named, and the audit entry of the change.
import { noSuchEvent, noSuchUser } from '@thon/shared/catalog/messages';
import type { AuditAction } from '@thon/shared/api/schemas/audit';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { UserRecord } from '../../data/repositories/users-repository';
import { scopedCaller } from '../access/caller-scope';
import {
  canManageThon,
  directCustomer,
  foundInScope,
  notFoundUnless,
  type ScopedCaller,
  type ThonInScope,
} from '../access/scope';
import { auditEntryOf } from '../audit/audit-entry';
import type { Caller } from '../caller';
import { auditActorOf } from '../franchises/franchise-audit';
import type { ThonStaffDeps } from './ports';

/**
 * A Thon's staff is the franchise's business: super admins, and a franchisee user on their
 * franchise's Thons. An organizer manages their Thon but does not choose its staff here.
 */
export function canStaffThon(caller: ScopedCaller, event: ThonInScope): boolean {
  if (caller.role === 'super-admin') return true;
  return caller.role === 'franchisee-user' && canManageThon(caller, event);
}

/**
 * The Thon, if the caller may set its staff (else 404 exactly like an unknown Thon), and the caller's
 * scope, read once for the checks that follow.
 */
export async function staffedThon(
  deps: ThonStaffDeps,
  caller: Caller,
  eventId: string,
): Promise<{ event: EventRecord; scoped: ScopedCaller }> {
  const [found, scoped] = await Promise.all([
    deps.staff.getEvent(eventId),
    scopedCaller(deps.callers, caller),
  ]);
  return { event: foundInScope(found, (event) => canStaffThon(scoped, event), noSuchEvent), scoped };
}

/** The user an id names, else 404. */
export async function namedUser(deps: ThonStaffDeps, userId: string): Promise<UserRecord> {
  const [user] = await deps.staff.getUsers([userId]);
  notFoundUnless(user !== undefined, noSuchUser);
  return user;
}

/** The audit entry of a staff change to a Thon, readable by its franchise's users. */
export async function staffAuditEntry(
  deps: ThonStaffDeps,
  caller: Caller,
  event: EventRecord,
  action: AuditAction,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  const actor = await auditActorOf(deps, caller);
  const franchiseId =
    event.franchiseId && event.franchiseId !== directCustomer ? event.franchiseId : undefined;
  return auditEntryOf(
    {
      actor,
      action,
      subject: { kind: 'thon', id: event.eventId },
      ...(franchiseId ? { franchiseId } : {}),
      before,
      after,
    },
    { id: deps.ids.newId(), nowMs: deps.clock.nowMs() },
  );
}
