// GET /api/service/auth/logout — the service-level twin of /authentication/logout.
import { authRoutes } from '@thon/shared/api/routes/auth';
import { api } from '../../platform/http-api';
import { deleteSessionRecord } from '../../data/repositories/sessions-repository';

export const handler = api(authRoutes.serviceLogout).handler(async ({ caller }) => {
  await deleteSessionRecord(caller.sessionId);
  return { Success: true as const };
});
