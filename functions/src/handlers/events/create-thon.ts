// POST /api/events/CreateThon — organizer's Thon (see domain/events/manage-thon.ts).
import { eventRoutes } from '@thon/shared/api/routes/events';
import { api } from '../../platform/http-api';
import { createThon } from '../../domain/events/manage-thon';
import { createThonDeps } from '../../composition/events';

export const handler = api(eventRoutes.createThon).handler(({ caller, body }) =>
  createThon(createThonDeps, caller, body),
);
