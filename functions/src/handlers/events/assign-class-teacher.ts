// POST /api/events/AssignClassTeacher — the organizer sets (or changes) a class's teacher by email.
import { eventRoutes } from '@thon/shared/api/routes/events';
import { api } from '../../platform/http-api';
import { assignClassTeacher } from '../../domain/events/teams-and-units';
import { teamStaffDeps } from '../../composition/events';

export const handler = api(eventRoutes.assignClassTeacher).handler(({ caller, body }) =>
  assignClassTeacher(teamStaffDeps, caller, body),
);
