// The organizer approves a child a parent created: the child joins the event page's runner list,
// their own page answers, and invitations may be sent for them. The cached event page and the
// child's page are invalidated, so donors see the child at once.
import type { z } from 'zod';
import type {
  participantDecisionRequestSchema,
  participantDecisionResponseSchema,
} from '@thon/shared/api/schemas/participant-approvals';
import { participantNotAwaitingApproval } from '@thon/shared/catalog/messages';
import type { Caller } from '../caller';
import { Conflict } from '../errors';
import type { Cdn } from '../ports/cdn';
import { awaitingChildOf, eventOfOrganizer, type ApprovalDecisionDeps } from './approval-queue';
import type { ApprovalStore } from './ports';
import { invalidateParticipantPages } from './public-page-cache';

export interface ApproveParticipantDeps extends ApprovalDecisionDeps {
  approvals: Pick<ApprovalStore, 'approveAwaitingParticipant'>;
  cdn: Cdn;
}

export async function approveParticipant(
  deps: ApproveParticipantDeps,
  caller: Caller,
  eventId: string,
  request: z.infer<typeof participantDecisionRequestSchema>,
): Promise<z.infer<typeof participantDecisionResponseSchema>> {
  const event = await eventOfOrganizer(deps, caller, eventId);
  const child = await awaitingChildOf(deps, event, request.ParticipantId);
  // Conditional on still waiting: a removal in between is not undone by an approval.
  if (!(await deps.approvals.approveAwaitingParticipant(event.eventId, child.participantId))) {
    throw new Conflict(participantNotAwaitingApproval);
  }
  await invalidateParticipantPages(deps.cdn, event.eventId, child.participantId);
  return { ParticipantId: child.participantId };
}
