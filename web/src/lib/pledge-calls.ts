// The signed-in pledge calls several pages share: a participant's pledges with their
// totals (the participant's own account, parents, the class teacher and organizers) and a cash or
// check pledge recorded by an organizer or the class teacher.
import type { z } from 'zod';
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import type {
  participantPledgesSchema,
  pledgeSummarySchema,
  recordOfflinePledgeRequestSchema,
} from '@thon/shared/api/schemas/pledges';
import { callApi } from './api-client';

export type ParticipantPledges = z.output<typeof participantPledgesSchema>;
export type PledgeSummary = z.output<typeof pledgeSummarySchema>;
export type OfflinePledgeBody = z.input<typeof recordOfflinePledgeRequestSchema>;

export function loadParticipantPledges(participantId: string, signal?: AbortSignal) {
  return callApi(pledgeRoutes.getPledgesByParticipant, { path: { participantId }, query: {} }, { signal });
}

export function recordOfflinePledge(body: OfflinePledgeBody) {
  return callApi(pledgeRoutes.recordOfflinePledge, { body, query: {} });
}
