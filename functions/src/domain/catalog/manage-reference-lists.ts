// The console's reference-list editor: each editable list as GetReferenceLists serves it (merged,
// retired entries marked) with the version a save is conditioned on, and a save of one whole list.
// A save keeps every code the list has (records may hold it: it can be retired, never removed),
// writes its audit entry in the same transaction, and invalidates the cached GetReferenceLists so
// the forms see it within the browsers' own cache time.
import type {
  EditedReferenceList,
  ReferenceListOverrides,
  UpdateReferenceListRequest,
} from '@thon/shared/api/schemas/reference-lists-admin';
import { referenceListChangedMeanwhile } from '@thon/shared/catalog/messages';
import {
  editableReferenceListNames,
  mergeSavedList,
  removedCodeIssues,
  type EditableReferenceListName,
} from '@thon/shared/catalog/reference-list-edits';
import { editableReferenceListDefaults } from '@thon/shared/catalog/editable-reference-list-defaults';
import { mergeLists } from '@thon/shared/catalog/merge-lists';
import { serverReferenceListsSchema } from '@thon/shared/catalog/reference-lists-schema';
import type { CodeNameEntry } from '@thon/shared/catalog/list-entry';
import type {
  SavedReferenceListRecord,
  writeReferenceList,
} from '../../data/repositories/reference-lists-repository';
import { altersNothing, auditEntryOf, type AuditedChange } from '../audit/audit-entry';
import type { Caller } from '../caller';
import { Conflict, RuleBroken } from '../errors';
import { auditActorOf } from '../franchises/franchise-audit';
import type { CallerScopeReads } from '../access/caller-scope';
import type { Cdn } from '../ports/cdn';
import type { Clock } from '../ports/clock';
import type { Ids } from '../ports/ids';
import type { ReferenceCodeDeps } from './reference-codes';

/** The lists saved from the console and their save; data/stores/catalog.ts implements it. */
export interface SavedReferenceLists {
  listSavedReferenceLists(): Promise<SavedReferenceListRecord[]>;
  writeReferenceList: typeof writeReferenceList;
}

export interface ReferenceListEditorDeps extends ReferenceCodeDeps {
  lists: SavedReferenceLists;
  callers: CallerScopeReads;
  ids: Ids;
  clock: Clock;
}

export interface ReferenceListSaveDeps extends ReferenceListEditorDeps {
  cdn: Cdn;
}

/** The cached route the forms read: a save invalidates CloudFront's copy. */
export const referenceListsPath = '/api/utilities/GetReferenceLists';

const defaultCodesOf = (list: EditableReferenceListName) =>
  editableReferenceListDefaults[list].map((entry) => entry.Code);

/**
 * The editable lists as GetReferenceLists serves them (reference-lists.ts, which also logs a bad
 * setting), merged here from their own defaults so these routes do not bundle the country list.
 */
async function editableLists({ settings }: ReferenceCodeDeps) {
  const configured = serverReferenceListsSchema.safeParse((await settings.readReferenceLists()) ?? {});
  return mergeLists(editableReferenceListDefaults, configured.success ? configured.data : {});
}

export async function listReferenceListOverrides(
  deps: ReferenceListEditorDeps,
): Promise<ReferenceListOverrides> {
  const [merged, saved] = await Promise.all([editableLists(deps), deps.lists.listSavedReferenceLists()]);
  return {
    Lists: editableReferenceListNames.map((list) => ({
      List: list,
      Version: saved.find((item) => item.list === list)?.version ?? 0,
      Entries: [...merged[list]],
      DefaultCodes: defaultCodesOf(list),
    })),
  };
}

function storedEntriesOf(
  entries: UpdateReferenceListRequest['Entries'],
): SavedReferenceListRecord['entries'] {
  return entries.map((entry) => ({
    code: entry.Code,
    name: entry.Name,
    ...(entry.Retired === true ? { retired: true } : {}),
  }));
}

function savedEntriesOf(entries: UpdateReferenceListRequest['Entries']): CodeNameEntry[] {
  return entries.map((entry) => ({
    Code: entry.Code,
    Name: entry.Name,
    ...(entry.Retired === true ? { Retired: true as const } : {}),
  }));
}

/**
 * Saves one list as the editor shows it, if nobody saved it since the editor read `Version`
 * (else 409: the editor reloads rather than overwrite another super admin's change).
 */
export async function updateReferenceList(
  deps: ReferenceListSaveDeps,
  caller: Caller,
  request: UpdateReferenceListRequest,
): Promise<EditedReferenceList> {
  const [merged, saved, actor] = await Promise.all([
    editableLists(deps),
    deps.lists.listSavedReferenceLists(),
    auditActorOf(deps, caller),
  ]);
  const version = saved.find((item) => item.list === request.List)?.version ?? 0;
  if (request.Version !== version) throw new Conflict(referenceListChangedMeanwhile);
  const current = merged[request.List];
  const removed = removedCodeIssues(current, request.Entries);
  if (removed[0]) throw new RuleBroken(removed[0].message, removed);

  const after = mergeSavedList(current, savedEntriesOf(request.Entries));
  const change: AuditedChange = {
    actor,
    action: 'reference-list-changed',
    subject: { kind: 'reference-list', id: request.List },
    before: { entries: current },
    after: { entries: after },
  };
  const answer = { List: request.List, Entries: after, DefaultCodes: defaultCodesOf(request.List) };
  // A save that changes nothing writes nothing, so the log shows only real changes.
  if (altersNothing(change)) return { ...answer, Version: version };

  const nowMs = deps.clock.nowMs();
  const outcome = await deps.lists.writeReferenceList({
    list: request.List,
    entries: storedEntriesOf(request.Entries),
    readVersion: version,
    at: new Date(nowMs).toISOString(),
    audit: auditEntryOf(change, { id: deps.ids.newId(), nowMs }),
  });
  if (!outcome.written) throw new Conflict(referenceListChangedMeanwhile);
  await deps.cdn.invalidateAfterWrite([referenceListsPath]);
  return { ...answer, Version: version + 1 };
}
