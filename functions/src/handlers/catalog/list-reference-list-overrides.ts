// GET /api/utilities/ListReferenceListOverrides — super admin: the editable lists, merged, with versions.
import { utilityRoutes } from '@thon/shared/api/routes/utilities';
import { referenceListEditorDeps } from '../../composition/reference-lists';
import { listReferenceListOverrides } from '../../domain/catalog/manage-reference-lists';
import { api } from '../../platform/http-api';

export const handler = api(utilityRoutes.listReferenceListOverrides).handler(() =>
  listReferenceListOverrides(referenceListEditorDeps),
);
