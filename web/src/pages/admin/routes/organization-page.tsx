// /admin/organizations/{id}: an organization: its franchise (derived from its ZIP unless a super
// admin fixed it), edit, the access-code switch, its Thons, a new Thon for it and, for super admins,
// the move. The session's flag only chooses what to show: the API refuses the move to anyone else.
// Its payout account is shown as last stored (an organizer's opening of a Thon's settings refreshes it).
import { Link, useLoaderData } from 'react-router';
import { payoutStatusLabels } from '@/components/payout-status';
import { AccessCodeControl } from '@/features/organizations/components/access-code-control';
import { OrganizationForm } from '@/features/organizations/components/organization-form';
import { OrganizationMoveControl } from '@/features/organizations/components/organization-move-control';
import type { OrganizationView } from '@/features/organizations/routes/organization-loaders';
import { useSignedInSession } from '../../../lib/session-route';

export function OrganizationPage() {
  const { organization, franchiseName, franchises } = useLoaderData() as OrganizationView;
  const session = useSignedInSession();
  const id = organization.OrganizationId;
  return (
    <>
      <title>{`${organization.Name} · Admin console · Thon`}</title>
      <p>
        <Link to="/admin/organizations">Back to organizations</Link>
      </p>
      <h1>{organization.Name}</h1>
      <dl className="stat-list">
        <div>
          <dt>Franchise</dt>
          <dd>{franchiseName}</dd>
        </div>
        <div>
          <dt>Franchise chosen by</dt>
          <dd>{organization.FranchiseOverridden ? 'A super admin' : 'Its ZIP'}</dd>
        </div>
        <div>
          <dt>Payout account</dt>
          <dd>{payoutStatusLabels[organization.Payout.Status]}</dd>
        </div>
        <div>
          <dt>Payouts to the bank</dt>
          <dd>{organization.Payout.PayoutsEnabled ? 'Enabled' : 'Not yet'}</dd>
        </div>
      </dl>
      <p>
        <Link to={`/admin/thons?organization=${encodeURIComponent(id)}`}>Its Thons</Link>
      </p>
      <p>
        <Link to={`/organizer/thons/new?organization=${encodeURIComponent(id)}`}>Create a Thon for it</Link>
      </p>
      {/* Keyed by id: another organization's page starts a fresh form. */}
      <OrganizationForm key={id} organization={organization} />
      <AccessCodeControl organization={organization} />
      {session.IsSuperAdmin && (
        <OrganizationMoveControl key={id} organization={organization} franchises={franchises} />
      )}
    </>
  );
}
