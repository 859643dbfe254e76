// Reading vendors: the super admin's list by name, and one vendor (a vendor user their own) with
// its payout account's status brought up to date from the provider, as an organization's is.
import type { ListVendorsQuery, Vendor, VendorList } from '@thon/shared/api/schemas/vendors';
import { shopCursorNotValid } from '@thon/shared/catalog/shop-messages';
import { scopedCaller } from '../access/caller-scope';
import type { Caller } from '../caller';
import { RuleBroken } from '../errors';
import { refreshedPayoutStatus } from '../payouts/connected-account';
import type { VendorPorts, VendorRecord } from './ports';
import { vendorInScope } from './vendor-scope';
import { vendorView } from './vendor-view';

export async function listVendors(
  deps: Pick<VendorPorts, 'vendors'>,
  query: ListVendorsQuery,
): Promise<VendorList> {
  const page = await deps.vendors.listVendors({
    limit: query.PageSize,
    ...(query.Cursor === undefined ? {} : { cursor: query.Cursor }),
  });
  if (page === 'bad-cursor')
    throw new RuleBroken(shopCursorNotValid, [{ path: 'Cursor', message: shopCursorNotValid }]);
  return {
    Vendors: page.vendors.map(vendorView),
    ...(page.nextCursor === undefined ? {} : { NextCursor: page.nextCursor }),
  };
}

/** The vendor with its payout facts refreshed (a changed answer is stored). */
export async function refreshedVendor(
  deps: Pick<VendorPorts, 'vendors' | 'payments'>,
  vendor: VendorRecord,
): Promise<VendorRecord> {
  const status = await refreshedPayoutStatus(deps.payments, vendor, (accountId, answer) =>
    deps.vendors.recordVendorPayoutStatus(vendor.vendorId, accountId, answer),
  );
  return status
    ? { ...vendor, payoutChargesEnabled: status.chargesEnabled, payoutsEnabled: status.payoutsEnabled }
    : vendor;
}

export async function getVendor(
  deps: Pick<VendorPorts, 'vendors' | 'payments' | 'callers' | 'franchiseNames'>,
  caller: Caller,
  vendorId: string,
): Promise<Vendor> {
  const scoped = await scopedCaller(deps.callers, caller);
  const vendor = await vendorInScope(deps, scoped, vendorId);
  const [refreshed, named] = await Promise.all([
    refreshedVendor(deps, vendor),
    deps.franchiseNames(vendor.franchiseIds),
  ]);
  // Named here because a vendor user may read no franchise: their calendar's picker shows these.
  const ServedFranchises = named
    .map(({ franchiseId, name }) => ({ FranchiseId: franchiseId, Name: name }))
    .sort((a, b) => a.Name.localeCompare(b.Name));
  return { ...vendorView(refreshed), ServedFranchises };
}
