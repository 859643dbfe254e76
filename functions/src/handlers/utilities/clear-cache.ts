// GET /api/utilities/clearcache — super admin: what was cleared and which public paths to invalidate.
import { utilityRoutes } from '@thon/shared/api/routes/utilities';
import { api } from '../../platform/http-api';
import { clearCaches } from '../../domain/utilities/clear-cache';
import { clearCachesDeps } from '../../composition/cache-clearing';

export const handler = api(utilityRoutes.clearCache).handler(async () => clearCaches(clearCachesDeps));
