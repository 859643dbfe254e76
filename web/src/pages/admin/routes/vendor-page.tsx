// /admin/vendors/{id}: a vendor. The super admin edits it (status included), sees its payout
// account's status (its owner connects it from the shop), and its users, whom they may invite,
// deactivate and reactivate here as the owner does on /shop/vendorusers.
import { Link, useLoaderData } from 'react-router';
import { InviteVendorUserForm } from '@/features/vendors/components/invite-vendor-user-form';
import { VendorForm } from '@/features/vendors/components/vendor-form';
import { vendorStatusLabel } from '@/features/vendors/components/vendor-labels';
import { VendorPayouts } from '@/features/vendors/components/vendor-payouts';
import { VendorStaffList } from '@/features/vendors/components/vendor-staff-list';
import type { VendorPageData } from '@/features/vendors/routes/vendor-console-loaders';
import { useSignedInSession } from '../../../lib/session-route';

export function VendorPage() {
  const { vendor, users, franchises } = useLoaderData() as VendorPageData;
  const session = useSignedInSession();
  return (
    <>
      <title>{`${vendor.Name} · Admin console · Thon`}</title>
      <p>
        <Link to="/admin/vendors">Back to vendors</Link>
      </p>
      <h1>{vendor.Name}</h1>
      <p className="lead">{vendorStatusLabel[vendor.Status]}</p>
      {/* Keyed by id: another vendor's page starts a fresh form, rows and invitation. */}
      <VendorForm key={`form-${vendor.VendorId}`} franchises={franchises} vendor={vendor} />
      <VendorPayouts key={`payouts-${vendor.VendorId}`} vendor={vendor} canConnect={false} />
      <VendorStaffList
        key={`staff-${vendor.VendorId}`}
        users={users}
        canManage
        viewerId={session.UserId}
        vendorId={vendor.VendorId}
      />
      <InviteVendorUserForm key={`invite-${vendor.VendorId}`} vendorId={vendor.VendorId} />
    </>
  );
}
