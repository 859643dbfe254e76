// The Session of spec section 3, built fresh from the user record on each GetSession, so a
// changed role or deactivation shows at once. Flags follow from the role.
import type { Session } from '@thon/shared/api/schemas/session';
import type { Role } from '@thon/shared/auth/roles';
import { organizationTypes } from '@thon/shared/catalog/school-lists';
import { listParticipantsOfUser } from '../../data/repositories/participants-repository';
import type { UserRecord } from '../../data/repositories/users-repository';

const applicationRoleNames: Record<Role, string> = {
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

export async function buildSession(
  user: UserRecord,
  token: string,
  ipAddress: string | null,
): Promise<Session> {
  const role = user.role;
  // Super admins skip participant loading (spec section 6).
  const participants = role === 'super-admin' ? [] : await listParticipantsOfUser(user.userId);
  return {
    Token: token,
    UserId: user.userId,
    FirstName: user.firstName,
    LastName: user.lastName,
    Email: user.email,
    Role: role,
    ApplicationRole: applicationRoleNames[role],
    ParticipantId: participants[0]?.participantId ?? null,
    ParentId: role === 'parent' ? user.userId : null,
    AvatarUrl: user.avatarUrl ?? null,
    Location: null,
    IpAddress: ipAddress,
    NearbyEvents: [],
    OrganizationTypes: organizationTypes.map((type) => type.Name),
    IsSuperAdmin: role === 'super-admin',
    IsFranchiseeUser: role === 'franchisee-user',
    IsTeacher: role === 'teacher',
    IsTeamLeader: role === 'team-leader',
    IsVendor: role === 'vendor',
    IsParent: role === 'parent',
    IsFranchiseeTeamLeader: role === 'franchisee-team-leader',
    IsTestUser: role === 'test-user',
    IsOrganizerEvent: role === 'organizer',
    ForceAccessCode: false,
    IsTeacherPageOptedIn: role === 'teacher' && user.teacherPageOptedIn === true,
  };
}
