// POST /api/events/RemoveThonTeamLeader — end a franchisee team leader's assignment to a Thon.
import { eventRoutes } from '@thon/shared/api/routes/events';
import { api } from '../../platform/http-api';
import { removeThonTeamLeader } from '../../domain/thon-staff/thon-team-leaders';
import { thonStaffDeps } from '../../composition/thon-staff';

export const handler = api(eventRoutes.removeThonTeamLeader).handler(({ caller, body }) =>
  removeThonTeamLeader(thonStaffDeps, caller, body),
);
