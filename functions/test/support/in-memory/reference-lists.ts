// In-memory reference lists: the operator's setting and the lists saved from the console, read as
// the table's store reads them (withSavedLists), and a save conditioned on the version read.
import type { AuditEntryRecord } from '../../../src/data/repositories/audit-log-repository';
import type { SavedReferenceListRecord } from '../../../src/data/repositories/reference-lists-repository';
import { withSavedLists } from '../../../src/data/stores/catalog';
import type { CatalogSettings } from '../../../src/domain/catalog/ports';
import type { SavedReferenceLists } from '../../../src/domain/catalog/manage-reference-lists';

export class InMemoryReferenceLists implements SavedReferenceLists {
  setting: unknown = undefined;
  readonly saved = new Map<string, SavedReferenceListRecord>();
  readonly audit: AuditEntryRecord[] = [];
  /** Runs before a save's condition is checked: a test makes another save land first. */
  beforeWrite: (() => void) | undefined;

  readonly settings: CatalogSettings = {
    readReferenceLists: () => Promise.resolve(withSavedLists(this.setting, [...this.saved.values()])),
  };

  listSavedReferenceLists = () =>
    Promise.resolve([...this.saved.values()].map((item) => structuredClone(item)));

  writeReferenceList: SavedReferenceLists['writeReferenceList'] = (input) => {
    this.beforeWrite?.();
    const stored = this.saved.get(input.list);
    if ((stored?.version ?? 0) !== input.readVersion)
      return Promise.resolve({ written: false, refused: new Set(['list' as const]) });
    this.saved.set(input.list, {
      scope: 'reference-lists',
      list: input.list,
      entries: input.entries,
      version: input.readVersion + 1,
      updatedAt: input.at,
    });
    if (input.audit) this.audit.push(input.audit);
    return Promise.resolve({ written: true });
  };
}
