// POST /api/participants/JoinEvent — join an event by its code, once.
import { participantRoutes } from '@thon/shared/api/routes/participants';
import { api } from '../../platform/http-api';
import { joinEvent } from '../../domain/participants/join-event';
import { joinEventDeps } from '../../composition/participant-joining';

export const handler = api(participantRoutes.joinEvent).handler(({ caller, body }) =>
  joinEvent(joinEventDeps, caller, body),
);
