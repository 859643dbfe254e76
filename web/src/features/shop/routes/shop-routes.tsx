// The vendor shop. Mounted under the signed-in route group.
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../../components/page-loading';

export const shopRoutes: RouteObject[] = [
  {
    path: 'shop',
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('./shop-page')).ShopPage }),
  },
];
