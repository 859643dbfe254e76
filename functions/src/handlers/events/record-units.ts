// POST /api/events/RecordUnits — a participant's units, within the event's maximum.
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { recordUnits } from '../../domain/events/teams-and-units';

export const handler = api(routes.recordUnits).handler(({ caller, body }) => recordUnits(caller, body));
