// GET /api/utilities/clearcache (super admin): invalidates CloudFront's copies of public data.
import { utilityRoutes } from '@thon/shared/api/routes/utilities';
import { callApi } from '@/lib/api-client';

export function clearCache() {
  return callApi(utilityRoutes.clearCache, { query: {} });
}
