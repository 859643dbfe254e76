// The organizer turns down a child a parent created (a made-up name, a child of another school):
// the child is deleted with its access code and its parent's link, and the parent gets their
// place back. Nothing is invalidated: a waiting child was never on a public page.
import type { z } from 'zod';
import type {
  participantDecisionRequestSchema,
  participantDecisionResponseSchema,
} from '@thon/shared/api/schemas/participant-approvals';
import { changedAtTheSameTime, participantNotAwaitingApproval } from '@thon/shared/catalog/messages';
import type { Caller } from '../caller';
import { Conflict } from '../errors';
import { awaitingChildOf, eventOfOrganizer, type ApprovalDecisionDeps } from './approval-queue';
import type { ApprovalStore } from './ports';

export interface RejectParticipantDeps extends ApprovalDecisionDeps {
  approvals: Pick<ApprovalStore, 'deleteAwaitingParticipant'>;
}

export async function rejectParticipant(
  deps: RejectParticipantDeps,
  caller: Caller,
  eventId: string,
  request: z.infer<typeof participantDecisionRequestSchema>,
): Promise<z.infer<typeof participantDecisionResponseSchema>> {
  const event = await eventOfOrganizer(deps, caller, eventId);
  const child = await awaitingChildOf(deps, event, request.ParticipantId);
  const outcome = await deps.approvals.deleteAwaitingParticipant(child);
  if (outcome === 'not-awaiting') throw new Conflict(participantNotAwaitingApproval);
  if (outcome === 'conflict') throw new Conflict(changedAtTheSameTime);
  return { ParticipantId: child.participantId };
}
