// /admin/users: find users by name, username or email (a super admin also by franchise), change
// them, and the way to invite one. A franchisee user finds their franchise's users.
import { Link, useLoaderData } from 'react-router';
import { UserList } from '@/features/users-admin/components/user-list';
import { UserSearchForm } from '@/features/users-admin/components/user-search-form';
import type { UsersView } from '@/features/users-admin/routes/user-loaders';
import { useSignedInSession } from '../../../lib/session-route';

export function UsersPage() {
  const view = useLoaderData() as UsersView;
  const session = useSignedInSession();
  return (
    <>
      <title>Users · Admin console · Thon</title>
      <h1>Users</h1>
      <p>
        <Link className="button-link" to="/admin/users/invite">
          Invite a user
        </Link>
      </p>
      {/* Keyed by the search: the form shows the search of the page loaded. */}
      <UserSearchForm
        key={`${view.search.kind}:${view.search.term}:${view.search.franchiseId ?? ''}`}
        search={view.search}
        franchises={view.franchises}
      />
      <UserList view={view} isSuperAdmin={session.IsSuperAdmin} />
    </>
  );
}
