// The reference lists saved from the console: every saved list in one Query (the lists are few and
// small), and a save conditioned on the version read, written with its audit entry: both or neither.
import type { EntityItem } from 'electrodb';
import type { referenceListEntity } from '../entities/reference-list';
import { thon } from '../thon-service';
import { auditEntryWrite, type AuditEntryRecord } from './audit-log-repository';
import { writeNamed, type WriteOutcome } from './write-transaction';

export type SavedReferenceListRecord = EntityItem<typeof referenceListEntity>;

/** The one partition of every saved list. */
const scope = 'reference-lists';

export async function listSavedReferenceLists(): Promise<SavedReferenceListRecord[]> {
  const { data } = await thon().entities.referenceList.query.byList({ scope }).go({ pages: 'all' });
  return data;
}

/**
 * Saves the whole list: created when `readVersion` is 0 (only if nobody saved it meanwhile), else
 * only if still at `readVersion`. The audit entry is an item of the same transaction.
 */
export function writeReferenceList(input: {
  list: string;
  entries: SavedReferenceListRecord['entries'];
  readVersion: number;
  at: string;
  audit?: AuditEntryRecord;
}): Promise<WriteOutcome<'list' | 'audit'>> {
  const { list, entries, readVersion, at, audit } = input;
  return writeNamed<'list' | 'audit'>((entities) => {
    const entity = entities.referenceList;
    const write =
      readVersion === 0
        ? entity.create({ scope, list, entries, version: 1, updatedAt: at }).commit()
        : entity
            .patch({ scope, list })
            .set({ entries, version: readVersion + 1, updatedAt: at })
            .where(({ version }, { eq }) => eq(version, readVersion))
            .commit();
    return { list: write, ...(audit ? { audit: auditEntryWrite(entities, audit) } : {}) };
  });
}
