// The console's organizations of one franchise (a super admin picks which, the direct customers
// included; a franchisee user sees their own): a page at a time from the API, "Show more" adding
// the next. The loaded organizations can be found by name and sorted by name or newest first. Each
// row shows its payout account's status as last stored.
import { useId, useState } from 'react';
import { Form, Link } from 'react-router';
import { directCustomerKey } from '@thon/shared/api/schemas/organizations';
import { directCustomers } from '@thon/shared/catalog/console-change-messages';
import { ListFilter, matchesQuery } from '../../../components/list-filter';
import { payoutStatusLabels } from '../../../components/payout-status';
import { ShowMore } from '../../../components/show-more';
import { useCursorPages } from '../../../components/use-cursor-pages';
import type { FranchiseChoice } from '@/features/franchises/api/franchise-choices';
import type { Organization } from '../api/organization-calls';
import { organizationPath } from '../routes/organization-actions';
import type { OrganizationsView } from '../routes/organization-loaders';

type SortOrder = 'name' | 'newest';

const sorters: Record<SortOrder, (a: Organization, b: Organization) => number> = {
  name: (a, b) => a.Name.localeCompare(b.Name),
  newest: (a, b) => b.CreatedAt.localeCompare(a.CreatedAt) || a.Name.localeCompare(b.Name),
};

/** The list route's address for a franchise's page after `cursor` (`index`: the list, not its parent). */
export function organizationsHref(franchiseId: string | undefined, cursor?: string): string {
  const query = new URLSearchParams();
  if (cursor) query.set('index', '');
  if (franchiseId) query.set('franchise', franchiseId);
  if (cursor) query.set('cursor', cursor);
  const search = query.toString().replace(/^index=&/, 'index&');
  return `/admin/organizations${search ? `?${search}` : ''}`;
}

export const placeText = (organization: Organization) =>
  [
    organization.Address.City,
    [organization.Address.State, organization.Address.Zip].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');

function FranchiseFilter({
  franchises,
  franchiseId,
}: {
  franchises: FranchiseChoice[];
  franchiseId?: string;
}) {
  const id = useId();
  return (
    <Form method="get" action="/admin/organizations" className="admin-toolbar">
      <div className="field">
        <label htmlFor={id}>Franchise</label>
        <select id={id} name="franchise" defaultValue={franchiseId ?? directCustomerKey}>
          <option value={directCustomerKey}>{directCustomers}</option>
          {franchises.map((franchise) => (
            <option key={franchise.FranchiseId} value={franchise.FranchiseId}>
              {franchise.Name}
            </option>
          ))}
        </select>
      </div>
      <p>
        <button type="submit" className="button-secondary">
          Show organizations
        </button>
      </p>
    </Form>
  );
}

export function OrganizationList({ view, canFilter }: { view: OrganizationsView; canFilter: boolean }) {
  const { pages, refusal, nextCursor, loading, load } = useCursorPages(view.page);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortOrder>('name');
  const sortId = useId();
  const loaded = pages.flatMap((page) => page.Organizations);
  const shown = loaded.filter((organization) => matchesQuery(organization.Name, query)).sort(sorters[sort]);

  return (
    <section aria-label="Organizations">
      {canFilter && (
        // Keyed by the filter: the select shows the franchise of the page loaded.
        <FranchiseFilter
          key={view.franchiseId ?? ''}
          franchises={view.franchises}
          franchiseId={view.franchiseId}
        />
      )}
      <div className="admin-toolbar">
        <div>
          <ListFilter
            label="Find by name"
            value={query}
            onChange={setQuery}
            shown={shown.length}
            total={loaded.length}
            noun="organizations"
          />
        </div>
        <div className="field">
          <label htmlFor={sortId}>Sort by</label>
          <select id={sortId} value={sort} onChange={(event) => setSort(event.target.value as SortOrder)}>
            <option value="name">Name</option>
            <option value="newest">Newest first</option>
          </select>
        </div>
      </div>
      {loaded.length === 0 ? (
        <p>There are no organizations here yet.</p>
      ) : shown.length === 0 ? (
        <p>No loaded organization matches.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Organization list</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Place</th>
                <th scope="col">Sign-in</th>
                <th scope="col">Payout account</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((organization) => (
                <tr key={organization.OrganizationId}>
                  <th scope="row">
                    <Link to={organizationPath(organization.OrganizationId)}>{organization.Name}</Link>
                  </th>
                  <td>{organization.OrganizationType}</td>
                  <td>{placeText(organization)}</td>
                  <td>{organization.ForceAccessCode ? 'Access codes only' : 'Password or access code'}</td>
                  <td>{payoutStatusLabels[organization.Payout.Status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ShowMore
        noun="organizations"
        nextHref={nextCursor && organizationsHref(view.franchiseId, nextCursor)}
        refusal={refusal}
        loading={loading}
        firstPageHref={organizationsHref(view.franchiseId)}
        onMore={load}
      />
    </section>
  );
}
