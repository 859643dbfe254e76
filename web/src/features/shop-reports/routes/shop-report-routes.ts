// The report pages under /shop (children of the shop's layout route): the list of reports, the
// product status, the school items and the prize calculator (its own feature,
// features/prize-calculator). Each loads lazily; the API decides every call again.
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { requireRole } from '../../../lib/require-role';
import { reportReaderRoles } from './shop-report-access';

export const shopReportPages: RouteObject[] = [
  {
    path: 'reports',
    loader: requireRole(reportReaderRoles),
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('./shop-reports-page')).ShopReportsPage }),
  },
  {
    path: 'reports/productstatus',
    HydrateFallback: PageLoading,
    lazy: async () => {
      const [{ ProductStatusPage }, { productStatusLoader }] = await Promise.all([
        import('./product-status-page'),
        import('./product-status-loader'),
      ]);
      return { Component: ProductStatusPage, loader: productStatusLoader };
    },
  },
  {
    path: 'reports/schoolitem',
    HydrateFallback: PageLoading,
    lazy: async () => {
      const [{ SchoolItemPage }, { schoolItemLoader }] = await Promise.all([
        import('./school-item-page'),
        import('./school-item-loader'),
      ]);
      return { Component: SchoolItemPage, loader: schoolItemLoader };
    },
  },
  {
    path: 'reports/calculator',
    HydrateFallback: PageLoading,
    lazy: async () => {
      const [{ CalculatorPage }, { calculatorLoader }, { calculatorAction }] = await Promise.all([
        import('@/features/prize-calculator/routes/calculator-page'),
        import('@/features/prize-calculator/routes/calculator-loader'),
        import('@/features/prize-calculator/routes/calculator-actions'),
      ]);
      return { Component: CalculatorPage, loader: calculatorLoader, action: calculatorAction };
    },
  },
];
