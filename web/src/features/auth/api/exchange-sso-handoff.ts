// POST /authentication/ExchangeSsoHandoff: a one-time hand-off code for a session token.
import { authRoutes } from '@thon/shared/api/routes/auth';
import { callApi } from '../../../lib/api-client';

/** Names this site's own origin: the API refuses a code that was issued for the other host. */
export function exchangeSsoHandoff(code: string) {
  return callApi(authRoutes.exchangeSsoHandoff, { body: { Code: code, Origin: globalThis.location.origin } });
}
