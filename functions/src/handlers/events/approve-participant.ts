// POST /api/events/ApproveParticipant/{eventId} — approve a child a parent created.
import { eventRoutes } from '@thon/shared/api/routes/events';
import { api } from '../../platform/http-api';
import { approveParticipantDeps } from '../../composition/event-pages';
import { approveParticipant } from '../../domain/events/approve-participant';

export const handler = api(eventRoutes.approveParticipant).handler(({ caller, path, body }) =>
  approveParticipant(approveParticipantDeps, caller, path.eventId, body),
);
