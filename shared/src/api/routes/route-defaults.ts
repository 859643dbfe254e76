// Settings several areas of the route table share.
import * as z from 'zod';

export const anySignedIn = { kind: 'signed-in', roles: 'any' } as const;
export const organizers = { kind: 'signed-in', roles: ['organizer', 'super-admin'] } as const;
/**
 * Creating a Thon: an organizer for their school, a franchisee user for their franchise's, a test
 * user a rehearsal (always a test Thon: manage-thon.ts).
 */
export const thonManagers = {
  kind: 'signed-in',
  roles: ['organizer', 'super-admin', 'franchisee-user', 'test-user'],
} as const;
/**
 * The roles whose scope may reach an existing Thon (functions/src/domain/access/scope.ts): the
 * gateway lets them through and the scope decides per Thon and per rule (canManageThon,
 * canWorkOnThon, canSetMoney), so a Thon out of reach answers 404 like an unknown one to all of them
 * alike (a franchisee team leader on money settings too), never a telling 403.
 */
export const thonScopedRoles = [
  'organizer',
  'super-admin',
  'franchisee-user',
  'franchisee-team-leader',
  'test-user',
] as const;
export const thonScoped = { kind: 'signed-in', roles: thonScopedRoles } as const;
export const noQuery = { query: z.strictObject({}) };
/** Public pages: CloudFront keeps them 60 s and may serve a stale copy while it refetches. */
export const publicPageCache = { sMaxAge: 60, staleWhileRevalidate: 600 } as const;
