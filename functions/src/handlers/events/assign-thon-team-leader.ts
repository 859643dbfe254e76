// POST /api/events/AssignThonTeamLeader — a franchisee team leader to a Thon's event-day work.
import { eventRoutes } from '@thon/shared/api/routes/events';
import { api } from '../../platform/http-api';
import { assignThonTeamLeader } from '../../domain/thon-staff/thon-team-leaders';
import { thonStaffDeps } from '../../composition/thon-staff';

export const handler = api(eventRoutes.assignThonTeamLeader).handler(({ caller, body }) =>
  assignThonTeamLeader(thonStaffDeps, caller, body),
);
