// A franchise page's Thons: the first page of the console's Thons list filtered to the franchise
// (the same call and filter as /admin/thons), each opening its organizer page, and a link to the
// whole list filtered to this franchise.
import { Link } from 'react-router';
import { useFranchiseRead } from '@/features/franchises/components/use-franchise-read';
import { listConsoleThons } from '../api/console-thon-calls';
import { consoleThonsHref, organizerThonPath } from './console-thon-list';

const firstPage = (franchiseId: string, signal: AbortSignal) =>
  listConsoleThons({ franchiseId }, undefined, signal);

export function FranchiseThons({ franchiseId }: { franchiseId: string }) {
  const read = useFranchiseRead(franchiseId, firstPage, 'The Thons could not be loaded. Please try again.');
  return (
    <section aria-labelledby="franchise-thons-heading">
      <h2 id="franchise-thons-heading">Thons</h2>
      {!read ? (
        <p aria-busy="true">Loading Thons…</p>
      ) : !read.ok ? (
        <p role="alert">{read.message}</p>
      ) : read.data.Thons.length === 0 ? (
        <p>No Thon belongs to this franchise yet.</p>
      ) : (
        <ul aria-label="Thons of this franchise">
          {read.data.Thons.map((thon) => (
            <li key={thon.EventId}>
              <Link to={organizerThonPath(thon.EventId)}>{thon.Name}</Link>
              {thon.IsTest && <span className="muted"> (test)</span>}{' '}
              <span className="muted">
                {thon.OrganizationName ? `${thon.OrganizationName}, ` : ''}
                {thon.Status}, {thon.StartDate} to {thon.EndDate}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={consoleThonsHref({ franchiseId })}>All Thons of this franchise</Link>
      </p>
    </section>
  );
}
