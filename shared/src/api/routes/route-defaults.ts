// Settings several areas of the route table share.
import * as z from 'zod';
import { organizerRoles, thonCreatorRoles, thonScopedRoles } from '../../auth/thon-roles';

export const anySignedIn = { kind: 'signed-in', roles: 'any' } as const;
export const organizers = { kind: 'signed-in', roles: organizerRoles } as const;
/**
 * Creating a Thon: an organizer for their school, a franchisee user for their franchise's, a test
 * user a rehearsal (always a test Thon: manage-thon.ts).
 */
export const thonManagers = { kind: 'signed-in', roles: thonCreatorRoles } as const;
/**
 * The roles whose scope may reach an existing Thon (functions/src/domain/access/scope.ts): the
 * gateway lets them through and the scope decides per Thon and per rule (canManageThon,
 * canWorkOnThon, canSetMoney), so a Thon out of reach answers 404 like an unknown one to all of them
 * alike (a franchisee team leader on money settings too), never a telling 403. The role lists live
 * in auth/thon-roles.ts, free of zod, so the web's route guards share them.
 */
export { thonScopedRoles };
export const thonScoped = { kind: 'signed-in', roles: thonScopedRoles } as const;
export const noQuery = { query: z.strictObject({}) };
/** Public pages: CloudFront keeps them 60 s and may serve a stale copy while it refetches. */
export const publicPageCache = { sMaxAge: 60, staleWhileRevalidate: 600 } as const;
