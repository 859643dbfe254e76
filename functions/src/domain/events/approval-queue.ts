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
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { Caller } from '../caller';
import { Conflict, NotFound } from '../errors';
import type { ThonScopeReads } from '../access/caller-scope';
import { canWorkOnThon } from '../access/scope';
import { thonInScope } from '../access/thon-scope';
import { accountName } from '../users/account-name';
import type { ApprovalStore, EventParticipantReads, EventReads, UserBatchReads } from './ports';

/** What deciding on a waiting child reads: the event and the child. */
export interface ApprovalDecisionDeps {
  events: EventReads;
  callers: ThonScopeReads;
  participants: EventParticipantReads;
}

export interface PendingParticipantsDeps {
  events: EventReads;
  callers: ThonScopeReads;
  users: UserBatchReads;
  approvals: Pick<ApprovalStore, 'listAwaitingApproval'>;
}

/** The event, if the caller's scope reaches its event-day work (approvals); otherwise not found. */
export async function eventOfOrganizer(
  deps: { events: EventReads; callers: ThonScopeReads },
  caller: Caller,
  eventId: string,
): Promise<EventRecord> {
  return thonInScope(deps.callers, caller, await deps.events.getEvent(eventId), canWorkOnThon, noSuchEvent);
}

/** A child of this event waiting for approval: 404 outside the event, 409 once decided. */
export async function awaitingChildOf(
  deps: { participants: EventParticipantReads },
  event: EventRecord,
  participantId: string,
): Promise<ParticipantRecord> {
  const participant = await deps.participants.getParticipant(participantId);
  if (!participant || participant.eventId !== event.eventId) throw new NotFound(noSuchParticipantInEvent);
  if (participant.awaitingApproval !== true) throw new Conflict(participantNotAwaitingApproval);
  return participant;
}

/** The queue, oldest first, each child with the name of the parent who added it. */
export async function pendingParticipants(
  deps: PendingParticipantsDeps,
  caller: Caller,
  eventId: string,
): Promise<z.infer<typeof pendingParticipantsSchema>> {
  const event = await eventOfOrganizer(deps, caller, eventId);
  const children = await deps.approvals.listAwaitingApproval(event.eventId);
  const parents = await deps.users.getUsers(children.flatMap((child) => child.createdByParentId ?? []));
  const parentName = new Map(parents.map((parent) => [parent.userId, accountName(parent)]));
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
