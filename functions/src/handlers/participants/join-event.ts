// POST /api/participants/JoinEvent — join an event by its code, once.
import { participantRoutes } from '@thon/shared/api/routes/participants';
import { api } from '../../platform/http-api';
import { joinEvent } from '../../domain/participants/join-event';

export const handler = api(participantRoutes.joinEvent).handler(({ caller, body }) =>
  joinEvent(caller, body),
);
