// POST /authentication/ExchangeSsoHandoff: a one-time hand-off code for a session token.
import { routes } from '@thon/shared/api/routes';
import { callApi } from '../../../lib/api-client';

export function exchangeSsoHandoff(code: string) {
  return callApi(routes.exchangeSsoHandoff, { body: { Code: code } });
}
