// GET /api/utilities/clearcache — super admin: what was cleared and which public paths to invalidate.
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { clearCaches } from '../../domain/utilities/clear-cache';

export const handler = api(routes.clearCache).handler(async () => clearCaches());
