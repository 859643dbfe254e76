// Settings several areas of the route table share.
import * as z from 'zod';

export const anySignedIn = { kind: 'signed-in', roles: 'any' } as const;
export const organizers = { kind: 'signed-in', roles: ['organizer', 'super-admin'] } as const;
/**
 * Managing a Thon (edit, status, settings, reports, processing, refunds): the server's scope decision
 * (functions/src/domain/access/scope.ts canManageThon) then keeps each to their own Thons.
 */
export const thonManagers = { kind: 'signed-in', roles: ['organizer', 'super-admin', 'franchisee-user'] } as const;
export const noQuery = { query: z.strictObject({}) };
/** Public pages: CloudFront keeps them 60 s and may serve a stale copy while it refetches. */
export const publicPageCache = { sMaxAge: 60, staleWhileRevalidate: 600 } as const;
