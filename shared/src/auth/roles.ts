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

/** The session's ApplicationRole: the role as people read it. */
export const applicationRoleNames: Readonly<Record<Role, string>> = {
  participant: 'Participant',
  parent: 'Parent',
  teacher: 'Teacher',
  'team-leader': 'Team Leader',
  'franchisee-user': 'Franchisee User',
  'franchisee-team-leader': 'Franchisee Team Leader',
  vendor: 'Vendor',
  'super-admin': 'Super Admin',
  organizer: 'Organizer',
  'test-user': 'Test User',
};

/** The session's Is* flags, each true for exactly its role (the server builds them, tests reuse them). */
export function roleFlags(role: Role) {
  return {
    IsSuperAdmin: role === 'super-admin',
    IsFranchiseeUser: role === 'franchisee-user',
    IsTeacher: role === 'teacher',
    IsTeamLeader: role === 'team-leader',
    IsVendor: role === 'vendor',
    IsParent: role === 'parent',
    IsFranchiseeTeamLeader: role === 'franchisee-team-leader',
    IsTestUser: role === 'test-user',
    IsOrganizerEvent: role === 'organizer',
  };
}
