// /admin: the console's start page, one card per section; a section not built yet says so. A
// franchisee user sees their franchise's dashboard first.
import { Link, useLoaderData } from 'react-router';
import type { FranchiseDashboard as Dashboard } from '@/features/franchisee/api/franchisee-calls';
import { FranchiseDashboard } from '@/features/franchisee/components/franchise-dashboard';
import { useSignedInSession } from '../../../lib/session-route';
import { adminSections, comingSoon, pathFor } from '../components/admin-sections';

export function AdminHomePage() {
  const session = useSignedInSession();
  const dashboard = useLoaderData() as Dashboard | null | undefined;
  return (
    <>
      <title>Admin console · Thon</title>
      <h1>Admin console</h1>
      <p className="lead">
        Signed in as {session.FirstName} {session.LastName}, {session.ApplicationRole}.
      </p>
      {dashboard && (
        <>
          <FranchiseDashboard dashboard={dashboard} />
          {/* Their franchise's page (its facts and its shop switch): the franchise list is not theirs. */}
          <p>
            <Link to={`/admin/franchises/${encodeURIComponent(dashboard.FranchiseId)}`}>
              Open your franchise's page
            </Link>
          </p>
        </>
      )}
      <ul className="card-list" aria-label="Sections">
        {adminSections.map((section) => {
          const path = pathFor(section, session.Role);
          return (
            <li key={section.label} className="card">
              <h2>{path ? <Link to={path}>{section.label}</Link> : section.label}</h2>
              <p>{section.summary}</p>
              {!path && <p className="muted">{comingSoon}.</p>}
            </li>
          );
        })}
      </ul>
    </>
  );
}
