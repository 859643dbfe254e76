// The console's user pages under /admin/users, for both console roles (a franchisee user finds
// their franchise's users and invites its team leaders, as the API answers them).
import type { RouteObject, ShouldRevalidateFunction } from 'react-router';
import { PageLoading } from '../../../components/page-loading';

// A change posted from a user's card does not reload the list: a reload would drop the pages shown
// after the first (and the card's confirmation with them); the card shows the changed user itself.
const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === 'POST' ? false : defaultShouldRevalidate;

export const userRoutes: RouteObject[] = [
  {
    path: 'users',
    children: [
      {
        index: true,
        HydrateFallback: PageLoading,
        lazy: async () => {
          const [{ UsersPage }, { usersLoader }, { userAction }] = await Promise.all([
            import('./users-page'),
            import('@/features/users-admin/routes/user-loaders'),
            import('@/features/users-admin/routes/user-actions'),
          ]);
          return { Component: UsersPage, loader: usersLoader, action: userAction, shouldRevalidate };
        },
      },
      {
        path: 'invite',
        HydrateFallback: PageLoading,
        lazy: async () => {
          const [{ InviteUserPage }, { inviteLoader }, { userAction }] = await Promise.all([
            import('./invite-user-page'),
            import('@/features/users-admin/routes/user-loaders'),
            import('@/features/users-admin/routes/user-actions'),
          ]);
          return { Component: InviteUserPage, loader: inviteLoader, action: userAction };
        },
      },
    ],
  },
];
