// The organizer turns down a child a parent created (a made-up name, a child of another school):
// the child is deleted with its access code and its parent's link, and the parent gets their
// place back. Nothing is invalidated: a waiting child was never on a public page.
import type { z } from 'zod';
import type {
  participantDecisionRequestSchema,
  participantDecisionResponseSchema,
} from '@thon/shared/api/schemas/participant-approvals';
import { changedAtTheSameTime, participantNotAwaitingApproval } from '@thon/shared/catalog/messages';
import { deleteAwaitingParticipant } from '../../data/repositories/participant-approvals-repository';
import type { Caller } from '../../platform/caller';
import { Conflict } from '../errors';
import { awaitingChildOf, eventOfOrganizer } from './approval-queue';

export async function rejectParticipant(
  caller: Caller,
  eventId: string,
  request: z.infer<typeof participantDecisionRequestSchema>,
): Promise<z.infer<typeof participantDecisionResponseSchema>> {
  const event = await eventOfOrganizer(caller, eventId);
  const child = await awaitingChildOf(event, request.ParticipantId);
  const outcome = await deleteAwaitingParticipant(child);
  if (outcome === 'not-awaiting') throw new Conflict(participantNotAwaitingApproval);
  if (outcome === 'conflict') throw new Conflict(changedAtTheSameTime);
  return { ParticipantId: child.participantId };
}
