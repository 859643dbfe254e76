// POST /authentication/ExchangeSsoHandoff: a one-time hand-off code for a session token.
import { authRoutes } from '@thon/shared/api/routes/auth';
import { callApi } from '../../../lib/api-client';

/**
 * The code only: the browser's own Origin header tells the API which site asks (a code issued for
 * the other host is refused), and no page script can change it.
 */
export function exchangeSsoHandoff(code: string) {
  return callApi(authRoutes.exchangeSsoHandoff, { body: { Code: code } });
}
