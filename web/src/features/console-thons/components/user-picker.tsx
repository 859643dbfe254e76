// Picks a user for a Thon's staff from the console's user search (the users list route's own
// loader, so the call and its scope stay in one place): a name prefix, then the active users of the
// wanted role on the pages loaded, "Show more" following the API's cursor. SearchUsers has no role
// filter, so a page may hold none of that role while more pages follow.
import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import type { Role } from '@thon/shared/auth/roles';
import { ShowMore } from '../../../components/show-more';
import { useCursorPages } from '../../../components/use-cursor-pages';
import type { AdminUser, UserSearch } from '@/features/users-admin/api/user-calls';
import { usersHref } from '@/features/users-admin/components/user-list';
import { fullName } from '@/features/users-admin/routes/user-actions';
import type { UsersView } from '@/features/users-admin/routes/user-loaders';

interface PickerProps {
  role: Role;
  /** The franchise whose users are searched; absent: everyone in the viewer's reach. */
  franchiseId?: string | undefined;
  /** Users already on the Thon's staff, left out. */
  exclude?: readonly string[];
  searchLabel: string;
  pickLabel: (name: string) => string;
  busy: boolean;
  onPick: (user: AdminUser) => void;
}

function Candidates({ view, ...props }: PickerProps & { view: UsersView }) {
  const { pages, refusal, nextCursor, loading, load } = useCursorPages(view.page);
  const users = pages
    .flatMap((page) => page.Users)
    .filter((user) => user.Role === props.role && user.Active && !props.exclude?.includes(user.UserId));
  return (
    <>
      {users.length === 0 ? (
        <p>No one matches{nextCursor ? ' on this page: show more to look further' : ''}.</p>
      ) : (
        <ul className="plain-list">
          {users.map((user) => (
            <li key={user.UserId}>
              {fullName(user)} <span className="muted">{user.Email}</span>{' '}
              <button
                type="button"
                className="button-secondary"
                aria-disabled={props.busy}
                onClick={() => !props.busy && props.onPick(user)}
              >
                {props.pickLabel(fullName(user))}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ShowMore
        noun="people"
        nextHref={nextCursor && usersHref(view.search, nextCursor)}
        refusal={refusal}
        loading={loading}
        firstPageHref={usersHref(view.search)}
        onMore={load}
      />
    </>
  );
}

export function UserPicker(props: PickerProps) {
  const search = useFetcher<UsersView>();
  const [term, setTerm] = useState('');
  const id = useId();
  const find = (event: React.FormEvent) => {
    event.preventDefault();
    const query: UserSearch = { kind: 'Name', term, franchiseId: props.franchiseId };
    // `index` asks the list route itself rather than its parent.
    void search.load(usersHref(query).replace('/admin/users?', '/admin/users?index&'));
  };
  return (
    <div>
      <form onSubmit={find} className="inline-form" role="search" aria-label={props.searchLabel}>
        <label htmlFor={id}>{props.searchLabel}</label>
        <input id={id} type="search" value={term} onChange={(event) => setTerm(event.target.value)} />
        <button type="submit" className="button-secondary" aria-disabled={search.state !== 'idle'}>
          {search.state !== 'idle' ? 'Searching…' : 'Search'}
        </button>
      </form>
      {search.data && <Candidates {...props} view={search.data} />}
    </div>
  );
}
