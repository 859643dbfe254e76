// /admin/users/invite: invite a user by email; after sending, the users list shows them.
import { Link, useLoaderData } from 'react-router';
import { InviteUserForm } from '@/features/users-admin/components/invite-user-form';
import type { InviteView } from '@/features/users-admin/routes/user-loaders';
import { useSignedInSession } from '../../../lib/session-route';

export function InviteUserPage() {
  const { franchises, ownFranchiseId } = useLoaderData() as InviteView;
  const session = useSignedInSession();
  return (
    <>
      <title>Invite a user · Admin console · Thon</title>
      <p>
        <Link to="/admin/users">Back to users</Link>
      </p>
      <h1>Invite a user</h1>
      {session.IsSuperAdmin || ownFranchiseId ? (
        <InviteUserForm
          franchises={franchises}
          ownFranchiseId={session.IsSuperAdmin ? undefined : ownFranchiseId}
        />
      ) : (
        <p role="alert">Your account is not linked to a franchise, so you cannot invite anyone yet.</p>
      )}
    </>
  );
}
