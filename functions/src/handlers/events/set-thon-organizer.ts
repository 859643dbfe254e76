// POST /api/events/SetThonOrganizer — hand a Thon to an organizer (it moves to their My Thons).
import { eventRoutes } from '@thon/shared/api/routes/events';
import { api } from '../../platform/http-api';
import { setThonOrganizer } from '../../domain/thon-staff/thon-organizer';
import { thonStaffDeps } from '../../composition/thon-staff';

export const handler = api(eventRoutes.setThonOrganizer).handler(({ caller, body }) =>
  setThonOrganizer(thonStaffDeps, caller, body),
);
