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
import { findLiveSession } from '../../data/repositories/sessions-repository';
import { getUser } from '../../data/repositories/users-repository';
import { InvalidSessionTokenError, verifySessionToken } from '../../platform/session-token';
import { logger } from '../../platform/logger';

type Result = APIGatewaySimpleAuthorizerWithContextResult<Caller | Record<string, never>>;
const deny: Result = { isAuthorized: false, context: {} };

async function verifiedClaims(token: string) {
  try {
    return await verifySessionToken(token);
  } catch (error) {
    if (!(error instanceof InvalidSessionTokenError)) throw error;
    // Expired, tampered, wrong audience or issuer: all the same to the caller.
    logger.info('Token refused', { reason: error.message });
    return undefined;
  }
}

export const handler = async (event: APIGatewayRequestAuthorizerEventV2): Promise<Result> => {
  const token = bearerToken(event);
  if (!token) return deny;
  const claims = await verifiedClaims(token);
  if (!claims || event.headers?.[sessionHeaders.userId] !== claims.sub) return deny;
  // The user is read beside the session (in parallel, no added latency): deactivation deletes
  // the sessions too, and this check also refuses one created in a race with it.
  const [session, user] = await Promise.all([findLiveSession(claims.sid), getUser(claims.sub)]);
  // A role change also ends sessions; the role comparison holds even if that delete failed.
  if (!session || session.userId !== claims.sub || !user?.active || user.role !== session.role) return deny;
  return {
    isAuthorized: true,
    context: { userId: session.userId, sessionId: session.sessionId, role: session.role } as Caller,
  };
};
