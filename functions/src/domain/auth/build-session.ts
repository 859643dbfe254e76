// The Session of spec section 3, built fresh from the user record on each GetSession, so a
// changed role or deactivation shows at once. Flags follow from the role.
import type { Session } from '@thon/shared/api/schemas/session';
import { applicationRoleNames, roleFlags } from '@thon/shared/auth/roles';
import type { UserRecord } from '../../data/repositories/users-repository';
import { roleOnTheWire } from './auth-wire';
import { offeredOrganizationTypes, type ReferenceCodeDeps } from '../catalog/reference-codes';
import { nearbyEvents, type NearbyEventsDeps, type ViewerPlace } from '../nearby/nearby-events';
import type { ParticipantsOfUser } from './ports';
import { forcesAccessCode, type SignInStandingReads } from './sign-in-standing';

/**
 * The user's children (a participant's first one names the session's ParticipantId), the
 * server-configured lists (OrganizationTypes is the merged list's offered types), a participant's
 * Thons and organizations (ForceAccessCode), the live Thons (NearbyEvents) and a vendor user's
 * vendor (VendorName).
 */
export interface BuildSessionDeps extends ReferenceCodeDeps {
  participants: ParticipantsOfUser;
  /** Also a vendor user's vendor (its name). */
  standing: Pick<SignInStandingReads, 'getEvents' | 'getOrganization' | 'getVendor'>;
  nearby: NearbyEventsDeps;
}

const franchiseRoles: readonly string[] = ['franchisee-user', 'franchisee-team-leader'];

export async function buildSession(
  deps: BuildSessionDeps,
  user: UserRecord,
  token: string,
  ipAddress: string | null,
  viewer: ViewerPlace,
): Promise<Session> {
  const role = roleOnTheWire[user.role];
  // Super admins skip participant loading (spec section 6).
  const vendorId = role === 'vendor' ? (user.vendorId ?? null) : null;
  const [participants, organizationTypes, nearby, vendor] = await Promise.all([
    role === 'super-admin' ? [] : deps.participants.listParticipantsOfUser(user.userId),
    offeredOrganizationTypes(deps),
    nearbyEvents(deps.nearby, viewer.point),
    vendorId === null ? undefined : deps.standing.getVendor(vendorId),
  ]);
  // Only a participant's own organizations decide it (a parent's children's do not bind the parent).
  const forceAccessCode = role === 'participant' && (await forcesAccessCode(deps, participants));
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
    Location: viewer.label,
    IpAddress: ipAddress,
    NearbyEvents: nearby,
    OrganizationTypes: organizationTypes,
    ...roleFlags(role),
    ForceAccessCode: forceAccessCode,
    IsTeacherPageOptedIn: role === 'teacher' && user.teacherPageOptedIn === true,
    FranchiseId: franchiseRoles.includes(role) ? (user.franchiseId ?? null) : null,
    VendorId: vendorId,
    VendorName: vendor?.name ?? null,
    IsVendorOwner: vendorId !== null && user.vendorOwner === true,
  };
}
