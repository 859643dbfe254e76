// A vendor's staff: the list (a vendor user reads their own vendor's), an invitation (the owner or
// a super admin: a vendor user of the same vendor, not an owner) and deactivation (the owner, never
// of themselves, or a super admin), which ends the user's sessions as users-admin's does.
import type {
  InviteVendorUserRequest,
  ListVendorUsersQuery,
  SetVendorUserActiveRequest,
  VendorUser,
  VendorUserList,
} from '@thon/shared/api/schemas/vendors';
import { changedAtTheSameTime } from '@thon/shared/catalog/messages';
import { vendorOwnerOnly, vendorSelfDeactivation } from '@thon/shared/catalog/shop-messages';
import { scopedCaller } from '../access/caller-scope';
import { canManageVendor, type ScopedCaller } from '../access/scope';
import type { Caller } from '../caller';
import { Conflict, Forbidden, NotFound } from '../errors';
import { auditActorOf } from '../franchises/franchise-audit';
import { emailPasswordLink } from '../users/password-reset';
import { inviteEmail } from '../users-admin/manage-users';
import { userAuditEntry } from '../users-admin/user-audit';
import { staffWriteRefused, vendorUserOf } from './manage-vendors';
import type { UserRecord, VendorInvitePorts, VendorPorts, VendorRecord, VendorTablePorts } from './ports';
import { vendorInScope } from './vendor-scope';
import { vendorUserView } from './vendor-view';

const staffView = (user: UserRecord): VendorUser => ({
  UserId: user.userId,
  FirstName: user.firstName,
  LastName: user.lastName,
  Email: user.email,
  IsOwner: user.vendorOwner === true,
  Active: user.active,
});

export async function listVendorUsers(
  deps: Pick<VendorPorts, 'vendors' | 'callers'>,
  caller: Caller,
  query: ListVendorUsersQuery,
): Promise<VendorUserList> {
  const scoped = await scopedCaller(deps.callers, caller);
  const vendor = await vendorInScope(deps, scoped, query.VendorId);
  const members = await deps.vendors.listVendorMembers(vendor.vendorId);
  const byName = [...members].sort(
    (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
  );
  return { Users: byName.map(vendorUserView) };
}

/** The vendor whose staff the caller changes: in scope (else 404), and theirs to manage (else 403). */
async function managedVendor(
  deps: Pick<VendorPorts, 'vendors'>,
  scoped: ScopedCaller,
  named: string | undefined,
): Promise<VendorRecord> {
  const vendor = await vendorInScope(deps, scoped, named);
  if (!canManageVendor(scoped, vendor.vendorId)) throw new Forbidden(vendorOwnerOnly);
  return vendor;
}

export async function inviteVendorUser(
  deps: VendorInvitePorts,
  caller: Caller,
  request: InviteVendorUserRequest,
): Promise<VendorUser> {
  const scoped = await scopedCaller(deps.callers, caller);
  const vendor = await managedVendor(deps, scoped, request.VendorId);
  const at = new Date(deps.clock.nowMs()).toISOString();
  const user = vendorUserOf(deps.ids.newId(), vendor.vendorId, request, false, at);
  const actor = await auditActorOf(deps, caller);
  const audit = userAuditEntry(deps, actor, undefined, user);
  // An invitation always has an entry: every audited field is new.
  if (!audit) throw new Error('An invitation must have its audit entry');
  const { createdAt: _createdAt, ...newUser } = user;
  const outcome = await deps.vendors.writeNewVendorStaff({ user: newUser, at, audits: [audit] });
  if (!outcome.written) {
    // The vendor vanished between the read and the write: as unknown.
    if (outcome.refused.has('vendor')) throw new NotFound();
    staffWriteRefused(outcome);
  }
  await emailPasswordLink(deps.links, user, inviteEmail);
  return staffView(user);
}

export async function setVendorUserActive(
  deps: VendorTablePorts,
  caller: Caller,
  request: SetVendorUserActiveRequest,
): Promise<VendorUser> {
  const scoped = await scopedCaller(deps.callers, caller);
  const vendor = await managedVendor(deps, scoped, request.VendorId);
  const before = await deps.callers.getUser(request.UserId);
  // Only this vendor's users: anyone else's id answers as an unknown one.
  if (before?.role !== 'vendor' || before.vendorId !== vendor.vendorId) throw new NotFound();
  if (before.userId === caller.userId && !request.Active) throw new Forbidden(vendorSelfDeactivation);
  if (before.active === request.Active) return staffView(before);
  const after: UserRecord = { ...before, active: request.Active };
  const actor = await auditActorOf(deps, caller);
  const audit = userAuditEntry(deps, actor, before, after);
  if (!audit) return staffView(before);
  const outcome = await deps.vendors.writeVendorStaffActive({
    before: { ...before, vendorId: vendor.vendorId },
    active: request.Active,
    at: new Date(deps.clock.nowMs()).toISOString(),
    audit,
  });
  if (!outcome.written) throw new Conflict(changedAtTheSameTime);
  // The authorizer already refuses an inactive user's session; ending them also stops them from
  // being listed or refreshed.
  if (!request.Active) await deps.sessions.deleteSessionsOfUser(before.userId);
  return staffView(after);
}
