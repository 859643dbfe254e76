// A Thon's facts on its console page: code, organization, organizer, franchise, status, dates,
// participants, test mark and commission (from its console row), with the link to its organizer
// page.
import { Link } from 'react-router';
import { directCustomerKey } from '@thon/shared/api/schemas/organizations';
import { directCustomers } from '@thon/shared/catalog/console-change-messages';
import type { ConsoleThon } from '../api/console-thon-calls';
import type { Thon } from '../api/thon-staff-calls';
import { organizerThonPath } from './console-thon-list';

function franchiseOf(row: ConsoleThon | undefined): string {
  if (!row) return '—';
  return row.FranchiseId === directCustomerKey ? directCustomers : row.FranchiseName || row.FranchiseId;
}

export function ThonFacts({ thon, row }: { thon: Thon; row: ConsoleThon | undefined }) {
  const facts: [string, string][] = [
    ['Event code', thon.EventCode],
    ['Organization', thon.OrganizationName || '—'],
    ['Organizer', row?.Organizer?.Name ?? '—'],
    ['Franchise', franchiseOf(row)],
    ['Status', thon.Status],
    ['Dates', `${thon.StartDate} – ${thon.EndDate}`],
    ['Participants', row ? String(row.Participants) : '—'],
    ['Test Thon', row ? (row.IsTest ? 'Yes' : 'No') : '—'],
    ['Commission', row ? `${row.CommissionPercent}%` : '—'],
  ];
  return (
    <section aria-label="Facts">
      <dl className="facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <Link to={organizerThonPath(thon.EventId)}>Open its organizer page</Link>
      </p>
    </section>
  );
}
