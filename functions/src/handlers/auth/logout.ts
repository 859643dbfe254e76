// GET /authentication/logout — deletes the session item; the token stops working at once.
import { authRoutes } from '@thon/shared/api/routes/auth';
import { api } from '../../platform/http-api';
import { endSession } from '../../domain/auth/sessions';
import { endSessionDeps } from '../../composition/session-views';

export const handler = api(authRoutes.logout).handler(({ caller }) => endSession(endSessionDeps, caller));
