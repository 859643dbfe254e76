// Which roles reach a Thon, as plain lists free of zod: the route table (api/routes/route-defaults.ts)
// gives them to the gateway, and the web's route guards read the same lists without bundling the
// schemas into the first download.
import type { Role } from './roles';

/** The roles that run Thons of their own: My Thons. */
export const organizerRoles = ['organizer', 'super-admin'] as const satisfies readonly Role[];

/**
 * The roles that may create a Thon: an organizer for their school, a franchisee user for their
 * franchise's, a test user a rehearsal (always a test Thon).
 */
export const thonCreatorRoles = [
  'organizer',
  'super-admin',
  'franchisee-user',
  'test-user',
] as const satisfies readonly Role[];

/**
 * The roles whose scope may reach an existing Thon (functions/src/domain/access/scope.ts); the
 * scope decides per Thon and per rule.
 */
export const thonScopedRoles = [
  'organizer',
  'super-admin',
  'franchisee-user',
  'franchisee-team-leader',
  'test-user',
] as const satisfies readonly Role[];
