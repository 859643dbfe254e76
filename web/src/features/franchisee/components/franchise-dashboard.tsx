// A franchise at a glance: its Thons by where they stand, what they raised and pledged, and what
// needs attention (schools without a connected payout account, failed charges, units not
// recorded, Thons ending this week). Each list links to the franchise calendar for the dates.
import { Link } from 'react-router';
import { formatDollars } from '@thon/shared/catalog/money-format';
import type { DashboardThon, FranchiseDashboard as Dashboard } from '../api/franchisee-calls';

function ThonLines({ thons, empty }: { thons: readonly DashboardThon[]; empty: string }) {
  if (thons.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul>
      {thons.map((thon) => (
        <li key={thon.EventId}>
          {thon.Name}
          {thon.OrganizationName ? `, ${thon.OrganizationName}` : ''}: {thon.StartDate} to {thon.EndDate}
        </li>
      ))}
    </ul>
  );
}

const dollarsOf = (cents: number) => formatDollars(cents / 100);

/** The franchise calendar's address: a super admin's names the franchise (theirs has none to pick). */
export function franchiseCalendarHref(franchiseId?: string): string {
  const base = '/shop/franchiseecalander';
  return franchiseId ? `${base}?franchise=${encodeURIComponent(franchiseId)}` : base;
}

/**
 * `heading` and `calendarHref` differ on a franchise's console page, which anyone reaching the
 * franchise reads (a super admin too), from a franchisee user's own home.
 */
export function FranchiseDashboard({
  dashboard,
  heading = 'Your franchise',
  calendarHref = franchiseCalendarHref(),
}: {
  dashboard: Dashboard;
  heading?: string;
  calendarHref?: string;
}) {
  const { Attention: attention } = dashboard;
  const needsNothing =
    attention.PayoutNotConnected.length === 0 &&
    attention.FailedCharges === 0 &&
    attention.UnitsNotRecorded === 0 &&
    attention.EndingThisWeek.length === 0;
  return (
    <section aria-labelledby="dashboard-heading">
      <h2 id="dashboard-heading">{heading}</h2>
      <dl className="dashboard-figures">
        <div>
          <dt>Raised</dt>
          <dd>{dollarsOf(dashboard.RaisedCents)}</dd>
        </div>
        <div>
          <dt>Pledged per unit</dt>
          <dd>{dollarsOf(dashboard.PledgedCents)}</dd>
        </div>
      </dl>
      <p className="muted">
        Over the {dashboard.TotalsThonCount} most recent live and completed Thons
        {dashboard.TotalsPartial ? '; older ones are in the reports' : ''}.
      </p>

      <h3>Needs attention</h3>
      {needsNothing ? (
        <p>Nothing needs your attention.</p>
      ) : (
        <ul>
          {attention.PayoutNotConnected.length > 0 && (
            <li>
              Payout account not connected:{' '}
              {attention.PayoutNotConnected.map((school) => school.OrganizationName).join(', ')}
            </li>
          )}
          {attention.FailedCharges > 0 && <li>Failed charges: {attention.FailedCharges}</li>}
          {attention.UnitsNotRecorded > 0 && (
            <li>
              Participants without units recorded on live or completed Thons: {attention.UnitsNotRecorded}
            </li>
          )}
          {attention.EndingThisWeek.length > 0 && (
            <li>
              Ending this week:{' '}
              {attention.EndingThisWeek.map((thon) => `${thon.Name} (${thon.EndDate})`).join(', ')}
            </li>
          )}
        </ul>
      )}

      <h3>Live ({dashboard.LiveCount})</h3>
      <ThonLines thons={dashboard.Live} empty="No Thon is live." />
      <h3>Upcoming ({dashboard.UpcomingCount})</h3>
      <ThonLines thons={dashboard.Upcoming} empty="No Thon is coming up." />
      <h3>Completed ({dashboard.CompletedCount})</h3>
      <ThonLines thons={dashboard.Completed} empty="No Thon completed in the last year." />
      <p>
        <Link to={calendarHref}>Open the franchise calendar</Link>
      </p>
    </section>
  );
}
