// POST /api/utilities/UpdateReferenceList — super admin: save one list (version-conditioned, audited).
import { utilityRoutes } from '@thon/shared/api/routes/utilities';
import { referenceListSaveDeps } from '../../composition/reference-list-changes';
import { updateReferenceList } from '../../domain/catalog/manage-reference-lists';
import { api } from '../../platform/http-api';

export const handler = api(utilityRoutes.updateReferenceList).handler(({ caller, body }) =>
  updateReferenceList(referenceListSaveDeps, caller, body),
);
