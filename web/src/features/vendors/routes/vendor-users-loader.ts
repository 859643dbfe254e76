// /shop/vendorusers' loader: the vendor (its name and payout account) and its staff. A vendor user
// reads their own vendor (the session names it); a super admin names one (?vendor=<id>), else the
// page asks them to choose it in the console. An id out of reach answers 404 like an unknown one,
// and the route's error view says the page could not be shown.
import type { LoaderFunctionArgs } from 'react-router';
import { requireSession } from '../../../lib/require-session';
import { getVendor, listVendorUsers, type Vendor, type VendorUser } from '../api/vendor-calls';

export type VendorUsersPageData =
  | { kind: 'choose-vendor' }
  | {
      kind: 'vendor';
      vendor: Vendor;
      users: VendorUser[];
      /** The vendor the super admin named (the calls name it); none for the vendor's own users. */
      namedVendorId?: string;
      /** The owner and super admins invite, deactivate and reactivate; other staff only read. */
      canManage: boolean;
      /** The owner connects the vendor's payouts (StartVendorPayouts is theirs) and keeps its contact. */
      isOwner: boolean;
    };

export async function vendorUsersLoader(args: LoaderFunctionArgs): Promise<VendorUsersPageData> {
  const session = await requireSession(args);
  const signal = args.request.signal;
  const named = new URL(args.request.url).searchParams.get('vendor') || undefined;
  const isSuperAdmin = session.Role === 'super-admin';
  if (isSuperAdmin && !named) return { kind: 'choose-vendor' };
  // A vendor user's own vendor is the session's; a ?vendor= of theirs changes nothing.
  const vendorId = isSuperAdmin ? named : (session.VendorId ?? undefined);
  const namedVendorId = isSuperAdmin ? named : undefined;
  const [vendor, list] = await Promise.all([
    getVendor(vendorId ?? '', signal),
    listVendorUsers(namedVendorId, signal),
  ]);
  return {
    kind: 'vendor',
    vendor,
    users: list.Users,
    ...(namedVendorId ? { namedVendorId } : {}),
    canManage: isSuperAdmin || session.IsVendorOwner,
    isOwner: !isSuperAdmin && session.IsVendorOwner,
  };
}
