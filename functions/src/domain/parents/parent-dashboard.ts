// The parent dashboard in one call: the parent's children, each with its event's name, goal,
// raised and progress. Reads: the parent's user item, their links (one Query), the children (one
// BatchGetItem) and the children's events (one BatchGetItem), whatever the number of children.
// A parent reads only their own dashboard (parent id and user id both theirs); a super admin any.
import { noSuchUser } from '@thon/shared/catalog/messages';
import type { ParentDashboard, ParentDashboardChild } from '@thon/shared/api/schemas/participants';
import { defaultPersonalGoal } from '@thon/shared/catalog/donations';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { Caller } from '../caller';
import { Forbidden, NotFound } from '../errors';
import { toParticipantEntry } from '../participants/participant-entry';
import type { ParentDashboardReads } from './ports';

export interface ParentDashboardDeps {
  reads: ParentDashboardReads;
}

/** Percent of the goal raised, whole and at most 100 (as the public pages show it). */
export function progressPercent(raised: number, goal: number): number {
  if (goal <= 0) return 0;
  return Math.min(100, Math.floor((raised / goal) * 100));
}

/** What the dashboard shows of one child; the event's name only once it is open to donors. */
export function dashboardChild(
  participant: ParticipantRecord,
  event: Pick<EventRecord, 'name' | 'status'> | undefined,
): ParentDashboardChild {
  const goal = participant.goal > 0 ? participant.goal : defaultPersonalGoal;
  const raised = (participant.raisedCents ?? 0) / 100;
  return {
    // Every child here is linked to this parent, who may hold its access code.
    Participant: toParticipantEntry(participant),
    EventName: event && event.status !== 'draft' ? event.name : null,
    Goal: goal,
    Raised: raised,
    Progress: progressPercent(raised, goal),
    AwaitingApproval: participant.awaitingApproval === true,
  };
}

export async function parentDashboard(
  { reads }: ParentDashboardDeps,
  caller: Caller,
  parentId: string,
  userId: string,
): Promise<ParentDashboard> {
  if (caller.role !== 'super-admin' && (parentId !== caller.userId || userId !== caller.userId)) {
    throw new Forbidden();
  }
  if (!(await reads.getUser(parentId))) throw new NotFound(noSuchUser);
  const links = await reads.listParentLinks(parentId);
  const participants = await reads.getParticipants(links.map((link) => link.participantId));
  const events = await reads.getEvents(participants.map((participant) => participant.eventId));
  const eventById = new Map(events.map((event) => [event.eventId, event]));
  return {
    Participants: participants
      .sort(
        (a, b) => a.firstName.localeCompare(b.firstName) || a.participantId.localeCompare(b.participantId),
      )
      .map((participant) => dashboardChild(participant, eventById.get(participant.eventId))),
  };
}
