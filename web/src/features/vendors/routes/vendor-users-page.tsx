// /shop/vendorusers: a vendor's users (spec section 2's path). The owner invites staff, deactivates
// and reactivates them, connects the vendor's payouts and keeps its contact; other staff read the list. A super
// admin names the vendor (?vendor=<id>, from the console's vendor page). The session only chooses
// what to show: the API refuses the changes to anyone else.
import { Link, useLoaderData } from 'react-router';
import { useSignedInSession } from '../../../lib/session-route';
import { InviteVendorUserForm } from '../components/invite-vendor-user-form';
import { VendorContactForm } from '../components/vendor-contact-form';
import { VendorPayouts } from '../components/vendor-payouts';
import { VendorStaffList } from '../components/vendor-staff-list';
import type { VendorUsersPageData } from './vendor-users-loader';

export function VendorUsersPage() {
  const data = useLoaderData() as VendorUsersPageData;
  const session = useSignedInSession();
  if (data.kind === 'choose-vendor') {
    return (
      <>
        <title>Vendor users · Shop · Thon</title>
        <h1>Vendor users</h1>
        <p>
          Choose a vendor first: <Link to="/admin/vendors">open the vendors in the admin console</Link>.
        </p>
      </>
    );
  }
  const { vendor, users, namedVendorId, canManage, isOwner } = data;
  return (
    <>
      <title>{`Vendor users · ${vendor.Name} · Thon`}</title>
      <h1>Vendor users</h1>
      <p className="lead">{vendor.Name}</p>
      {/* Keyed by vendor: another vendor's page starts fresh rows and a fresh form. */}
      <VendorStaffList
        key={`staff-${vendor.VendorId}`}
        users={users}
        canManage={canManage}
        viewerId={session.UserId}
        vendorId={namedVendorId}
      />
      {canManage && <InviteVendorUserForm key={`invite-${vendor.VendorId}`} vendorId={namedVendorId} />}
      <VendorPayouts key={`payouts-${vendor.VendorId}`} vendor={vendor} canConnect={isOwner} />
      {/* The owner's own contact; a super admin edits every field in the console. */}
      {isOwner && <VendorContactForm key={`contact-${vendor.VendorId}`} vendor={vendor} />}
    </>
  );
}
