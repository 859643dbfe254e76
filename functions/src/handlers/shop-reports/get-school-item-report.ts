// GET /api/shop/GetSchoolItemReport — per school and Thon, each order line (see domain/shop-reports/get-school-item-report.ts).
import { shopReportRoutes } from '@thon/shared/api/routes/shop-reports';
import { shopReportDeps } from '../../composition/shop-reports';
import { getSchoolItemReport } from '../../domain/shop-reports/get-school-item-report';
import { api } from '../../platform/http-api';

export const handler = api(shopReportRoutes.getSchoolItemReport).handler(({ caller, query }) =>
  getSchoolItemReport(shopReportDeps, caller, query),
);
