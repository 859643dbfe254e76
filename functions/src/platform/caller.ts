// Who is calling, as the authorizer established it. The authorizer puts this on
// requestContext.authorizer.lambda; handlers never verify tokens themselves.
import * as z from 'zod';
import { roleSchema } from '@thon/shared/auth/roles';
import { sessionHeaders } from '@thon/shared/api/schemas/session';
import type { AnyRoute } from '@thon/shared/api/route-definition';
import type { Caller } from '../domain/caller';
import { Forbidden, Unauthenticated } from '../domain/errors';

// Re-exported while callers still import it from here; the domain's own modules import domain/caller.
export type { Caller };

const callerSchema = z.object({
  userId: z.string().min(1),
  sessionId: z.string().min(1),
  role: roleSchema,
}) satisfies z.ZodType<Caller>;

/**
 * The session token of the Authorization header ('Bearer <JWT>'), '' when there is none. Behind
 * the authorizer a route's request always has one: the authorizer refused anything else.
 */
export function bearerToken(event: { headers?: Record<string, string | undefined> }): string {
  const header = event.headers?.[sessionHeaders.authorization] ?? '';
  return /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(header)?.[1] ?? '';
}

/** Reads the caller from the authorizer context and enforces the route's role list. */
export function authorizeCaller(route: AnyRoute, authorizerContext: unknown): Caller | undefined {
  if (route.auth.kind === 'public') return undefined;
  const parsed = callerSchema.safeParse(authorizerContext);
  if (!parsed.success) throw new Unauthenticated();
  const { roles } = route.auth;
  if (roles !== 'any' && !roles.includes(parsed.data.role)) throw new Forbidden();
  return parsed.data;
}
