// A franchise page's users: the first page of the franchise's users, fetched from the users list
// route's own loader (so the call and its scope stay in one place), linking to the users page
// searched for this franchise, where they are changed.
import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import { applicationRoleNames } from '@thon/shared/auth/roles';
import { fullName } from '../routes/user-actions';
import type { UsersView } from '../routes/user-loaders';
import { usersHref } from './user-list';

export function FranchiseUsers({ franchiseId }: { franchiseId: string }) {
  const fetcher = useFetcher();
  const view = fetcher.data as UsersView | undefined;
  const search = { kind: 'Name' as const, term: '', franchiseId };
  const { load } = fetcher;
  useEffect(() => {
    // `index` asks the list route itself rather than its parent.
    void load(`/admin/users?index&franchise=${encodeURIComponent(franchiseId)}`);
  }, [load, franchiseId]);
  const users = view?.page.Users;
  return (
    <section aria-labelledby="franchise-users-heading">
      <h2 id="franchise-users-heading">Users</h2>
      {!users ? (
        <p aria-busy="true">Loading users…</p>
      ) : users.length === 0 ? (
        <p>No user belongs to this franchise yet.</p>
      ) : (
        <ul aria-label="Users of this franchise">
          {users.map((user) => (
            <li key={user.UserId}>
              {fullName(user)}{' '}
              <span className="muted">
                {applicationRoleNames[user.Role]}
                {user.Active ? '' : ', deactivated'}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={usersHref(search)}>Find and change its users</Link>
      </p>
    </section>
  );
}
