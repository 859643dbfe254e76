// Vendors and their staff. A vendor change is conditioned on the version it read and written with
// its audit entry; a staff change writes the user item (the truth for sign-in) and its vendorMember
// copy in one transaction, so the staff list never disagrees with who may sign in.
import type { EntityItem } from 'electrodb';
import type { vendorEntity } from '../entities/vendor';
import type { vendorMemberEntity } from '../entities/vendor-member';
import { thon } from '../thon-service';
import { auditEntryWrite, cursorFits, type AuditEntryRecord } from './audit-log-repository';
import { batchGetAll } from './batch-get';
import { normalizeEmail, type UserRecord } from './users-repository';
import { unlessConditionFails, writeNamed, type WriteOutcome } from './write-transaction';

export type VendorRecord = EntityItem<typeof vendorEntity>;
export type VendorMemberRecord = EntityItem<typeof vendorMemberEntity>;
/** What a write sets; the list keys, the version and the times are the repository's. */
export type VendorFields = Omit<
  VendorRecord,
  'allVendors' | 'nameKey' | 'version' | 'createdAt' | 'updatedAt'
>;

export async function getVendor(vendorId: string): Promise<VendorRecord | undefined> {
  const { data } = await thon().entities.vendor.get({ vendorId }).go();
  return data ?? undefined;
}

/** The vendors of these ids that exist (BatchGet; unprocessed keys asked again). */
export async function getVendors(vendorIds: readonly string[]): Promise<VendorRecord[]> {
  const distinct = [...new Set(vendorIds)];
  if (distinct.length === 0) return [];
  return batchGetAll(
    distinct.map((vendorId) => ({ vendorId })),
    (keys) => thon().entities.vendor.get(keys).go(),
  );
}

const vendorsPartition = 'vendors';

/** A page of vendors by name, or `bad-cursor` when the cursor is not one this list handed out. */
export async function listVendors(page: {
  limit: number;
  cursor?: string;
}): Promise<{ vendors: VendorRecord[]; nextCursor?: string } | 'bad-cursor'> {
  const query = thon().entities.vendor.query.byName({ allVendors: vendorsPartition });
  if (
    page.cursor !== undefined &&
    !cursorFits(page.cursor, 'gsi2pk', query.params().ExpressionAttributeValues[':pk'])
  ) {
    return 'bad-cursor';
  }
  const { data, cursor } = await query.go({ limit: page.limit, cursor: page.cursor ?? null });
  return { vendors: data, ...(cursor ? { nextCursor: cursor } : {}) };
}

/** The vendor's staff, owner and staff alike (one Query; hundreds at most, so every page is read). */
export async function listVendorMembers(vendorId: string): Promise<VendorMemberRecord[]> {
  const { data } = await thon().entities.vendorMember.query.byVendor({ vendorId }).go({ pages: 'all' });
  return data;
}

export async function getVendorMember(
  vendorId: string,
  userId: string,
): Promise<VendorMemberRecord | undefined> {
  const { data } = await thon().entities.vendorMember.get({ vendorId, userId }).go();
  return data ?? undefined;
}

function vendorItem(vendor: VendorFields, version: number, createdAt: string, at: string) {
  return {
    ...vendor,
    nameKey: vendor.name.toLowerCase(),
    allVendors: vendorsPartition,
    version,
    createdAt,
    updatedAt: at,
  };
}

function memberOf(user: UserRecord, vendorId: string, at: string): VendorMemberRecord {
  return {
    vendorId,
    userId: user.userId,
    owner: user.vendorOwner === true,
    active: user.active,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    createdAt: at,
    updatedAt: at,
  };
}

export type NewStaffWrite = 'vendor' | 'member' | 'user' | 'username' | 'email' | `audit:${number}`;

/**
 * A new vendor with its owner's account, or a new staff member of an existing vendor: the user
 * item and its username and email claims (as a sign-up writes them), the vendorMember copy, the
 * vendor itself (created, or only checked to exist) and the audit entry, all or nothing. A taken
 * email writes nothing and is named in the outcome.
 */
export function writeNewVendorStaff(input: {
  user: Omit<UserRecord, 'createdAt'> & { vendorId: string };
  /** A new vendor to create with its owner; absent: the vendor must exist already. */
  newVendor?: VendorFields;
  at: string;
  /** The vendor's entry (when created) and the user's invitation. */
  audits: readonly AuditEntryRecord[];
}): Promise<WriteOutcome<NewStaffWrite>> {
  const { user, newVendor, at } = input;
  const vendorId = user.vendorId;
  const userItem: UserRecord = { ...user, createdAt: at };
  return writeNamed<NewStaffWrite>((entities) => ({
    ...Object.fromEntries(
      input.audits.map((entry, index) => [`audit:${index}`, auditEntryWrite(entities, entry)]),
    ),
    vendor: newVendor
      ? entities.vendor.create(vendorItem(newVendor, 1, at, at)).commit()
      : entities.vendor
          .check({ vendorId })
          .where(({ vendorId: id }, { exists }) => exists(id))
          .commit(),
    member: entities.vendorMember.create(memberOf(userItem, vendorId, at)).commit(),
    user: entities.user.create(userItem).commit(),
    username: entities.usernameClaim
      .create({ username: user.username.toLowerCase(), userId: user.userId })
      .commit(),
    email: entities.emailClaim.create({ email: normalizeEmail(user.email), userId: user.userId }).commit(),
  }));
}

/** The fields of a vendor an edit may change (a payout account is set by onboarding alone). */
export type VendorChanges = Partial<
  Pick<VendorRecord, 'name' | 'contactEmail' | 'phone' | 'status' | 'franchiseIds' | 'shippingFeeCents'>
>;

/**
 * Changes the vendor's editable fields, only if it is still at the version read, with its audit
 * entry. A patch, not a put: the payout facts onboarding and the provider's refresh store meanwhile
 * (without raising the version) are kept.
 */
export function writeVendor(input: {
  vendorId: string;
  changes: VendorChanges;
  readVersion: number;
  at: string;
  audit: AuditEntryRecord;
}): Promise<WriteOutcome<'vendor' | 'audit'>> {
  const { changes, readVersion } = input;
  return writeNamed((entities) => ({
    vendor: entities.vendor
      .patch({ vendorId: input.vendorId })
      .set({
        ...changes,
        // The list's sort key follows the name.
        ...(changes.name === undefined ? {} : { nameKey: changes.name.toLowerCase() }),
        version: readVersion + 1,
        updatedAt: input.at,
      })
      .where(({ version }, { eq }) => eq(version, readVersion))
      .commit(),
    audit: auditEntryWrite(entities, input.audit),
  }));
}

/**
 * A staff member's active flag: the user item (only if still as read) and its vendorMember copy,
 * with the audit entry.
 */
export function writeVendorStaffActive(input: {
  before: UserRecord & { vendorId: string };
  active: boolean;
  at: string;
  audit: AuditEntryRecord;
}): Promise<WriteOutcome<'user' | 'member' | 'audit'>> {
  const { before, active, at } = input;
  return writeNamed((entities) => ({
    user: entities.user
      .patch({ userId: before.userId })
      .set({ active })
      .where(
        (attributes, { eq }) =>
          `${eq(attributes.active, before.active)} AND ${eq(attributes.vendorId, before.vendorId)} AND ${eq(attributes.role, before.role)}`,
      )
      .commit(),
    member: entities.vendorMember
      .patch({ vendorId: before.vendorId, userId: before.userId })
      .set({ active, updatedAt: at })
      .commit(),
    audit: auditEntryWrite(entities, input.audit),
  }));
}

/**
 * Records the vendor's payout account, only if it has none yet or already this one: of two
 * concurrent onboardings one account stays. 'taken' when another is stored (or no such vendor).
 */
export async function setVendorPayoutAccount(vendorId: string, accountId: string): Promise<'set' | 'taken'> {
  const written = await unlessConditionFails(
    thon()
      .entities.vendor.patch({ vendorId })
      .set({ payoutAccountId: accountId })
      .where(
        ({ payoutAccountId }, { eq, notExists }) =>
          `${notExists(payoutAccountId)} OR ${eq(payoutAccountId, accountId)}`,
      )
      .go(),
  );
  return written ? 'set' : 'taken';
}

/** Stores the provider's answer on the account (only for the account it was asked about). */
export function recordVendorPayoutStatus(
  vendorId: string,
  accountId: string,
  status: { chargesEnabled: boolean; payoutsEnabled: boolean },
): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.vendor.patch({ vendorId })
      .set({ payoutChargesEnabled: status.chargesEnabled, payoutsEnabled: status.payoutsEnabled })
      .where(({ payoutAccountId }, { eq }) => eq(payoutAccountId, accountId))
      .go(),
  );
}
