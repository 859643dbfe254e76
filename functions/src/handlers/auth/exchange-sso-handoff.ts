// POST /authentication/ExchangeSsoHandoff — a session token for the one-time code's user, or
// 'Authentication Failed' when the code is unknown, used, expired or issued for the other host.
import { authRoutes } from '@thon/shared/api/routes/auth';
import { api } from '../../platform/http-api';
import { exchangeSsoHandoff } from '../../domain/auth/sso-handoff';
import { exchangeSsoHandoffDeps } from '../../composition/sso-handoffs';

// The site asking is the browser's Origin header (CloudFront forwards it), not a body field.
export const handler = api(authRoutes.exchangeSsoHandoff).handler(({ body, event }) =>
  exchangeSsoHandoff(
    exchangeSsoHandoffDeps,
    body.Code,
    event.headers.origin,
    event.requestContext.http.sourceIp,
  ),
);
