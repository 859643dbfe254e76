// GET /api/events/ListThonTeamLeaders/{eventId} — the franchisee team leaders assigned to a Thon.
import { eventRoutes } from '@thon/shared/api/routes/events';
import { api } from '../../platform/http-api';
import { listThonTeamLeaders } from '../../domain/thon-staff/thon-team-leaders';
import { thonStaffDeps } from '../../composition/thon-staff';

export const handler = api(eventRoutes.listThonTeamLeaders).handler(({ caller, path }) =>
  listThonTeamLeaders(thonStaffDeps, caller, path.eventId),
);
