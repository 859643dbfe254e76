// The console's reference-list routes as the fake API answers them: every editable list merged
// over the catalogue by the shared rules, each save conditioned on its version (a stale one is
// 409) and refused, as the API refuses it, when it leaves out a code. A test may make another
// super admin's save land first (`saveElsewhere`).
import { http, HttpResponse } from 'msw';
import { utilityRoutes } from '@thon/shared/api/routes/utilities';
import type {
  EditedReferenceList,
  UpdateReferenceListRequest,
} from '@thon/shared/api/schemas/reference-lists-admin';
import type { CodeNameEntry } from '@thon/shared/catalog/list-entry';
import { referenceListChangedMeanwhile } from '@thon/shared/catalog/messages';
import {
  editableReferenceListNames,
  mergeSavedList,
  removedCodeIssues,
  type EditableReferenceListName,
} from '@thon/shared/catalog/reference-list-edits';
import { defaultReferenceLists, mergeReferenceLists } from '@thon/shared/catalog/reference-lists';
import { mswPath } from './handlers';

export function referenceListEditorApi() {
  const saved = new Map<EditableReferenceListName, { version: number; entries: CodeNameEntry[] }>();
  const sent: UpdateReferenceListRequest[] = [];
  const listOf = (List: EditableReferenceListName): EditedReferenceList => ({
    List,
    Version: saved.get(List)?.version ?? 0,
    Entries: mergeSavedList(defaultReferenceLists[List], saved.get(List)?.entries ?? []),
    DefaultCodes: defaultReferenceLists[List].map((entry) => entry.Code),
  });
  const store = (List: EditableReferenceListName, entries: CodeNameEntry[]) =>
    saved.set(List, { version: (saved.get(List)?.version ?? 0) + 1, entries });

  const handlers = [
    http.get(mswPath(utilityRoutes.listReferenceListOverrides), () =>
      HttpResponse.json({ Lists: editableReferenceListNames.map(listOf) }),
    ),
    http.post(mswPath(utilityRoutes.updateReferenceList), async ({ request }) => {
      const body = (await request.json()) as UpdateReferenceListRequest;
      sent.push(body);
      const current = listOf(body.List);
      if (body.Version !== current.Version)
        return HttpResponse.json({ message: referenceListChangedMeanwhile }, { status: 409 });
      const [removed] = removedCodeIssues(current.Entries, body.Entries);
      if (removed) return HttpResponse.json({ message: removed.message, issues: [removed] }, { status: 400 });
      const entries = body.Entries.map(({ Code, Name, Retired }) => ({
        Code,
        Name,
        ...(Retired ? { Retired: true as const } : {}),
      }));
      store(body.List, entries);
      return HttpResponse.json(listOf(body.List));
    }),
    http.get(mswPath(utilityRoutes.getReferenceLists), () =>
      HttpResponse.json(
        mergeReferenceLists(Object.fromEntries([...saved].map(([name, list]) => [name, list.entries]))),
      ),
    ),
  ];
  return {
    handlers,
    sent,
    /** Another super admin's save of `List`, landing before this page's. */
    saveElsewhere: (List: EditableReferenceListName) => store(List, [...listOf(List).Entries]),
  };
}
