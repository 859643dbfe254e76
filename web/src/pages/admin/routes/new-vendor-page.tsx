// /admin/vendors/new: a new vendor and its owner's invitation; saving opens the vendor's page.
import { Link, useLoaderData } from 'react-router';
import { VendorForm } from '@/features/vendors/components/vendor-form';
import type { NewVendorData } from '@/features/vendors/routes/vendor-console-loaders';

export function NewVendorPage() {
  const { franchises } = useLoaderData() as NewVendorData;
  return (
    <>
      <title>New vendor · Admin console · Thon</title>
      <p>
        <Link to="/admin/vendors">Back to vendors</Link>
      </p>
      <h1>New vendor</h1>
      <VendorForm franchises={franchises} />
    </>
  );
}
