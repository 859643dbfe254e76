// The vendor shop and the franchise calendar under /shop. Mounted under the signed-in route group.
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../../components/page-loading';

export const shopRoutes: RouteObject[] = [
  {
    path: 'shop',
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('./shop-page')).ShopPage }),
  },
  {
    // The franchise calendar (the spec's spelling): the franchisee's page, which vendors may visit.
    path: 'shop/franchiseecalander',
    HydrateFallback: PageLoading,
    lazy: async () => {
      const [{ FranchiseCalendarPage }, { franchiseCalendarLoader }, { franchiseCalendarAction }] =
        await Promise.all([
          import('@/features/franchisee/routes/franchise-calendar-page'),
          import('@/features/franchisee/routes/calendar-loader'),
          import('@/features/franchisee/routes/calendar-actions'),
        ]);
      return {
        Component: FranchiseCalendarPage,
        loader: franchiseCalendarLoader,
        action: franchiseCalendarAction,
      };
    },
  },
];
