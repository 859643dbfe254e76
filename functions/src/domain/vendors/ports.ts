// What the vendor use cases ask of the outside world: the vendors and their staff (each change
// written with its audit entry), the franchises a vendor may serve, the caller's user item (a
// vendor user's vendor), the staff's sessions, the set-password link of the password reset, the
// payment provider (the vendor's payout account), the web origin onboarding returns to, ids and
// the clock. composition/vendors.ts, vendor-invites.ts and vendor-payouts.ts wire them (each set
// of clients apart); unit tests pass in-memory ones.
import type { AuditEntryRecord } from '../../data/repositories/audit-log-repository';
import type { UserRecord } from '../../data/repositories/users-repository';
import type {
  NewStaffWrite,
  VendorChanges,
  VendorFields,
  VendorMemberRecord,
  VendorRecord,
} from '../../data/repositories/vendors-repository';
import type { WriteOutcome } from '../../data/repositories/write-transaction';
import type { CallerScopeReads } from '../access/caller-scope';
import type { Clock } from '../ports/clock';
import type { Ids } from '../ports/ids';
import type { PaymentProvider } from '../ports/payments';
import type { PasswordLinkDeps } from '../users/password-reset';
import type { SessionRevocation } from '../users/ports';

export type { UserRecord, VendorFields, VendorMemberRecord, VendorRecord };

export interface VendorStore {
  getVendor(vendorId: string): Promise<VendorRecord | undefined>;
  listVendors(page: {
    limit: number;
    cursor?: string;
  }): Promise<{ vendors: VendorRecord[]; nextCursor?: string } | 'bad-cursor'>;
  listVendorMembers(vendorId: string): Promise<VendorMemberRecord[]>;
  /** A staff member's account (and, with `newVendor`, the vendor itself) in one transaction. */
  writeNewVendorStaff(input: {
    user: Omit<UserRecord, 'createdAt'> & { vendorId: string };
    newVendor?: VendorFields;
    at: string;
    audits: readonly AuditEntryRecord[];
  }): Promise<WriteOutcome<NewStaffWrite>>;
  writeVendor(input: {
    vendorId: string;
    changes: VendorChanges;
    readVersion: number;
    at: string;
    audit: AuditEntryRecord;
  }): Promise<WriteOutcome<'vendor' | 'audit'>>;
  writeVendorStaffActive(input: {
    before: UserRecord & { vendorId: string };
    active: boolean;
    at: string;
    audit: AuditEntryRecord;
  }): Promise<WriteOutcome<'user' | 'member' | 'audit'>>;
  setVendorPayoutAccount(vendorId: string, accountId: string): Promise<'set' | 'taken'>;
  recordVendorPayoutStatus(
    vendorId: string,
    accountId: string,
    status: { chargesEnabled: boolean; payoutsEnabled: boolean },
  ): Promise<boolean>;
}

export interface VendorPorts {
  vendors: VendorStore;
  /** Whether a franchise of this id exists (one GetItem). */
  franchiseExists(franchiseId: string): Promise<boolean>;
  /** The names of these franchises (those that exist), for GetVendor's served franchises. */
  franchiseNames(franchiseIds: readonly string[]): Promise<{ franchiseId: string; name: string }[]>;
  /** The caller's user item (a vendor user's vendor, an actor's name) and any staff member's. */
  callers: CallerScopeReads;
  sessions: SessionRevocation;
  /** The password reset's link: stored hashed, valid 1 hour, emailed. */
  links: PasswordLinkDeps;
  payments: Pick<PaymentProvider, 'createConnectedAccount' | 'createOnboardingLink' | 'accountStatus'>;
  webOrigin(): string;
  ids: Ids;
  clock: Clock;
}

/** What the use cases that only touch the table take: no mail, no payment provider. */
export type VendorTablePorts = Omit<VendorPorts, 'links' | 'payments' | 'webOrigin'>;

/** The staff invitations' (a new vendor's owner, a new staff member): the table's and the mail. */
export type VendorInvitePorts = Omit<VendorPorts, 'payments' | 'webOrigin'>;
