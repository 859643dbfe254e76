// /Home/MyAccount, the default landing after sign-in. Mounted under the signed-in route group.
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../../components/page-loading';

export const myAccountRoutes: RouteObject[] = [
  {
    path: 'Home/MyAccount',
    HydrateFallback: PageLoading,
    lazy: async () => {
      const [{ MyAccountPage }, { loadMyAccount }, { myAccountAction }] = await Promise.all([
        import('./my-account-page'),
        import('@/features/participants/api/load-my-account'),
        import('./my-account-actions'),
      ]);
      return {
        Component: MyAccountPage,
        loader: ({ request }) => loadMyAccount(request.signal),
        action: myAccountAction,
      };
    },
  },
];
