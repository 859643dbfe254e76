// GET /api/utilities/GetReferenceLists — merged reference lists, cacheable by browsers and CloudFront.
import { utilityRoutes } from '@thon/shared/api/routes/utilities';
import { api } from '../../platform/http-api';
import { getReferenceLists } from '../../domain/catalog/reference-lists';
import { referenceListDeps } from '../../composition/catalog';

export const handler = api(utilityRoutes.getReferenceLists).handler(() =>
  getReferenceLists(referenceListDeps),
);
