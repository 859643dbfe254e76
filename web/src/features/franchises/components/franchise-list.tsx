// The console's franchises: a page at a time from the API (by name, its cursor), "Show more"
// fetching the next page through the list route's loader and adding it below. The loaded
// franchises can be found by name, filtered by status and sorted by name or commission.
import { useId, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import type { Refused } from '../../../components/form/refused-or';
import { ListFilter, matchesQuery } from '../../../components/list-filter';
import type { Franchise, FranchiseList as FranchisePage, FranchiseStatus } from '../api/franchise-calls';
import { franchisePath } from '../routes/franchise-actions';
import { commissionText, franchiseStatusLabel, statesText, zipPrefixesText } from './franchise-labels';

type StatusFilter = FranchiseStatus | 'all';
type SortOrder = 'name' | 'commission';

const sorters: Record<SortOrder, (a: Franchise, b: Franchise) => number> = {
  name: (a, b) => a.Name.localeCompare(b.Name),
  commission: (a, b) =>
    b.DefaultCommissionPercent - a.DefaultCommissionPercent || a.Name.localeCompare(b.Name),
};

/**
 * The address of the page after `cursor` for the list's fetcher; `index` makes the fetcher ask the
 * list (an index route) rather than its parent route.
 */
export const nextPageHref = (cursor: string) =>
  `/admin/franchises?index&cursor=${encodeURIComponent(cursor)}`;

export function FranchiseList({ firstPage }: { firstPage: FranchisePage }) {
  const more = useFetcher<FranchisePage | Refused>();
  const answered = more.state === 'idle' ? more.data : undefined;
  // The pages shown after the first, each fetched answer taken once (`seen`): a page is added, a
  // refusal said. A reloaded first page starts the list again, refusal gone. Adjusted during
  // render, so a page never shows a stale list for a frame.
  const [pages, setPages] = useState({
    first: firstPage,
    later: [] as FranchisePage[],
    refusal: undefined as string | undefined,
    seen: answered,
  });
  if (pages.first !== firstPage) {
    setPages({ first: firstPage, later: [], refusal: undefined, seen: answered });
  } else if (answered && answered !== pages.seen) {
    setPages(
      'Franchises' in answered
        ? { ...pages, later: [...pages.later, answered], refusal: undefined, seen: answered }
        : { ...pages, refusal: answered.message, seen: answered },
    );
  }
  const current = pages.first === firstPage;
  const refusal = current ? pages.refusal : undefined;
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<SortOrder>('name');
  const statusId = useId();
  const sortId = useId();

  const shownPages = [firstPage, ...(current ? pages.later : [])];
  const loaded = shownPages.flatMap((page) => page.Franchises);
  const nextCursor = shownPages.at(-1)?.NextCursor;
  const shown = loaded
    .filter((franchise) => matchesQuery(franchise.Name, query))
    .filter((franchise) => status === 'all' || franchise.Status === status)
    .sort(sorters[sort]);

  return (
    <section aria-label="Franchises">
      <div className="admin-toolbar">
        <div>
          <ListFilter
            label="Find by name"
            value={query}
            onChange={setQuery}
            shown={shown.length}
            total={loaded.length}
            noun="franchises"
          />
        </div>
        <div className="field">
          <label htmlFor={statusId}>Status</label>
          <select
            id={statusId}
            value={status}
            onChange={(event) => setStatus(event.target.value as StatusFilter)}
          >
            <option value="all">All</option>
            <option value="active">{franchiseStatusLabel.active}</option>
            <option value="suspended">{franchiseStatusLabel.suspended}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={sortId}>Sort by</label>
          <select id={sortId} value={sort} onChange={(event) => setSort(event.target.value as SortOrder)}>
            <option value="name">Name</option>
            <option value="commission">Commission, highest first</option>
          </select>
        </div>
      </div>
      {loaded.length === 0 ? (
        <p>There are no franchises yet.</p>
      ) : shown.length === 0 ? (
        <p>No loaded franchise matches.</p>
      ) : (
        <ul className="card-list" aria-label="Franchise list">
          {shown.map((franchise) => (
            <li key={franchise.FranchiseId} className="card">
              <h2>
                <Link to={franchisePath(franchise.FranchiseId)}>{franchise.Name}</Link>
              </h2>
              <dl className="stat-list">
                <div>
                  <dt>States</dt>
                  <dd>{statesText(franchise)}</dd>
                </div>
                <div>
                  <dt>ZIP prefixes</dt>
                  <dd>{zipPrefixesText(franchise)}</dd>
                </div>
                <div>
                  <dt>Status</dt>
                  <dd>{franchiseStatusLabel[franchise.Status]}</dd>
                </div>
                <div>
                  <dt>Commission</dt>
                  <dd>{commissionText(franchise)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      {refusal && (
        <p role="alert">
          {refusal} <Link to="/admin/franchises">Start again from the first page</Link>
        </p>
      )}
      {nextCursor && !refusal && (
        <p>
          <span className="muted">More franchises follow by name: show them to find among them too. </span>
          <button
            type="button"
            className="button-secondary"
            aria-disabled={more.state !== 'idle'}
            onClick={() => more.state === 'idle' && void more.load(nextPageHref(nextCursor))}
          >
            {more.state === 'idle' ? 'Show more franchises' : 'Loading…'}
          </button>
        </p>
      )}
    </section>
  );
}
