// The vendor's payout account: its owner connects it (a Connect Express account, created once, as
// an organization's is: payouts/connected-account.ts) and the provider's onboarding link brings
// them back to the vendor's staff page, where its status shows (GetVendor refreshes it).
import type { VendorPayoutsOnboarding } from '@thon/shared/api/schemas/vendors';
import { noSuchUser } from '@thon/shared/catalog/messages';
import { vendorOwnerOnly } from '@thon/shared/catalog/shop-messages';
import { scopedCaller } from '../access/caller-scope';
import { canManageVendor } from '../access/scope';
import type { Caller } from '../caller';
import { Forbidden, NotFound } from '../errors';
import { connectedAccountOf } from '../payouts/connected-account';
import type { VendorPorts } from './ports';
import { vendorInScope } from './vendor-scope';

/** The provider's idempotency key for creating a vendor's account: one account each. */
export function vendorPayoutAccountIdempotencyKey(vendorId: string): string {
  return `payout-account-vendor-${vendorId}`;
}

/** The vendor's staff page (web: /shop/vendorusers, a path vendors are confined to). */
function staffPageUrl(deps: Pick<VendorPorts, 'webOrigin'>, payout: 'return' | 'refresh'): string {
  return `${deps.webOrigin()}/shop/vendorusers?payout=${payout}`;
}

export async function startVendorPayouts(
  deps: Pick<VendorPorts, 'callers' | 'vendors' | 'payments' | 'webOrigin'>,
  caller: Caller,
): Promise<VendorPayoutsOnboarding> {
  const scoped = await scopedCaller(deps.callers, caller);
  const vendor = await vendorInScope(deps, scoped, undefined);
  if (!canManageVendor(scoped, vendor.vendorId)) throw new Forbidden(vendorOwnerOnly);
  const user = await deps.callers.getUser(caller.userId);
  if (!user) throw new NotFound(noSuchUser);
  const accountId = await connectedAccountOf(deps.payments, vendor, {
    name: vendor.name,
    email: user.email,
    idempotencyKey: vendorPayoutAccountIdempotencyKey(vendor.vendorId),
    store: (id) => deps.vendors.setVendorPayoutAccount(vendor.vendorId, id),
    reread: async () => (await deps.vendors.getVendor(vendor.vendorId))?.payoutAccountId,
  });
  if (!accountId) throw new NotFound();
  const link = await deps.payments.createOnboardingLink({
    accountId,
    refreshUrl: staffPageUrl(deps, 'refresh'),
    returnUrl: staffPageUrl(deps, 'return'),
  });
  return { Url: link.url };
}
