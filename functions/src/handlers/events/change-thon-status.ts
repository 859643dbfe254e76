// POST /api/events/ChangeThonStatus — organizer's Thon (see domain/events/manage-thon.ts).
import { eventRoutes } from '@thon/shared/api/routes/events';
import { api } from '../../platform/http-api';
import { changeThonStatus } from '../../domain/events/manage-thon';
import { changeThonStatusDeps } from '../../composition/thon-status';

export const handler = api(eventRoutes.changeThonStatus).handler(({ caller, body }) =>
  changeThonStatus(changeThonStatusDeps, caller, body),
);
