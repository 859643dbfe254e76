// API Gateway Lambda authorizer (simple responses): a valid, unrevoked session token whose user
// id matches the X-User-Id header, of an active user. Which roles a route allows is checked once,
// by the route's own function (platform/caller.ts), which has the route's definition; the
// authorizer stays free of the route table and its schemas, so it starts fast. A bad
// token or session is refused (403); a failure to decide (DynamoDB or KMS throttled, timed out)
// is thrown, which API Gateway answers with a 5xx, so the web keeps the session and retries.
import type {
  APIGatewayRequestAuthorizerEventV2,
  APIGatewaySimpleAuthorizerWithContextResult,
} from 'aws-lambda';
import { sessionHeaders } from '@thon/shared/api/schemas/session';
import { bearerToken, type Caller } from '../../platform/caller';
import { authorizeSession } from '../../domain/auth/sessions';
import { authorizeSessionDeps } from '../../composition/authorizer';
import { observedAuthorizer } from '../../platform/route-observation';

type Result = APIGatewaySimpleAuthorizerWithContextResult<Caller | Record<string, never>>;
const deny: Result = { isAuthorized: false, context: {} };

export const handler = observedAuthorizer(
  async (event: APIGatewayRequestAuthorizerEventV2): Promise<Result> => {
    const token = bearerToken(event);
    if (!token) return deny;
    const caller = await authorizeSession(
      authorizeSessionDeps,
      token,
      event.headers?.[sessionHeaders.userId],
    );
    return caller ? { isAuthorized: true, context: caller } : deny;
  },
);
