// How a vendor's facts read in the console: its status, its shipping fee, the franchises it
// serves (by name where the viewer can list them).
import { formatDollars } from '@thon/shared/catalog/money-format';
import { franchiseNameOf, type FranchiseChoice } from '@/features/franchises/api/franchise-choices';
import type { Vendor, VendorStatus } from '../api/vendor-calls';

export const vendorStatusLabel: Record<VendorStatus, string> = { active: 'Active', suspended: 'Suspended' };

export const shippingFeeText = (cents: number) =>
  cents === 0 ? 'No shipping fee' : `${formatDollars(cents / 100)} per order`;

export const franchisesServedText = (
  vendor: Pick<Vendor, 'FranchiseIds'>,
  choices: readonly FranchiseChoice[],
) =>
  vendor.FranchiseIds.length === 0
    ? 'None'
    : vendor.FranchiseIds.map((id) => franchiseNameOf(choices, id)).join(', ');

export const vendorPath = (vendorId: string) => `/admin/vendors/${encodeURIComponent(vendorId)}`;
