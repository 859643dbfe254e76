// Marks a Thon as a test Thon or not, only while it is a draft (a live or completed Thon's money
// has a mode already), with the change's audit entry in the same transaction.
import { auditEntryWrite, type AuditEntryRecord } from './audit-log-repository';
import { writeNamed } from './write-transaction';

/** 'set'; 'not-draft' when its status moved on (or it is gone); the caller decides again. */
export async function setThonTestMark(
  eventId: string,
  isTest: boolean,
  audit: AuditEntryRecord,
): Promise<'set' | 'not-draft'> {
  const outcome = await writeNamed<'event' | 'audit'>((entities) => ({
    event: entities.event
      .patch({ eventId })
      .set({ isTest })
      .where(({ status }, { eq }) => eq(status, 'draft'))
      .commit(),
    audit: auditEntryWrite(entities, audit),
  }));
  return outcome.written ? 'set' : 'not-draft';
}
