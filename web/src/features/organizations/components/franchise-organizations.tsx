// A franchise page's organizations: the first page of the franchise's list, fetched from the
// organizations list route's own loader (so the call and its scope stay in one place), linking to
// each organization and to the whole list filtered to this franchise.
import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import { organizationPath } from '../routes/organization-actions';
import type { OrganizationsView } from '../routes/organization-loaders';
import { organizationsHref, placeText } from './organization-list';

export function FranchiseOrganizations({ franchiseId }: { franchiseId: string }) {
  const fetcher = useFetcher();
  const view = fetcher.data as OrganizationsView | undefined;
  const listHref = organizationsHref(franchiseId);
  const { load } = fetcher;
  useEffect(() => {
    // `index` asks the list route itself rather than its parent.
    void load(`/admin/organizations?index&franchise=${encodeURIComponent(franchiseId)}`);
  }, [load, franchiseId]);
  const organizations = view?.page.Organizations;
  return (
    <section aria-labelledby="franchise-organizations-heading">
      <h2 id="franchise-organizations-heading">Organizations</h2>
      {!organizations ? (
        <p aria-busy="true">Loading organizations…</p>
      ) : organizations.length === 0 ? (
        <p>No organization belongs to this franchise yet.</p>
      ) : (
        <ul aria-label="Organizations of this franchise">
          {organizations.map((organization) => (
            <li key={organization.OrganizationId}>
              <Link to={organizationPath(organization.OrganizationId)}>{organization.Name}</Link>{' '}
              <span className="muted">{placeText(organization)}</span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={listHref}>
          {view?.page.NextCursor ? 'All its organizations' : 'Its organizations list'}
        </Link>
      </p>
    </section>
  );
}
