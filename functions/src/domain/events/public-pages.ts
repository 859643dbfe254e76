// Public pages for donors. Amounts raised are the participants' credited cents (raisedCents, added
// by each pledge), summed per team and event here, then shown in dollars.
// Names are first name and last initial; nothing else about a child leaves this module.
// Privacy: draft Thons serve no page at all; a participant the organizer hid
// (hiddenFromPublic), or a child a parent created and the organizer has not approved yet, is left
// off the runner list and their page answers 404; a completed Thon past
// the retention period (public-names.ts) lists no runner and its student pages answer 404. Totals
// and team figures always include everyone's money: they name no child.
import { noSuchEvent, noSuchParticipant } from '@thon/shared/catalog/messages';
import type { z } from 'zod';
import type { eventPageSchema, studentPageSchema } from '@thon/shared/api/schemas/public-pages';
import { defaultPersonalGoal } from '@thon/shared/catalog/donations';
import { teamLeaderboardSize } from '@thon/shared/catalog/limits';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { TeamRecord } from '../../data/repositories/teams-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import { supportersOf } from '../pledges/supporters';
import { NotFound } from '../errors';
import { displayName } from '../display-name';
import { studentPageVariant } from '../participants/participant-entry';
import { studentPagePath } from './public-page-cache';
import { eventStatusOnTheWire } from './event-status-wire';
import { namesArePublic, type PublicNamesDeps } from './public-names';
import type { EventPageReads, EventParticipantReads, EventReads, SupporterReads } from './ports';
import { shownToDonors } from '../participants/public-visibility';
import { videoEmbedUrl } from '@thon/shared/landing-pages/video-url';
import type { StudentPrizeWire } from '@thon/shared/api/schemas/student-prize';
import type { PrizeProgrammeRecord } from '../../data/repositories/prize-programmes-repository';
import { participantPrize } from '../prizes/participant-prize';
import { publicFamilyPage } from '../prizes/family-page';

/** The Thon's prize programme (one GetItem), for the student page's prize block. */
export interface PrizeProgrammeOfThon {
  getPrizeProgramme(eventId: string): Promise<PrizeProgrammeRecord | undefined>;
}

export function progressPercent(raised: number, goal: number): number {
  if (goal <= 0) return 0;
  return Math.min(100, Math.floor((raised / goal) * 100));
}

const centsOf = (participant: Pick<ParticipantRecord, 'raisedCents'>) => participant.raisedCents ?? 0;
const dollars = (cents: number) => cents / 100;

/** The event page's one Query, and whether it may still name the children. */
export type EventPageDeps = PublicNamesDeps & { eventPage: EventPageReads };

/** One Query (gsi1, collection eventPage). Draft events are not public yet. */
export async function eventPage(
  deps: EventPageDeps,
  eventId: string,
): Promise<z.infer<typeof eventPageSchema>> {
  const {
    event: events,
    team: teams,
    participant: participants,
  } = await deps.eventPage.getEventPageItems(eventId);
  const event = events[0];
  if (!event || event.status === 'draft') throw new NotFound(noSuchEvent);
  return eventPageOf(event, teams, participants, namesArePublic(deps, event));
}

/** The child, its Thon and its latest pledges, and whether the Thon may still name it. */
export type StudentPageDeps = PublicNamesDeps & {
  events: EventReads;
  participants: EventParticipantReads;
  supporters: SupporterReads;
  prizes: PrizeProgrammeOfThon;
};

/** Supporters shown on a student page (the most recent pledges that stand). */
const supportersShown = 10;

/**
 * One GetItem on the participant, then its event, all its pledges (one Query, every page: the prize
 * credit counts them all, the supporters shown are the newest) and its Thon's prize programme
 * together (draft and expired events serve no page).
 */
export async function studentPage(
  deps: StudentPageDeps,
  participantId: string,
): Promise<z.infer<typeof studentPageSchema>> {
  const participant = await deps.participants.getParticipant(participantId);
  // A hidden or unapproved participant answers exactly as an unknown one: the answer reveals nothing.
  if (!participant || !shownToDonors(participant)) throw new NotFound(noSuchParticipant);
  const [event, pledges, programme] = await Promise.all([
    deps.events.getEvent(participant.eventId),
    deps.supporters.listPledgesOfParticipant(participantId),
    deps.prizes.getPrizeProgramme(participant.eventId),
  ]);
  if (!event || event.status === 'draft' || !namesArePublic(deps, event)) {
    throw new NotFound(noSuchParticipant);
  }
  const goal = participant.goal > 0 ? participant.goal : defaultPersonalGoal;
  const raised = dollars(centsOf(participant));
  return {
    ParticipantId: participant.participantId,
    EventId: participant.eventId,
    DisplayName: displayName(participant.firstName, participant.lastName),
    Goal: goal,
    Raised: raised,
    Progress: progressPercent(raised, goal),
    Units: participant.units ?? 0,
    UnitName: event.unitName,
    StudentPageVariant: studentPageVariant(participant.experiment?.variantName),
    Pledged: dollars(participant.pledgedCents ?? 0),
    Supporters: supportersOf(pledges, supportersShown),
    ...withPrize(participantPrize(programme, pledges, event.unitName)),
    ...publicFamilyPage(participant, event),
  };
}

const withPrize = (prize: StudentPrizeWire | undefined) => (prize ? { Prize: prize } : {});

/**
 * The event page from the event page Query's items (pure): totals in whole dollars from cents,
 * the top teams by money raised, then runners, then name; the runners listed (first name and last
 * initial) unless `listed` is false or the organizer hid them, who still count in every total.
 */
export function eventPageOf(
  event: EventRecord,
  teams: readonly TeamRecord[],
  participants: readonly ParticipantRecord[],
  listed: boolean,
): z.infer<typeof eventPageSchema> {
  const raised = dollars(participants.reduce((sum, participant) => sum + centsOf(participant), 0));
  const topTeams = teams
    .map((team) => {
      const members = participants.filter((participant) => participant.teamId === team.teamId);
      const teamRaised = dollars(members.reduce((sum, member) => sum + centsOf(member), 0));
      return { TeamId: team.teamId, Name: team.name, Raised: teamRaised, ParticipantCount: members.length };
    })
    .sort(
      (a, b) =>
        b.Raised - a.Raised || b.ParticipantCount - a.ParticipantCount || a.Name.localeCompare(b.Name),
    )
    .slice(0, teamLeaderboardSize);
  const embed = event.videoUrl ? videoEmbedUrl(event.videoUrl) : undefined;
  return {
    EventId: event.eventId,
    EventCode: event.eventCode,
    Name: event.name,
    OrganizationName: event.organizationName ?? '',
    Status: eventStatusOnTheWire[event.status],
    UnitName: event.unitName,
    ...(embed ? { VideoEmbedUrl: embed } : {}),
    Goal: event.goal,
    Raised: raised,
    Progress: progressPercent(raised, event.goal),
    Participants: (listed ? participants : [])
      .filter(shownToDonors)
      .map((participant) => ({
        ParticipantId: participant.participantId,
        DisplayName: displayName(participant.firstName, participant.lastName),
        TeamId: participant.teamId,
        PagePath: studentPagePath(participant.participantId),
      }))
      .sort((a, b) => a.DisplayName.localeCompare(b.DisplayName)),
    ParticipantsListed: listed,
    TopTeams: topTeams,
  };
}
