// The console's vendor pages under /admin/vendors: the list, a new vendor and a vendor's page (its
// details, users and payout status). Super admins only: every vendors call they make is theirs
// alone (a vendor's own users work from /shop/vendorusers). Not in the app's entry: the router
// discovers this tree on the first navigation to /admin/vendors (app/route-discovery.ts) and
// patches it under the console's frame.
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { requireRole } from '../../../lib/require-role';

export const vendorRoutes: RouteObject[] = [
  {
    path: 'vendors',
    loader: requireRole(['super-admin']),
    children: [
      {
        index: true,
        HydrateFallback: PageLoading,
        lazy: async () => {
          const [{ VendorsPage }, { vendorsLoader }] = await Promise.all([
            import('./vendors-page'),
            import('@/features/vendors/routes/vendor-console-loaders'),
          ]);
          return { Component: VendorsPage, loader: vendorsLoader };
        },
      },
      {
        path: 'new',
        HydrateFallback: PageLoading,
        lazy: async () => {
          const [{ NewVendorPage }, { newVendorLoader }, { vendorConsoleAction }] = await Promise.all([
            import('./new-vendor-page'),
            import('@/features/vendors/routes/vendor-console-loaders'),
            import('@/features/vendors/routes/vendor-console-actions'),
          ]);
          return { Component: NewVendorPage, loader: newVendorLoader, action: vendorConsoleAction };
        },
      },
      {
        path: ':vendorId',
        HydrateFallback: PageLoading,
        lazy: async () => {
          const [{ VendorPage }, { vendorLoader }, { vendorConsoleAction }] = await Promise.all([
            import('./vendor-page'),
            import('@/features/vendors/routes/vendor-console-loaders'),
            import('@/features/vendors/routes/vendor-console-actions'),
          ]);
          return { Component: VendorPage, loader: vendorLoader, action: vendorConsoleAction };
        },
      },
    ],
  },
];
