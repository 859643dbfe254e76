// /admin/vendors: every vendor, a page at a time, and the way to create another.
import { Link, useLoaderData } from 'react-router';
import { VendorList } from '@/features/vendors/components/vendor-list';
import type { VendorList as VendorPage } from '@/features/vendors/api/vendor-calls';

export function VendorsPage() {
  const firstPage = useLoaderData() as VendorPage;
  return (
    <>
      <title>Vendors · Admin console · Thon</title>
      <h1>Vendors</h1>
      <p>
        <Link className="button-link" to="/admin/vendors/new">
          Create a vendor
        </Link>
      </p>
      <VendorList firstPage={firstPage} />
    </>
  );
}
