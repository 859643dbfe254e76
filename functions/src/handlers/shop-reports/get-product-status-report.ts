// GET /api/shop/GetProductStatusReport — a vendor's products per variant (see domain/shop-reports/get-product-status-report.ts).
import { shopReportRoutes } from '@thon/shared/api/routes/shop-reports';
import { shopReportDeps } from '../../composition/shop-reports';
import { getProductStatusReport } from '../../domain/shop-reports/get-product-status-report';
import { api } from '../../platform/http-api';

export const handler = api(shopReportRoutes.getProductStatusReport).handler(({ caller, query }) =>
  getProductStatusReport(shopReportDeps, caller, query),
);
