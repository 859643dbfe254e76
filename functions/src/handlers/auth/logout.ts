// GET /authentication/logout — deletes the session item; the token stops working at once.
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { deleteSessionRecord } from '../../data/repositories/sessions-repository';

export const handler = api(routes.logout).handler(async ({ caller }) => {
  await deleteSessionRecord(caller.sessionId);
  return { Success: true as const };
});
