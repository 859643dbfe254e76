// The roles of spec section 6. A user holds exactly one role; flags on the session
// (teacher, team leader, ...) are derived from it and from their event assignments.
import * as z from 'zod';

export const roles = [
  'participant',
  'parent',
  'teacher',
  'team-leader',
  'franchisee-user',
  'franchisee-team-leader',
  'vendor',
  'super-admin',
  'organizer',
  'test-user',
] as const;

export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;
