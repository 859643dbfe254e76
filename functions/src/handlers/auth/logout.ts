// GET /authentication/logout — deletes the session item; the token stops working at once.
import { authRoutes } from '@thon/shared/api/routes/auth';
import { api } from '../../platform/http-api';
import { deleteSessionRecord } from '../../data/repositories/sessions-repository';

export const handler = api(authRoutes.logout).handler(async ({ caller }) => {
  await deleteSessionRecord(caller.sessionId);
  return { Success: true as const };
});
