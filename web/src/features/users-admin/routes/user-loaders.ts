// The console's user loaders: a page of a search (the first, with the franchises a super admin
// filters and assigns by, or the one after ?cursor= that "Show more" fetches), and what the invite
// form needs: the franchises (super admins), or the franchisee user's own franchise (the session's).
import type { LoaderFunctionArgs } from 'react-router';
import { refusedOr } from '../../../components/form/refused-or';
import { requireSession } from '../../../lib/require-session';
import { listFranchiseChoices, type FranchiseChoice } from '@/features/franchises/api/franchise-choices';
import {
  searchKinds,
  searchUsers,
  type AdminUserList,
  type SearchKind,
  type UserSearch,
} from '../api/user-calls';

export interface UsersView {
  page: AdminUserList;
  search: UserSearch;
  /** The franchises a super admin filters and assigns by; none for a franchisee user. */
  franchises: FranchiseChoice[];
}

/** The search the address asks for: ?by=Name|Username|Email&q=…&franchise=… */
export function searchOf(url: URL): UserSearch {
  const by = url.searchParams.get('by');
  const kind: SearchKind = searchKinds.find((candidate) => candidate === by) ?? 'Name';
  const franchiseId = url.searchParams.get('franchise') || undefined;
  return { kind, term: url.searchParams.get('q') ?? '', franchiseId };
}

export async function usersLoader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const search = searchOf(url);
  const cursor = url.searchParams.get('cursor') || undefined;
  const { signal } = args.request;
  // A later page refused (an expired cursor) is shown beside the list; the first is the route's.
  if (cursor) return refusedOr(() => searchUsers(search, cursor, signal));
  const session = await requireSession(args);
  const [page, franchises] = await Promise.all([
    searchUsers(search, undefined, signal),
    session.IsSuperAdmin ? listFranchiseChoices(signal) : Promise.resolve([]),
  ]);
  return { page, search, franchises } satisfies UsersView;
}

export interface InviteView {
  franchises: FranchiseChoice[];
  /** A franchisee user's own franchise, which their invitations join; absent if none. */
  ownFranchiseId: string | undefined;
}

export async function inviteLoader(args: LoaderFunctionArgs): Promise<InviteView> {
  const { signal } = args.request;
  const session = await requireSession(args);
  if (session.IsSuperAdmin)
    return { franchises: await listFranchiseChoices(signal), ownFranchiseId: undefined };
  return { franchises: [], ownFranchiseId: session.FranchiseId ?? undefined };
}
