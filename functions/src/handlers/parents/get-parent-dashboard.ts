// GET /api/Parent/GetParentDashboard/{parentId}/{userId} — everything the parent dashboard shows.
import { participantRoutes } from '@thon/shared/api/routes/participants';
import { api } from '../../platform/http-api';
import { parentDashboard } from '../../domain/parents/parent-dashboard';
import { parentDashboardDeps } from '../../composition/parents';

export const handler = api(participantRoutes.getParentDashboard).handler(({ caller, path }) =>
  parentDashboard(parentDashboardDeps, caller, path.parentId, path.userId),
);
