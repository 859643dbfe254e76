// Creating and editing vendors. A new vendor is written with its owner's account (a vendor user,
// invited by the users-admin invitation's email) and their staff item in one transaction; an
// edit is conditioned on the version the editor read. The owner edits only the contact.
import type { CreateVendorRequest, UpdateVendorRequest, Vendor } from '@thon/shared/api/schemas/vendors';
import { emailAlreadyExists } from '@thon/shared/catalog/messages';
import { vendorChanged, vendorOwnerContactOnly, vendorOwnerOnly } from '@thon/shared/catalog/shop-messages';
import { normalizeEmail } from '@thon/shared/sharing/recipients';
import type { NewStaffWrite, VendorChanges } from '../../data/repositories/vendors-repository';
import type { WriteOutcome } from '../../data/repositories/write-transaction';
import { scopedCaller } from '../access/caller-scope';
import { canManageVendor, notFoundUnless } from '../access/scope';
import type { Caller } from '../caller';
import { Conflict, Forbidden } from '../errors';
import { auditActorOf } from '../franchises/franchise-audit';
import { emailPasswordLink } from '../users/password-reset';
import { inviteEmail } from '../users-admin/manage-users';
import { userAuditEntry } from '../users-admin/user-audit';
import type {
  UserRecord,
  VendorFields,
  VendorInvitePorts,
  VendorPorts,
  VendorRecord,
  VendorTablePorts,
} from './ports';
import { vendorAuditEntry } from './vendor-audit';
import { vendorInScope } from './vendor-scope';
import { storedVendorStatusOf, vendorView } from './vendor-view';

/** Every franchise named must exist: an unknown one answers 404, as any unknown id. */
export async function franchisesMustExist(
  deps: Pick<VendorPorts, 'franchiseExists'>,
  franchiseIds: readonly string[] | undefined,
): Promise<void> {
  const found = await Promise.all((franchiseIds ?? []).map((id) => deps.franchiseExists(id)));
  notFoundUnless(found.every(Boolean));
}

/** A new vendor user's account (the username is the email, as for every invitation). */
export function vendorUserOf(
  userId: string,
  vendorId: string,
  person: { FirstName: string; LastName: string; Email: string },
  owner: boolean,
  at: string,
): UserRecord & { vendorId: string } {
  return {
    userId,
    username: normalizeEmail(person.Email),
    email: person.Email.trim(),
    firstName: person.FirstName,
    lastName: person.LastName,
    role: 'vendor',
    vendorId,
    vendorOwner: owner,
    active: true,
    createdAt: at,
  };
}

/** A refused account write: a taken email (the username is the email too) or a race. */
export function staffWriteRefused(outcome: WriteOutcome<NewStaffWrite>): never {
  if (!outcome.written && (outcome.refused.has('email') || outcome.refused.has('username')))
    throw new Conflict(emailAlreadyExists);
  throw new Conflict(vendorChanged);
}

export async function createVendor(
  deps: VendorInvitePorts,
  caller: Caller,
  request: CreateVendorRequest,
): Promise<Vendor> {
  await franchisesMustExist(deps, request.FranchiseIds);
  const at = new Date(deps.clock.nowMs()).toISOString();
  const vendor: VendorFields = {
    vendorId: deps.ids.newId(),
    name: request.Name,
    contactEmail: request.ContactEmail,
    phone: request.Phone,
    status: 'active',
    franchiseIds: request.FranchiseIds,
    shippingFeeCents: request.ShippingFeeCents,
  };
  const owner = vendorUserOf(deps.ids.newId(), vendor.vendorId, request.Owner, true, at);
  const actor = await auditActorOf(deps, caller);
  // Both entries always exist: every audited field is new.
  const audits = [
    vendorAuditEntry(deps, actor, 'vendor-created', undefined, vendor),
    userAuditEntry(deps, actor, undefined, owner),
  ].filter((entry) => entry !== undefined);
  const { createdAt: _createdAt, ...newUser } = owner;
  const outcome = await deps.vendors.writeNewVendorStaff({ user: newUser, newVendor: vendor, at, audits });
  if (!outcome.written) staffWriteRefused(outcome);
  await emailPasswordLink(deps.links, owner, inviteEmail);
  return vendorView({
    ...vendor,
    nameKey: vendor.name.toLowerCase(),
    allVendors: 'vendors',
    version: 1,
    createdAt: at,
    updatedAt: at,
  });
}

/** The fields only a super admin sets (the owner edits ContactEmail and Phone). */
const adminFields = ['Name', 'Status', 'FranchiseIds', 'ShippingFeeCents'] as const;

/** What the request changes, in the table's names. */
function changesOf(request: UpdateVendorRequest): VendorChanges {
  return {
    ...(request.Name === undefined ? {} : { name: request.Name }),
    ...(request.ContactEmail === undefined ? {} : { contactEmail: request.ContactEmail }),
    ...(request.Phone === undefined ? {} : { phone: request.Phone }),
    ...(request.Status === undefined ? {} : { status: storedVendorStatusOf[request.Status] }),
    ...(request.FranchiseIds === undefined ? {} : { franchiseIds: request.FranchiseIds }),
    ...(request.ShippingFeeCents === undefined ? {} : { shippingFeeCents: request.ShippingFeeCents }),
  };
}

function fieldsOf(record: VendorRecord): VendorFields {
  const {
    allVendors: _list,
    nameKey: _key,
    version: _version,
    createdAt: _created,
    updatedAt: _updated,
    ...fields
  } = record;
  return fields;
}

/**
 * Only the fields sent change. A super admin edits every field; the vendor's owner only its
 * contact email and phone (another field is refused, 403); staff nothing. Suspending the vendor
 * ends its users' sessions at once, as suspending a franchise does.
 */
export async function updateVendor(
  deps: VendorTablePorts,
  caller: Caller,
  request: UpdateVendorRequest,
): Promise<Vendor> {
  const scoped = await scopedCaller(deps.callers, caller);
  const stored = await vendorInScope(deps, scoped, request.VendorId);
  if (scoped.role !== 'super-admin') {
    if (!canManageVendor(scoped, stored.vendorId)) throw new Forbidden(vendorOwnerOnly);
    if (adminFields.some((field) => request[field] !== undefined))
      throw new Forbidden(vendorOwnerContactOnly);
  }
  if (request.Version !== stored.version) throw new Conflict(vendorChanged);
  await franchisesMustExist(deps, request.FranchiseIds);
  const changes = changesOf(request);
  const before = fieldsOf(stored);
  const after: VendorFields = { ...before, ...changes };
  const actor = await auditActorOf(deps, caller);
  const audit = vendorAuditEntry(deps, actor, 'vendor-changed', before, after);
  if (!audit) return vendorView(stored);
  const at = new Date(deps.clock.nowMs()).toISOString();
  const outcome = await deps.vendors.writeVendor({
    vendorId: stored.vendorId,
    changes,
    readVersion: stored.version,
    at,
    audit,
  });
  if (!outcome.written) throw new Conflict(vendorChanged);
  if (stored.status !== 'suspended' && after.status === 'suspended')
    await endStaffSessions(deps, stored.vendorId);
  return vendorView({
    ...stored,
    ...changes,
    nameKey: after.name.toLowerCase(),
    version: stored.version + 1,
    updatedAt: at,
  });
}

/** The sign-in refuses a suspended vendor's users from then on; this ends the sessions they hold. */
async function endStaffSessions(
  deps: Pick<VendorPorts, 'vendors' | 'sessions'>,
  vendorId: string,
): Promise<void> {
  const members = await deps.vendors.listVendorMembers(vendorId);
  await Promise.all(members.map((member) => deps.sessions.deleteSessionsOfUser(member.userId)));
}
