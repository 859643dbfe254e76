// POST /api/pledges/CompleteParticipant — one participant's units are final; their pledges queue.
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { pledgeQueuingDeps } from '../../composition/pledge-queuing';
import { api } from '../../platform/http-api';
import { completeParticipant } from '../../domain/pledges/processing/complete-participant';

export const handler = api(pledgeRoutes.completeParticipant).handler(({ caller, body }) =>
  completeParticipant(pledgeQueuingDeps, caller, body.ParticipantId),
);
