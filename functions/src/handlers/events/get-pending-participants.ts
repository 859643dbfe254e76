// GET /api/events/GetPendingParticipants/{eventId} — the Thon's children waiting for approval.
import { eventRoutes } from '@thon/shared/api/routes/events';
import { api } from '../../platform/http-api';
import { approvalDeps } from '../../composition/events';
import { pendingParticipants } from '../../domain/events/approval-queue';

export const handler = api(eventRoutes.getPendingParticipants).handler(({ caller, path }) =>
  pendingParticipants(approvalDeps, caller, path.eventId),
);
