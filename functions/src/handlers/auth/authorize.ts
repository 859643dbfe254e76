// API Gateway Lambda authorizer (simple responses): a valid, unrevoked session token whose user
// id matches the X-User-Id header, held by a role the route allows. Anything else is refused.
import type {
  APIGatewayRequestAuthorizerEventV2,
  APIGatewaySimpleAuthorizerWithContextResult,
} from 'aws-lambda';
import { routeList } from '@thon/shared/api/routes';
import { sessionHeaders } from '@thon/shared/api/schemas/session';
import { bearerToken, type Caller } from '../../platform/caller';
import { findLiveSession } from '../../data/repositories/sessions-repository';
import { verifySessionToken } from '../../platform/session-token';
import { logger } from '../../platform/logger';

type Result = APIGatewaySimpleAuthorizerWithContextResult<Caller | Record<string, never>>;
const deny: Result = { isAuthorized: false, context: {} };
const rolesByRouteKey = new Map(routeList.map((route) => [`${route.method} ${route.path}`, route.auth]));

export const handler = async (event: APIGatewayRequestAuthorizerEventV2): Promise<Result> => {
  const token = bearerToken(event);
  if (!token) return deny;
  try {
    const claims = await verifySessionToken(token);
    if (event.headers?.[sessionHeaders.userId] !== claims.sub) return deny;
    const session = await findLiveSession(claims.sid);
    if (!session || session.userId !== claims.sub) return deny;
    const auth = rolesByRouteKey.get(event.routeKey);
    if (
      auth?.kind === 'signed-in' &&
      auth.roles !== 'any' &&
      !auth.roles.some((role) => role === session.role)
    ) {
      return deny;
    }
    return {
      isAuthorized: true,
      context: { userId: session.userId, sessionId: session.sessionId, role: session.role } as Caller,
    };
  } catch (error) {
    // Expired, tampered, wrong audience or issuer: all the same to the caller.
    logger.info('Token refused', { reason: (error as Error).message });
    return deny;
  }
};
