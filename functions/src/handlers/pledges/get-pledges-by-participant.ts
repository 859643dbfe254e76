// GET /api/pledges/GetPledgesByParticipant/{participantId} — a participant's pledges and totals.
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { participantPledgesDeps } from '../../composition/pledge-reads';
import { api } from '../../platform/http-api';
import { participantPledges } from '../../domain/pledges/participant-pledges';

export const handler = api(pledgeRoutes.getPledgesByParticipant).handler(({ caller, path }) =>
  participantPledges(participantPledgesDeps, caller, path.participantId),
);
