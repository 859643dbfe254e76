// GET /api/service/auth/logout — the service-level twin of /authentication/logout.
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { deleteSessionRecord } from '../../data/repositories/sessions-repository';

export const handler = api(routes.serviceLogout).handler(async ({ caller }) => {
  await deleteSessionRecord(caller.sessionId);
  return { Success: true as const };
});
