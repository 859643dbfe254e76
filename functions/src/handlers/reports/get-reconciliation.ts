// GET /api/reports/GetReconciliation — the reconciliation report in the caller's scope (see domain/reports/get-reconciliation.ts).
import { reportRoutes } from '@thon/shared/api/routes/reports';
import { reportDeps } from '../../composition/reports';
import { getReconciliation } from '../../domain/reports/get-reconciliation';
import { api } from '../../platform/http-api';

export const handler = api(reportRoutes.getReconciliation).handler(({ caller, query }) =>
  getReconciliation(reportDeps, caller, query),
);
