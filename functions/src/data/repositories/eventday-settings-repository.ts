// A Thon's event-day settings live on its event item (lapCooldownSeconds). A change is written only
// while the Thon is in one of the given statuses, with its audit entry in the same transaction.
import type { AuditEntryRecord } from './audit-log-repository';
import { auditEntryWrite } from './audit-log-repository';
import type { EventRecord } from './events-repository';
import { writeNamed, type WriteOutcome } from './write-transaction';

export function writeLapCooldown(input: {
  eventId: string;
  cooldownSeconds: number;
  statuses: readonly EventRecord['status'][];
  audit: AuditEntryRecord;
}): Promise<WriteOutcome<'event' | 'audit'>> {
  return writeNamed((entities) => ({
    event: entities.event
      .patch({ eventId: input.eventId })
      .set({ lapCooldownSeconds: input.cooldownSeconds })
      .where(({ status }, { eq }) => input.statuses.map((allowed) => eq(status, allowed)).join(' OR '))
      .commit(),
    audit: auditEntryWrite(entities, input.audit),
  }));
}
