// The Session of spec section 3, built fresh from the user record on each GetSession, so a
// changed role or deactivation shows at once. Flags follow from the role.
import type { Session } from '@thon/shared/api/schemas/session';
import { applicationRoleNames, roleFlags } from '@thon/shared/auth/roles';
import type { UserRecord } from '../../data/repositories/users-repository';
import { roleOnTheWire } from './auth-wire';
import { offeredOrganizationTypes, type ReferenceCodeDeps } from '../catalog/reference-codes';
import type { ParticipantsOfUser } from './ports';

/**
 * The user's children (a participant's first one names the session's ParticipantId), and the
 * server-configured lists (OrganizationTypes is the merged list's offered types).
 */
export interface BuildSessionDeps extends ReferenceCodeDeps {
  participants: ParticipantsOfUser;
}

export async function buildSession(
  deps: BuildSessionDeps,
  user: UserRecord,
  token: string,
  ipAddress: string | null,
): Promise<Session> {
  const role = roleOnTheWire[user.role];
  // Super admins skip participant loading (spec section 6).
  const [participants, organizationTypes] = await Promise.all([
    role === 'super-admin' ? [] : deps.participants.listParticipantsOfUser(user.userId),
    offeredOrganizationTypes(deps),
  ]);
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
    OrganizationTypes: organizationTypes,
    ...roleFlags(role),
    ForceAccessCode: false,
    IsTeacherPageOptedIn: role === 'teacher' && user.teacherPageOptedIn === true,
  };
}
