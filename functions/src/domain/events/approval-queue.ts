// The organizer's approval queue: children parents created in a Thon wait here, off the public
// pages and unable to send invitations, until its organizer (or a super admin) approves or removes
// them. Another organizer's Thon answers 404 exactly like an unknown one, and a child of another
// Thon answers 404 too: ids reveal nothing across Thons.
import type { z } from 'zod';
import type { pendingParticipantsSchema } from '@thon/shared/api/schemas/participant-approvals';
import {
  noSuchEvent,
  noSuchParticipantInEvent,
  participantNotAwaitingApproval,
} from '@thon/shared/catalog/messages';
import { getEvent, type EventRecord } from '../../data/repositories/events-repository';
import { listAwaitingApproval } from '../../data/repositories/participant-approvals-repository';
import { getParticipant, type ParticipantRecord } from '../../data/repositories/participants-repository';
import { displayName, getUsers } from '../../data/repositories/users-repository';
import type { Caller } from '../../platform/caller';
import { Conflict, NotFound } from '../errors';
import { organizes } from '../participants/entitlement';

/** The event, if the caller organizes it (or is a super admin); otherwise not found. */
export async function eventOfOrganizer(caller: Caller, eventId: string): Promise<EventRecord> {
  const event = await getEvent(eventId);
  if (!event || !organizes(caller, event)) throw new NotFound(noSuchEvent);
  return event;
}

/** A child of this event waiting for approval: 404 outside the event, 409 once decided. */
export async function awaitingChildOf(event: EventRecord, participantId: string): Promise<ParticipantRecord> {
  const participant = await getParticipant(participantId);
  if (!participant || participant.eventId !== event.eventId) throw new NotFound(noSuchParticipantInEvent);
  if (participant.awaitingApproval !== true) throw new Conflict(participantNotAwaitingApproval);
  return participant;
}

/** The queue, oldest first, each child with the name of the parent who added it. */
export async function pendingParticipants(
  caller: Caller,
  eventId: string,
): Promise<z.infer<typeof pendingParticipantsSchema>> {
  const event = await eventOfOrganizer(caller, eventId);
  const children = await listAwaitingApproval(event.eventId);
  const parents = await getUsers(children.flatMap((child) => child.createdByParentId ?? []));
  const parentName = new Map(parents.map((parent) => [parent.userId, displayName(parent)]));
  return children
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.participantId.localeCompare(b.participantId))
    .map((child) => ({
      ParticipantId: child.participantId,
      FirstName: child.firstName,
      LastName: child.lastName,
      TeamId: child.teamId,
      Grade: child.grade ?? null,
      AddedAt: child.createdAt,
      AddedBy: (child.createdByParentId && parentName.get(child.createdByParentId)) || null,
    }));
}
