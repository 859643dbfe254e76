// POST /api/events/AssignTeamLeader — one leader per team, held by a conditional write.
import { eventRoutes } from '@thon/shared/api/routes/events';
import { api } from '../../platform/http-api';
import { assignLeader } from '../../domain/events/teams-and-units';
import { teamStaffDeps } from '../../composition/events';

export const handler = api(eventRoutes.assignTeamLeader).handler(({ caller, body }) =>
  assignLeader(teamStaffDeps, caller, body),
);
