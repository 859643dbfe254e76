// POST /api/events/UpdateThon — organizer's Thon (see domain/events/manage-thon.ts).
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { updateThon } from '../../domain/events/manage-thon';

export const handler = api(routes.updateThon).handler(({ caller, body }) => updateThon(caller, body));
