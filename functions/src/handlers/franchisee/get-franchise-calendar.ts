// GET /api/franchisee/GetFranchiseCalendar — a franchise's Thons running in a month or range, in the caller's scope.
import { franchiseeRoutes } from '@thon/shared/api/routes/franchisee';
import { franchiseeDeps } from '../../composition/franchisee';
import { getFranchiseCalendar } from '../../domain/franchisee/calendar';
import { api } from '../../platform/http-api';

export const handler = api(franchiseeRoutes.getFranchiseCalendar).handler(({ caller, query }) =>
  getFranchiseCalendar(franchiseeDeps, caller, query),
);
