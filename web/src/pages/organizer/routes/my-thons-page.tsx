// /organizer/thons: the Thons the organizer runs (newest start date first), each leading to its
// page (ten at a time, the catalogue's default), and the way to create another. A franchisee team
// leader sees the Thons they are assigned to, and creates none.
import { Link, useLoaderData } from 'react-router';
import { useSignedInSession } from '@/lib/session-route';
import type { MyThonsEntry } from './my-thons-loader';
import { statusLabels } from '@/features/events/components/thon-status-panel';
import { thonDates } from '@/features/events/components/thon-dates';
import { defaultItemsPerPage } from '@thon/shared/catalog/limits';
import { Pager, usePagedList } from '../../../components/pager';

export function MyThonsPage() {
  const thons = useLoaderData() as MyThonsEntry[];
  const paged = usePagedList(thons, defaultItemsPerPage);
  const assigned = useSignedInSession().Role === 'franchisee-team-leader';
  return (
    <>
      <title>My Thons · Thon</title>
      <h1>My Thons</h1>
      {assigned ? (
        <p className="lead">The Thons you are assigned to: record units and look after participants.</p>
      ) : (
        <p>
          <Link className="button-link" to="/organizer/thons/new">
            Create a Thon
          </Link>{' '}
          <Link to="/landingpages">Landing pages</Link>
        </p>
      )}
      {thons.length === 0 ? (
        <p>
          {assigned
            ? 'You are not assigned to a Thon yet.'
            : 'You have no Thons yet. Create one to get started.'}
        </p>
      ) : (
        <ul className="card-list" aria-label="Your Thons">
          {paged.shown.map((thon) => (
            <li key={thon.EventId} className="card">
              <h2>
                <Link to={`/organizer/thons/${encodeURIComponent(thon.EventId)}`}>{thon.Name}</Link>
              </h2>
              <dl className="stat-list">
                <div>
                  <dt>Event code</dt>
                  <dd>
                    <code>{thon.EventCode}</code>
                  </dd>
                </div>
                <div>
                  <dt>Status</dt>
                  <dd>{statusLabels[thon.Status]}</dd>
                </div>
                <div>
                  <dt>Dates</dt>
                  <dd>{thonDates(thon)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <Pager label="Thon pages" page={paged.page} pageCount={paged.pageCount} onPage={paged.setPage} />
    </>
  );
}
