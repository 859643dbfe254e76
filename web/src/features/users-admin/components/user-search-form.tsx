// The users search: by a name prefix, an exact username or an exact email, and (super admins) one
// franchise's users. A GET form: the search lives in the address, so it can be shared and reloaded.
import { useId } from 'react';
import { Form } from 'react-router';
import type { FranchiseChoice } from '@/features/franchises/api/franchise-choices';
import type { UserSearch } from '../api/user-calls';

const kindLabels = { Name: 'Name (last name first)', Username: 'Username', Email: 'Email' } as const;

export function UserSearchForm({
  search,
  franchises,
}: {
  search: UserSearch;
  franchises: FranchiseChoice[];
}) {
  const kindId = useId();
  const termId = useId();
  const franchiseId = useId();
  return (
    <Form method="get" action="/admin/users" className="admin-toolbar" role="search" aria-label="Find users">
      <div className="field">
        <label htmlFor={kindId}>Search by</label>
        <select id={kindId} name="by" defaultValue={search.kind}>
          {Object.entries(kindLabels).map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={termId}>Search for</label>
        <input id={termId} name="q" type="search" defaultValue={search.term} autoComplete="off" />
      </div>
      {franchises.length > 0 && (
        <div className="field">
          <label htmlFor={franchiseId}>Franchise</label>
          <select id={franchiseId} name="franchise" defaultValue={search.franchiseId ?? ''}>
            <option value="">Every franchise</option>
            {franchises.map((franchise) => (
              <option key={franchise.FranchiseId} value={franchise.FranchiseId}>
                {franchise.Name}
              </option>
            ))}
          </select>
        </div>
      )}
      <p>
        <button type="submit" className="button-secondary">
          Search
        </button>
      </p>
    </Form>
  );
}
