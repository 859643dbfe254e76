// The vendor shop and the franchise calendar under /shop, mounted under the signed-in route group.
// One layout route (the shop's navigation, shop-layout.tsx) holds every /shop page as a child; the
// layout and each page are lazy route modules, and this tree itself is not in the app's entry: the
// router discovers it on the first navigation to a /shop path (app/route-discovery.ts, React
// Router's patchRoutesOnNavigation) and patches it under the signed-in group. So the donor pages
// download none of it, not even these definitions; import this file only through that discovery.
//
// To add a page: one entry in `shopPages` below, its path relative to /shop (e.g. 'orders',
// 'reports/productstatus'), its module imported inside `lazy`. The spec's shop paths are the only
// ones a vendor may visit (shared/src/auth/confinement.ts); any other /shop path is Not Found.
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { requireRole } from '../../../lib/require-role';
import { shopOrderPages } from '@/features/shop-orders/routes/shop-order-routes';
import { shopReportPages } from '@/features/shop-reports/routes/shop-report-routes';

const shopPages: RouteObject[] = [
  {
    index: true,
    HydrateFallback: PageLoading,
    lazy: async () => {
      const [{ ShopPage }, { shopAction }] = await Promise.all([
        import('./shop-page'),
        import('./shop-actions'),
      ]);
      return { Component: ShopPage, action: shopAction };
    },
  },
  // The cart builder, the orders list and one order's page.
  ...shopOrderPages,
  // The reports: the list, product status, school items and the prize calculator.
  ...shopReportPages,
  {
    // A vendor's staff: the API answers the owner (and a super admin naming the vendor) alone.
    path: 'vendorusers',
    loader: requireRole(['vendor', 'super-admin']),
    children: [
      {
        index: true,
        HydrateFallback: PageLoading,
        lazy: async () => {
          const [{ VendorUsersPage }, { vendorUsersLoader }, { vendorUsersAction }] = await Promise.all([
            import('@/features/vendors/routes/vendor-users-page'),
            import('@/features/vendors/routes/vendor-users-loader'),
            import('@/features/vendors/routes/vendor-users-actions'),
          ]);
          return { Component: VendorUsersPage, loader: vendorUsersLoader, action: vendorUsersAction };
        },
      },
    ],
  },
  {
    // A vendor's (or a super admin's) product: ?product=<id> to edit, none to create.
    path: 'manage',
    HydrateFallback: PageLoading,
    lazy: async () => {
      const [{ ManagePage }, { manageLoader }, { manageAction }] = await Promise.all([
        import('./manage-page'),
        import('./manage-loader'),
        import('./manage-actions'),
      ]);
      return { Component: ManagePage, loader: manageLoader, action: manageAction };
    },
  },
  {
    // The franchise calendar (the spec's spelling): the franchisee's page, which vendors may visit.
    path: 'franchiseecalander',
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

export const shopRoutes: RouteObject[] = [
  {
    path: 'shop',
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('./shop-layout')).ShopLayout }),
    children: shopPages,
  },
];
