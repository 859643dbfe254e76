// Who may not sign in although their account is active: the accounts of a suspended franchise or
// vendor (on every sign-in path), and, with a password, the participants of an organization that requires
// access codes (ForceAccessCode). Both are asked only after the credentials proved right, so the
// answer tells nothing to someone guessing.
import { franchiseSuspendedSignIn, participantsUseAccessCode } from '@thon/shared/catalog/messages';
import { vendorSuspendedSignIn } from '@thon/shared/catalog/shop-messages';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { FranchiseRecord } from '../../data/repositories/franchises-repository';
import type { OrganizationRecord } from '../../data/repositories/organizations-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { VendorRecord } from '../../data/repositories/vendors-repository';
import { Forbidden } from '../errors';

/** The reads that decide it: a franchise, a participant account's children, their Thons and schools. */
export interface SignInStandingReads {
  getFranchise(franchiseId: string): Promise<FranchiseRecord | undefined>;
  getVendor(vendorId: string): Promise<VendorRecord | undefined>;
  listParticipantsOfUser(userId: string): Promise<ParticipantRecord[]>;
  getEvents(eventIds: readonly string[]): Promise<EventRecord[]>;
  getOrganization(organizationId: string): Promise<OrganizationRecord | undefined>;
}

interface Signer {
  userId: string;
  role: string;
  franchiseId?: string | undefined;
  vendorId?: string | undefined;
}

const franchiseRoles: readonly string[] = ['franchisee-user', 'franchisee-team-leader'];

/** Refuses (403) a franchisee user or team leader whose franchise is suspended: one GetItem, for them only. */
export async function refuseSuspendedFranchise(
  deps: { standing: Pick<SignInStandingReads, 'getFranchise'> },
  user: Signer,
): Promise<void> {
  if (!franchiseRoles.includes(user.role) || user.franchiseId === undefined) return;
  const franchise = await deps.standing.getFranchise(user.franchiseId);
  if (franchise?.status === 'suspended') throw new Forbidden(franchiseSuspendedSignIn);
}

/** Refuses (403) a vendor user whose vendor is suspended, as a suspended franchise's: one GetItem, for them only. */
export async function refuseSuspendedVendor(
  deps: { standing: Pick<SignInStandingReads, 'getVendor'> },
  user: Signer,
): Promise<void> {
  if (user.role !== 'vendor' || user.vendorId === undefined) return;
  const vendor = await deps.standing.getVendor(user.vendorId);
  if (vendor?.status === 'suspended') throw new Forbidden(vendorSuspendedSignIn);
}

/**
 * Refuses (403) a participant's password sign-in when an organization of their Thons requires
 * access codes. For participant accounts only: one Query of the account's children (usually one),
 * one BatchGetItem of their Thons, one GetItem per distinct organization (usually one).
 */
export async function refuseForcedAccessCode(
  deps: { standing: Omit<SignInStandingReads, 'getFranchise' | 'getVendor'> },
  user: Signer,
): Promise<void> {
  if (user.role !== 'participant') return;
  const participants = await deps.standing.listParticipantsOfUser(user.userId);
  if (await forcesAccessCode(deps, participants)) throw new Forbidden(participantsUseAccessCode);
}

/**
 * Whether an organization of these children's Thons requires access codes (the Session's
 * ForceAccessCode of a participant, whose children GetSession has already read).
 */
export async function forcesAccessCode(
  deps: { standing: Pick<SignInStandingReads, 'getEvents' | 'getOrganization'> },
  participants: readonly Pick<ParticipantRecord, 'eventId'>[],
): Promise<boolean> {
  if (participants.length === 0) return false;
  const events = await deps.standing.getEvents([...new Set(participants.map((p) => p.eventId))]);
  const organizationIds = [...new Set(events.map((event) => event.organizationId))];
  const organizations = await Promise.all(organizationIds.map((id) => deps.standing.getOrganization(id)));
  return organizations.some((organization) => organization?.forceAccessCode === true);
}
