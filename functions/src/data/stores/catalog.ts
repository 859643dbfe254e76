// The catalogue's settings port (domain/catalog/ports.ts) on the settings item and the lists saved
// from the console; composition/catalog.ts checks the shape, since the data layer does not import
// the domain.
import {
  listSavedReferenceLists,
  writeReferenceList,
  type SavedReferenceListRecord,
} from '../repositories/reference-lists-repository';
import { readSetting, settingNames } from '../repositories/settings-repository';

function entriesOf(saved: SavedReferenceListRecord) {
  return saved.entries.map((entry) => ({
    Code: entry.code,
    Name: entry.name,
    ...(entry.retired === true ? { Retired: true as const } : {}),
  }));
}

/**
 * The configured lists as one object: the setting's lists, each followed by the console's saved
 * entries of the same list, so the domain's merge by Code lets a saved entry win. A setting that is
 * not an object is passed on as read: the domain refuses it (and logs it) as before.
 */
export function withSavedLists(setting: unknown, saved: readonly SavedReferenceListRecord[]): unknown {
  if (saved.length === 0) return setting;
  if (setting !== undefined && (typeof setting !== 'object' || setting === null || Array.isArray(setting)))
    return setting;
  const configured: Record<string, unknown> = { ...(setting as Record<string, unknown> | undefined) };
  for (const list of saved) {
    const before = configured[list.list];
    // A list the setting gives in another shape stays as it is, for the domain to refuse and log.
    if (before === undefined || Array.isArray(before))
      configured[list.list] = [...((before as unknown[] | undefined) ?? []), ...entriesOf(list)];
  }
  return configured;
}

async function readReferenceLists(): Promise<unknown> {
  const [setting, saved] = await Promise.all([
    readSetting(settingNames.referenceLists),
    listSavedReferenceLists(),
  ]);
  return withSavedLists(setting, saved);
}

export const catalogSettings = { readReferenceLists };

export const referenceListStore = { listSavedReferenceLists, writeReferenceList };
