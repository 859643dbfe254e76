// The reference-list page's loader (every editable list), action (save one) and when it reloads. A
// saved list also makes this page session's forms load the lists again, so they offer it at once.
import type { ActionFunctionArgs, LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import {
  referenceListLabels,
  referenceListSaved,
} from '@thon/shared/catalog/reference-list-console-messages';
import { refusedOr, type Refused } from '../../../components/form/refused-or';
import { forgetReferenceLists } from '../../../lib/reference-lists';
import {
  listEditableReferenceLists,
  saveReferenceList,
  type EditedReferenceList,
  type UpdateReferenceListRequest,
} from '../api/reference-list-calls';

export function referenceListsLoader({ request }: LoaderFunctionArgs) {
  return listEditableReferenceLists(request.signal);
}

export type ReferenceListOutcome = { ok: true; list: EditedReferenceList; message: string } | Refused;

export async function referenceListAction({ request }: ActionFunctionArgs): Promise<ReferenceListOutcome> {
  const body = (await request.json()) as UpdateReferenceListRequest;
  return refusedOr<ReferenceListOutcome>(async () => {
    const list = await saveReferenceList(body);
    forgetReferenceLists();
    return { ok: true, list, message: referenceListSaved(referenceListLabels[list.List]) };
  });
}

/**
 * A refused save leaves the lists as they were read: the editor keeps the unsaved changes beside
 * the refusal (another super admin's save is reloaded only when asked, so nothing typed is lost).
 */
export function shouldReloadReferenceLists({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (actionResult as ReferenceListOutcome | undefined)?.ok === false ? false : defaultShouldRevalidate;
}
