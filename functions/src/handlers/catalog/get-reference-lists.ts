// GET /api/utilities/GetReferenceLists — merged reference lists, cacheable by browsers and CloudFront.
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { getReferenceLists } from '../../domain/catalog/reference-lists';

export const handler = api(routes.getReferenceLists).handler(() => getReferenceLists());
