// The console's Thons in the viewer's scope, by start date: filters (status, dates, organization,
// and franchise for super admins) sent to the API, a page at a time with "Show more" adding the
// next, each Thon opening its organizer page and its console page (staff, test mode), and its
// commission editable by those who set money.
import { useId } from 'react';
import { Form, Link } from 'react-router';
import { eventStatuses } from '@thon/shared/api/schemas/event-status';
import { directCustomerKey } from '@thon/shared/api/schemas/organizations';
import { directCustomers } from '@thon/shared/catalog/console-change-messages';
import { ShowMore } from '../../../components/show-more';
import { useCursorPages } from '../../../components/use-cursor-pages';
import type { ConsoleThon, ConsoleThonFilters } from '../api/console-thon-calls';
import type { ConsoleThonsView } from '../routes/console-thon-loaders';
import { CommissionControl } from './commission-control';

/** The list route's address with these filters, after `cursor` (`index`: the list, not its parent). */
export function consoleThonsHref(filters: ConsoleThonFilters, cursor?: string): string {
  const query = new URLSearchParams();
  if (cursor) query.set('index', '');
  const pairs: [string, string | undefined][] = [
    ['status', filters.status],
    ['franchise', filters.franchiseId],
    ['organization', filters.organizationId],
    ['from', filters.fromDate],
    ['to', filters.toDate],
    ['cursor', cursor],
  ];
  for (const [name, value] of pairs) if (value) query.set(name, value);
  const search = query.toString().replace(/^index=&/, 'index&');
  return `/admin/thons${search ? `?${search}` : ''}`;
}

export const organizerThonPath = (eventId: string) => `/organizer/thons/${encodeURIComponent(eventId)}`;
/** The Thon's console page: its staff and test-mode controls. */
export const consoleThonPath = (eventId: string) => `/admin/thons/${encodeURIComponent(eventId)}`;

function Filters({ view, canPickFranchise }: { view: ConsoleThonsView; canPickFranchise: boolean }) {
  const ids = { status: useId(), franchise: useId(), from: useId(), to: useId() };
  const { filters } = view;
  return (
    <Form method="get" action="/admin/thons" className="admin-toolbar">
      <div className="field">
        <label htmlFor={ids.status}>Status</label>
        <select id={ids.status} name="status" defaultValue={filters.status ?? ''}>
          <option value="">Any status</option>
          {eventStatuses.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
      {canPickFranchise && (
        <div className="field">
          <label htmlFor={ids.franchise}>Franchise</label>
          <select id={ids.franchise} name="franchise" defaultValue={filters.franchiseId ?? ''}>
            <option value="">Every franchise</option>
            <option value={directCustomerKey}>{directCustomers}</option>
            {view.franchises.map((franchise) => (
              <option key={franchise.FranchiseId} value={franchise.FranchiseId}>
                {franchise.Name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor={ids.from}>Starting from</label>
        <input id={ids.from} type="date" name="from" defaultValue={filters.fromDate ?? ''} />
      </div>
      <div className="field">
        <label htmlFor={ids.to}>Starting until</label>
        <input id={ids.to} type="date" name="to" defaultValue={filters.toDate ?? ''} />
      </div>
      {/* The organization filter comes from an organization's row link; kept while others change. */}
      {filters.organizationId && <input type="hidden" name="organization" value={filters.organizationId} />}
      <p>
        <button type="submit" className="button-secondary">
          Show Thons
        </button>
      </p>
    </Form>
  );
}

function ThonRow({
  thon,
  filters,
  canSetMoney,
}: {
  thon: ConsoleThon;
  filters: ConsoleThonFilters;
  canSetMoney: boolean;
}) {
  return (
    <tr>
      <th scope="row">
        <Link to={organizerThonPath(thon.EventId)}>{thon.Name}</Link>
        {thon.IsTest && <span className="muted"> (test)</span>}{' '}
        <Link to={consoleThonPath(thon.EventId)} aria-label={`Staff and test mode of ${thon.Name}`}>
          Staff
        </Link>
      </th>
      <td>{thon.EventCode}</td>
      <td>
        {thon.OrganizationName ? (
          <Link
            to={consoleThonsHref({ ...filters, organizationId: thon.OrganizationId })}
            aria-label={`Only ${thon.OrganizationName}'s Thons`}
          >
            {thon.OrganizationName}
          </Link>
        ) : (
          '—'
        )}
      </td>
      <td>
        {thon.FranchiseId === directCustomerKey ? directCustomers : thon.FranchiseName || thon.FranchiseId}
      </td>
      <td>{thon.Status}</td>
      <td>
        {thon.StartDate} – {thon.EndDate}
      </td>
      <td>{thon.Participants}</td>
      <td>{canSetMoney ? <CommissionControl thon={thon} /> : `${thon.CommissionPercent}%`}</td>
    </tr>
  );
}

export function ConsoleThonList({
  view,
  canPickFranchise,
  canSetMoney,
}: {
  view: ConsoleThonsView;
  canPickFranchise: boolean;
  canSetMoney: boolean;
}) {
  const { pages, refusal, nextCursor, loading, load } = useCursorPages(view.page);
  const thons = pages.flatMap((page) => page.Thons);
  return (
    <section aria-label="Thons">
      {/* Keyed by the filters: the fields show those of the page loaded. */}
      <Filters key={consoleThonsHref(view.filters)} view={view} canPickFranchise={canPickFranchise} />
      {view.filters.organizationId && (
        <p>
          One organization's Thons.{' '}
          <Link to={consoleThonsHref({ ...view.filters, organizationId: undefined })}>
            Every organization
          </Link>
        </p>
      )}
      {thons.length === 0 ? (
        <p>No Thon matches{nextCursor ? ' on this page: show more to look further' : ''}.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Thon list</caption>
            <thead>
              <tr>
                <th scope="col">Thon</th>
                <th scope="col">Event code</th>
                <th scope="col">Organization</th>
                <th scope="col">Franchise</th>
                <th scope="col">Status</th>
                <th scope="col">Dates</th>
                <th scope="col">Participants</th>
                <th scope="col">Commission</th>
              </tr>
            </thead>
            <tbody>
              {thons.map((thon) => (
                <ThonRow key={thon.EventId} thon={thon} filters={view.filters} canSetMoney={canSetMoney} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ShowMore
        noun="Thons"
        nextHref={nextCursor && consoleThonsHref(view.filters, nextCursor)}
        refusal={refusal}
        loading={loading}
        firstPageHref={consoleThonsHref(view.filters)}
        onMore={load}
      />
    </section>
  );
}
