// /admin/organizations/new: a new organization; the server puts it in the franchise of its ZIP,
// which its page (opened after saving) shows.
import { Link } from 'react-router';
import { OrganizationForm } from '@/features/organizations/components/organization-form';

export function NewOrganizationPage() {
  return (
    <>
      <title>Add an organization · Admin console · Thon</title>
      <p>
        <Link to="/admin/organizations">Back to organizations</Link>
      </p>
      <h1>Add an organization</h1>
      <OrganizationForm />
    </>
  );
}
