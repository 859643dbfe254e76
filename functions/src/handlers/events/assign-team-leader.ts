// POST /api/events/AssignTeamLeader — one leader per team, held by a conditional write.
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { assignLeader } from '../../domain/events/teams-and-units';

export const handler = api(routes.assignTeamLeader).handler(({ caller, body }) => assignLeader(caller, body));
