// POST /api/events/AssignTeamLeader — one leader per team, held by a conditional write.
import { eventRoutes } from '@thon/shared/api/routes/events';
import { api } from '../../platform/http-api';
import { assignLeader } from '../../domain/events/teams-and-units';

export const handler = api(eventRoutes.assignTeamLeader).handler(({ caller, body }) =>
  assignLeader(caller, body),
);
