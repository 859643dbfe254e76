// /admin/franchises/{id}: a franchise. A super admin edits it and suspends or reactivates it; a
// franchisee user (the API answers them their own franchise only) reads it. Both set whether its
// organizers may shop, and see its totals, Thons, organizations and users, linking to their pages. The session's flag only chooses what to
// show: the API refuses the edits to anyone else.
import { Link, useLoaderData } from 'react-router';
import type { Franchise } from '@/features/franchises/api/franchise-calls';
import { FranchiseDetails } from '@/features/franchises/components/franchise-details';
import { FranchiseForm } from '@/features/franchises/components/franchise-form';
import { FranchiseStatusControl } from '@/features/franchises/components/franchise-status-control';
import { OrganizersMayShopControl } from '@/features/franchises/components/organizers-may-shop-control';
import { franchiseStatusLabel } from '@/features/franchises/components/franchise-labels';
import { FranchiseOrganizations } from '@/features/organizations/components/franchise-organizations';
import { FranchiseThons } from '@/features/console-thons/components/franchise-thons';
import { FranchiseTotals } from '@/features/franchisee/components/franchise-totals';
import { FranchiseUsers } from '@/features/users-admin/components/franchise-users';
import { useSignedInSession } from '../../../lib/session-route';

export function FranchisePage() {
  const franchise = useLoaderData() as Franchise;
  const session = useSignedInSession();
  return (
    <>
      <title>{`${franchise.Name} · Admin console · Thon`}</title>
      {session.IsSuperAdmin && (
        <p>
          <Link to="/admin/franchises">Back to franchises</Link>
        </p>
      )}
      <h1>{franchise.Name}</h1>
      <p className="lead">{franchiseStatusLabel[franchise.Status]}</p>
      {session.IsSuperAdmin ? (
        <>
          {/* Keyed by id: another franchise's page starts a fresh form. */}
          <FranchiseForm key={franchise.FranchiseId} franchise={franchise} />
          <FranchiseStatusControl franchise={franchise} />
        </>
      ) : (
        <FranchiseDetails franchise={franchise} />
      )}
      {/* The one setting a franchisee user changes of their own franchise. */}
      <OrganizersMayShopControl franchise={franchise} />
      {/* Keyed by id: another franchise's page fetches its own lists. */}
      <FranchiseTotals key={`totals-${franchise.FranchiseId}`} franchiseId={franchise.FranchiseId} />
      <FranchiseThons key={`thons-${franchise.FranchiseId}`} franchiseId={franchise.FranchiseId} />
      <FranchiseOrganizations
        key={`organizations-${franchise.FranchiseId}`}
        franchiseId={franchise.FranchiseId}
      />
      <FranchiseUsers key={`users-${franchise.FranchiseId}`} franchiseId={franchise.FranchiseId} />
    </>
  );
}
