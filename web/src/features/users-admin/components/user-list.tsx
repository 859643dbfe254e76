// The console's users found by the search, a page at a time from the API, "Show more" adding the
// next. A franchisee user changes only their franchise's team leaders (as the API enforces), so
// only those offer the changes.
import { ShowMore } from '../../../components/show-more';
import { useCursorPages } from '../../../components/use-cursor-pages';
import type { AdminUser, UserSearch } from '../api/user-calls';
import type { UsersView } from '../routes/user-loaders';
import { UserCard } from './user-card';

/** The list route's address for a search's page after `cursor` (`index`: the list, not its parent). */
export function usersHref(search: UserSearch, cursor?: string): string {
  const parts = [
    ...(cursor ? ['index'] : []),
    `by=${search.kind}`,
    `q=${encodeURIComponent(search.term)}`,
    ...(search.franchiseId ? [`franchise=${encodeURIComponent(search.franchiseId)}`] : []),
    ...(cursor ? [`cursor=${encodeURIComponent(cursor)}`] : []),
  ];
  return `/admin/users?${parts.join('&')}`;
}

export function UserList({ view, isSuperAdmin }: { view: UsersView; isSuperAdmin: boolean }) {
  const { pages, refusal, nextCursor, loading, load } = useCursorPages(view.page);
  const users = pages.flatMap((page) => page.Users);
  const canManage = (user: AdminUser) => isSuperAdmin || user.Role === 'franchisee-team-leader';
  return (
    <section aria-label="Users">
      <p aria-live="polite" className="muted">
        {users.length === 1 ? '1 user found' : `${users.length} users found`}
        {nextCursor ? ', more follow' : ''}
      </p>
      {users.length > 0 && (
        <ul className="card-list" aria-label="User list">
          {users.map((user) => (
            <UserCard
              key={user.UserId}
              user={user}
              franchises={view.franchises}
              canChangeRole={isSuperAdmin}
              canManage={canManage(user)}
            />
          ))}
        </ul>
      )}
      <ShowMore
        noun="users"
        nextHref={nextCursor && usersHref(view.search, nextCursor)}
        refusal={refusal}
        loading={loading}
        firstPageHref={usersHref(view.search)}
        onMore={load}
      />
    </section>
  );
}
