// POST /api/participants/JoinEvent — join an event by its code, once.
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { joinEvent } from '../../domain/participants/join-event';

export const handler = api(routes.joinEvent).handler(({ caller, body }) => joinEvent(caller, body));
