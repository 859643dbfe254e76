// GET /api/franchisee/GetFranchiseDashboard — a franchise's Thons, totals and what needs attention.
import { franchiseeRoutes } from '@thon/shared/api/routes/franchisee';
import { franchiseeDeps } from '../../composition/franchisee';
import { getFranchiseDashboard } from '../../domain/franchisee/dashboard';
import { api } from '../../platform/http-api';

export const handler = api(franchiseeRoutes.getFranchiseDashboard).handler(({ caller, query }) =>
  getFranchiseDashboard(franchiseeDeps, caller, query),
);
