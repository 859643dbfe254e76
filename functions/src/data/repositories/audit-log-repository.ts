// The audit log's items. An entry is never written alone: `auditEntryWrite` gives it as one item
// of the change's own TransactWriteItems. Reads are one Query each (a month's partition, or a
// franchise's gsi1 partition), newest first, paged by ElectroDB's cursor.
import type { EntityItem } from 'electrodb';
import type { auditEntryEntity } from '../entities/audit-entry';
import { thon } from '../thon-service';
import type { TransactionEntities } from './write-transaction';

export type AuditEntryRecord = EntityItem<typeof auditEntryEntity>;

/** The entry as an item of a write transaction (created only if absent: ids are never reused). */
export function auditEntryWrite(entities: TransactionEntities, entry: AuditEntryRecord) {
  return entities.auditEntry.create(entry).commit();
}

/** A page of entries, or `bad-cursor` when the cursor is not one this Query handed out. */
export type AuditPage = { entries: AuditEntryRecord[]; nextCursor?: string } | 'bad-cursor';

/**
 * A cursor is ElectroDB's (base64url JSON of DynamoDB's LastEvaluatedKey). One made up, or taken
 * from another partition, would make DynamoDB fail the Query (a 500) or start in another
 * franchise's entries: it must hold string keys only and name this Query's partition.
 */
export function cursorFits(cursor: string, partitionField: string, partitionKey: unknown): boolean {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof key !== 'object' || key === null || Array.isArray(key)) return false;
    const values = Object.values(key);
    return (
      values.every((value) => typeof value === 'string') &&
      (key as Record<string, unknown>)[partitionField] === partitionKey
    );
  } catch {
    return false;
  }
}

interface PageRequest {
  limit: number;
  cursor?: string;
}

/** A month's entries (the super admin's log), newest first. */
export async function listAuditEntriesOfMonth(month: string, page: PageRequest): Promise<AuditPage> {
  const query = thon().entities.auditEntry.query.byMonth({ month });
  if (
    page.cursor !== undefined &&
    !cursorFits(page.cursor, 'pk', query.params().ExpressionAttributeValues[':pk'])
  ) {
    return 'bad-cursor';
  }
  const { data, cursor } = await query.go({ order: 'desc', limit: page.limit, cursor: page.cursor ?? null });
  return { entries: data, ...(cursor ? { nextCursor: cursor } : {}) };
}

/** A franchise's entries, newest first; with `month`, that month's only (a key range). */
export async function listAuditEntriesOfFranchise(
  franchiseId: string,
  month: string | undefined,
  page: PageRequest,
): Promise<AuditPage> {
  const index = thon().entities.auditEntry.query.byFranchise({ franchiseId });
  const query = month === undefined ? index : index.begins({ at: month });
  if (
    page.cursor !== undefined &&
    !cursorFits(page.cursor, 'gsi1pk', query.params().ExpressionAttributeValues[':pk'])
  ) {
    return 'bad-cursor';
  }
  const { data, cursor } = await query.go({ order: 'desc', limit: page.limit, cursor: page.cursor ?? null });
  return { entries: data, ...(cursor ? { nextCursor: cursor } : {}) };
}
