// POST /api/events/ChangeThonStatus — organizer's Thon (see domain/events/manage-thon.ts).
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { changeThonStatus } from '../../domain/events/manage-thon';

export const handler = api(routes.changeThonStatus).handler(({ caller, body }) =>
  changeThonStatus(caller, body),
);
