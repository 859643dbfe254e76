// The vendor a call is about: a super admin names it; a vendor user works for their own, and a
// vendor they name that is not theirs answers 404 exactly like an unknown id (scope.ts).
import { vendorIdRequired } from '@thon/shared/catalog/shop-messages';
import { ownVendor, type ScopedCaller } from '../access/scope';
import { NotFound, RuleBroken } from '../errors';
import type { VendorPorts, VendorRecord } from './ports';

/** The vendor's id the caller may reach by naming `named` (or nothing, for their own). */
export function vendorIdInScope(scoped: ScopedCaller, named: string | undefined): string {
  if (scoped.role === 'super-admin') {
    if (named === undefined)
      throw new RuleBroken(vendorIdRequired, [{ path: 'VendorId', message: vendorIdRequired }]);
    return named;
  }
  const own = ownVendor(scoped);
  if (own === undefined || (named !== undefined && named !== own)) throw new NotFound();
  return own;
}

/** The stored vendor the caller may reach, or 404. */
export async function vendorInScope(
  deps: Pick<VendorPorts, 'vendors'>,
  scoped: ScopedCaller,
  named: string | undefined,
): Promise<VendorRecord> {
  const vendor = await deps.vendors.getVendor(vendorIdInScope(scoped, named));
  if (!vendor) throw new NotFound();
  return vendor;
}
