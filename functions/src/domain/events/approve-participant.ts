// The organizer approves a child a parent created: the child joins the event page's runner list,
// their own page answers, and invitations may be sent for them. The cached event page and the
// child's page are invalidated, so donors see the child at once.
import type { z } from 'zod';
import type {
  participantDecisionRequestSchema,
  participantDecisionResponseSchema,
} from '@thon/shared/api/schemas/participant-approvals';
import { participantNotAwaitingApproval } from '@thon/shared/catalog/messages';
import { approveAwaitingParticipant } from '../../data/repositories/participant-approvals-repository';
import type { Caller } from '../../platform/caller';
import { Conflict } from '../errors';
import { awaitingChildOf, eventOfOrganizer } from './approval-queue';
import { invalidateParticipantPages } from './public-page-cache';

export async function approveParticipant(
  caller: Caller,
  eventId: string,
  request: z.infer<typeof participantDecisionRequestSchema>,
): Promise<z.infer<typeof participantDecisionResponseSchema>> {
  const event = await eventOfOrganizer(caller, eventId);
  const child = await awaitingChildOf(event, request.ParticipantId);
  // Conditional on still waiting: a removal in between is not undone by an approval.
  if (!(await approveAwaitingParticipant(event.eventId, child.participantId))) {
    throw new Conflict(participantNotAwaitingApproval);
  }
  await invalidateParticipantPages(event.eventId, child.participantId);
  return { ParticipantId: child.participantId };
}
