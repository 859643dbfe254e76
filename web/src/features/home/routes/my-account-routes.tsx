// /Home/MyAccount, the default landing after sign-in. Mounted under the signed-in route group.
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../../components/page-loading';

export const myAccountRoutes: RouteObject[] = [
  {
    path: 'Home/MyAccount',
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('./my-account-page')).MyAccountPage }),
  },
];
