// GET /api/utilities/clearcache (super admin): invalidates CloudFront's copies of public data.
import { routes } from '@thon/shared/api/routes';
import { callApi } from '../../../lib/api-client';

export function clearCache() {
  return callApi(routes.clearCache, { query: {} });
}
