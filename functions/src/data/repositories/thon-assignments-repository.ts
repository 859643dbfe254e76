// Franchisee team leaders' assignments to Thons, and handing a Thon to another organizer. Each
// change lands with its audit entry in one TransactWriteItems, or neither does.
import type { EntityItem } from 'electrodb';
import type { thonAssignmentEntity } from '../entities/thon-assignment';
import { thon } from '../thon-service';
import { auditEntryWrite, type AuditEntryRecord } from './audit-log-repository';
import type { EventRecord } from './events-repository';
import { writeNamed } from './write-transaction';

export type ThonAssignmentRecord = EntityItem<typeof thonAssignmentEntity>;

/** The Thons a team leader is assigned to: one Query of their own partition. */
export async function listAssignmentsOfUser(userId: string): Promise<ThonAssignmentRecord[]> {
  const { data } = await thon().entities.thonAssignment.query.byUser({ userId }).go({ pages: 'all' });
  return data;
}

/** The team leaders assigned to a Thon: one Query of gsi2 (a handful per Thon). */
export async function listAssignmentsOfThon(eventId: string): Promise<ThonAssignmentRecord[]> {
  const { data } = await thon().entities.thonAssignment.query.byThon({ eventId }).go({ pages: 'all' });
  return data;
}

/**
 * Writes the assignment if the leader does not hold it yet, with its audit entry. `exists` when
 * they already did (nothing written: assigning twice is one assignment and one entry).
 */
export async function addThonAssignment(
  assignment: ThonAssignmentRecord,
  audit: AuditEntryRecord,
): Promise<'added' | 'exists'> {
  const outcome = await writeNamed<'assignment' | 'audit'>((entities) => ({
    assignment: entities.thonAssignment.create(assignment).commit(),
    audit: auditEntryWrite(entities, audit),
  }));
  if (outcome.written) return 'added';
  if (outcome.refused.has('assignment')) return 'exists';
  throw new Error('assignment write cancelled by a concurrent transaction');
}

/** Removes the assignment if it is there, with its audit entry; false when there was none. */
export async function removeThonAssignment(
  userId: string,
  eventId: string,
  audit: AuditEntryRecord,
): Promise<boolean> {
  const outcome = await writeNamed<'assignment' | 'audit'>((entities) => ({
    assignment: entities.thonAssignment
      .delete({ userId, eventId })
      .where(({ userId: user }, { exists }) => exists(user))
      .commit(),
    audit: auditEntryWrite(entities, audit),
  }));
  if (outcome.written) return true;
  if (outcome.refused.has('assignment')) return false;
  throw new Error('assignment removal cancelled by a concurrent transaction');
}

/**
 * Hands the Thon to another organizer if its organizer is still the one read (`from`; undefined:
 * none), with the change's audit entry. Setting the organizer moves the gsi2 key (GetMyThons);
 * the unchanged start date is written again so the item gets gsi2's sort key too when it had no
 * organizer before (the index is sparse). False when the organizer changed in between.
 */
export async function setEventOrganizer(
  event: Pick<EventRecord, 'eventId' | 'startDate'>,
  from: string | undefined,
  to: string,
  audit: AuditEntryRecord,
): Promise<boolean> {
  const outcome = await writeNamed<'event' | 'audit'>((entities) => ({
    event: entities.event
      .patch({ eventId: event.eventId })
      .set({ organizerUserId: to, startDate: event.startDate })
      .where(({ organizerUserId }, { eq, notExists }) =>
        from === undefined ? notExists(organizerUserId) : eq(organizerUserId, from),
      )
      .commit(),
    audit: auditEntryWrite(entities, audit),
  }));
  if (outcome.written) return true;
  if (outcome.refused.has('event')) return false;
  throw new Error('organizer change cancelled by a concurrent transaction');
}
