// The console's reference-list calls: every editable list with its version, and the save of one.
// Typed from the shared route table.
import { utilityRoutes } from '@thon/shared/api/routes/utilities';
import type {
  EditedReferenceList,
  ReferenceListOverrides,
  UpdateReferenceListRequest,
} from '@thon/shared/api/schemas/reference-lists-admin';
import { callApi } from '../../../lib/api-client';

export type { EditedReferenceList, ReferenceListOverrides, UpdateReferenceListRequest };

export function listEditableReferenceLists(signal?: AbortSignal): Promise<ReferenceListOverrides> {
  return callApi(utilityRoutes.listReferenceListOverrides, { query: {} }, { signal });
}

export function saveReferenceList(request: UpdateReferenceListRequest): Promise<EditedReferenceList> {
  return callApi(utilityRoutes.updateReferenceList, { body: request });
}
