// POST /api/events/CreateThon — organizer's Thon (see domain/events/manage-thon.ts).
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { createThon } from '../../domain/events/manage-thon';

export const handler = api(routes.createThon).handler(({ caller, body }) => createThon(caller, body));
