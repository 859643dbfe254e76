// POST /authentication/ExchangeSsoHandoff — a session token for the one-time code's user, or
// 'Authentication Failed' when the code is unknown, used, expired or issued for the other host.
import { authRoutes } from '@thon/shared/api/routes/auth';
import { api } from '../../platform/http-api';
import { exchangeSsoHandoff } from '../../domain/auth/sso-handoff';

export const handler = api(authRoutes.exchangeSsoHandoff).handler(({ body, event }) =>
  exchangeSsoHandoff(body.Code, body.Origin, event.requestContext.http.sourceIp),
);
