// The parent dashboard in one call: the parent's children, each with its event's name, goal,
// raised and progress. Reads: the parent's user item, their links (one Query), the children (one
// BatchGetItem) and the children's events (one BatchGetItem), whatever the number of children.
// A parent reads only their own dashboard (parent id and user id both theirs); a super admin any.
// With prizes: each child's prize block (one BatchGet of the Thons' programmes, then one Query of
// pledges per child whose Thon has levels), what the family made of the page, the photo's review
// state and whether the Thon allows photos.
import { noSuchUser } from '@thon/shared/catalog/messages';
import type { ParentDashboard, ParentDashboardChild } from '@thon/shared/api/schemas/participants';
import { defaultPersonalGoal } from '@thon/shared/catalog/donations';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { Caller } from '../caller';
import { Forbidden, NotFound } from '../errors';
import { toParticipantEntry } from '../participants/participant-entry';
import type { ParentDashboardReads } from './ports';
import type { StudentPrizeWire } from '@thon/shared/api/schemas/student-prize';
import { participantPrize } from '../prizes/participant-prize';
import { publicFamilyPage } from '../prizes/family-page';

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
  event: Pick<EventRecord, 'name' | 'status' | 'unitName' | 'familyPhotosAllowed'> | undefined,
  prize?: StudentPrizeWire,
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
    ...(prize ? { Prize: prize } : {}),
    ...publicFamilyPage(participant, event),
    ...(participant.photoStatus ? { PhotoStatus: participant.photoStatus } : {}),
    ...(participant.pageMessage ? { PageMessage: participant.pageMessage } : {}),
    PageMessageHidden: participant.pageMessageHidden === true,
    FamilyPhotosAllowed: event?.familyPhotosAllowed === true,
  };
}

/**
 * Each child's prize block: the programme of its Thon (one BatchGet for all the Thons) and, only
 * for a child whose Thon has levels, its pledges (one Query each).
 */
async function prizesOf(
  reads: ParentDashboardReads,
  participants: readonly ParticipantRecord[],
  eventById: ReadonlyMap<string, EventRecord>,
): Promise<Map<string, StudentPrizeWire>> {
  const programmes = await reads.getPrizeProgrammes([...eventById.keys()]);
  const programmeOf = new Map(programmes.map((programme) => [programme.eventId, programme]));
  const prizes = new Map<string, StudentPrizeWire>();
  await Promise.all(
    participants.map(async (participant) => {
      const programme = programmeOf.get(participant.eventId);
      const event = eventById.get(participant.eventId);
      if (!programme || programme.levels.length === 0 || !event) return;
      const pledges = await reads.listPledgesOfParticipant(participant.participantId);
      const prize = participantPrize(programme, pledges, event.unitName);
      if (prize) prizes.set(participant.participantId, prize);
    }),
  );
  return prizes;
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
  const prizes = await prizesOf(reads, participants, eventById);
  return {
    Participants: participants
      .sort(
        (a, b) => a.firstName.localeCompare(b.firstName) || a.participantId.localeCompare(b.participantId),
      )
      .map((participant) =>
        dashboardChild(participant, eventById.get(participant.eventId), prizes.get(participant.participantId)),
      ),
  };
}
