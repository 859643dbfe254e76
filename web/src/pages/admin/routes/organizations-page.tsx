// /admin/organizations: a franchise's organizations (a super admin picks the franchise, or the
// direct customers; a franchisee user sees their own), a page at a time, and the way to add one.
import { Link, useLoaderData } from 'react-router';
import { OrganizationList } from '@/features/organizations/components/organization-list';
import type { OrganizationsView } from '@/features/organizations/routes/organization-loaders';
import { useSignedInSession } from '../../../lib/session-route';

export function OrganizationsPage() {
  const view = useLoaderData() as OrganizationsView;
  const session = useSignedInSession();
  return (
    <>
      <title>Organizations · Admin console · Thon</title>
      <h1>Organizations</h1>
      <p>
        <Link className="button-link" to="/admin/organizations/new">
          Add an organization
        </Link>
      </p>
      <OrganizationList view={view} canFilter={session.IsSuperAdmin} />
    </>
  );
}
