// A stored vendor and staff member as the API answers them. The status maps are full Records, so
// the type checker makes every stored status name its wire status and back.
import type { Vendor, VendorStatus, VendorUser } from '@thon/shared/api/schemas/vendors';
import type { StoredVendorStatus } from '../../data/stored-values/vendors';
import { payoutState } from '../pledges/payout-account';
import type { VendorMemberRecord, VendorRecord } from './ports';

export const vendorStatusOnTheWire: Readonly<Record<StoredVendorStatus, VendorStatus>> = {
  active: 'active',
  suspended: 'suspended',
};

export const storedVendorStatusOf: Readonly<Record<VendorStatus, StoredVendorStatus>> = {
  active: 'active',
  suspended: 'suspended',
};

export function vendorView(record: VendorRecord): Vendor {
  return {
    VendorId: record.vendorId,
    Name: record.name,
    ContactEmail: record.contactEmail,
    Phone: record.phone,
    Status: vendorStatusOnTheWire[record.status],
    FranchiseIds: [...record.franchiseIds],
    ShippingFeeCents: record.shippingFeeCents,
    // The same facts and wording as an organization's payout account.
    Payout: payoutState(record),
    Version: record.version,
    CreatedAt: record.createdAt,
    UpdatedAt: record.updatedAt,
  };
}

export function vendorUserView(member: VendorMemberRecord): VendorUser {
  return {
    UserId: member.userId,
    FirstName: member.firstName,
    LastName: member.lastName,
    Email: member.email,
    IsOwner: member.owner,
    Active: member.active,
  };
}
