// POST /api/events/RejectParticipant/{eventId} — remove a child waiting for approval.
import { eventRoutes } from '@thon/shared/api/routes/events';
import { api } from '../../platform/http-api';
import { approvalDeps } from '../../composition/events';
import { rejectParticipant } from '../../domain/events/reject-participant';

export const handler = api(eventRoutes.rejectParticipant).handler(({ caller, path, body }) =>
  rejectParticipant(approvalDeps, caller, path.eventId, body),
);
