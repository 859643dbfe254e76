// Public pages for donors. Amounts raised come with pledges (issue 6): until then every total is 0.
// Names are first name and last initial; nothing else about a child leaves this module.
import type { z } from 'zod';
import type { eventPageSchema, studentPageSchema } from '@thon/shared/api/schemas/public-pages';
import { defaultPersonalGoal } from '@thon/shared/catalog/donations';
import { teamLeaderboardSize } from '@thon/shared/catalog/limits';
import { getEventPageItems } from '../../data/repositories/events-repository';
import { getParticipant } from '../../data/repositories/participants-repository';
import { NotFoundError } from '../../platform/errors';
import { studentPageVariant } from '../participants/participant-entry';

export const displayName = (firstName: string, lastName: string) =>
  lastName.trim() ? `${firstName} ${lastName.trim().charAt(0).toUpperCase()}.` : firstName;

export function progressPercent(raised: number, goal: number): number {
  if (goal <= 0) return 0;
  return Math.min(100, Math.floor((raised / goal) * 100));
}

/** One Query (gsi1, collection eventPage). Draft events are not public yet. */
export async function eventPage(eventId: string): Promise<z.infer<typeof eventPageSchema>> {
  const { event: events, team: teams, participant: participants } = await getEventPageItems(eventId);
  const event = events[0];
  if (!event || event.status === 'draft') throw new NotFoundError('No such event.');
  const raisedByParticipant = (_participantId: string) => 0;
  const raised = participants.reduce(
    (sum, participant) => sum + raisedByParticipant(participant.participantId),
    0,
  );
  const topTeams = teams
    .map((team) => {
      const members = participants.filter((participant) => participant.teamId === team.teamId);
      const teamRaised = members.reduce((sum, member) => sum + raisedByParticipant(member.participantId), 0);
      return { TeamId: team.teamId, Name: team.name, Raised: teamRaised, ParticipantCount: members.length };
    })
    .sort(
      (a, b) =>
        b.Raised - a.Raised || b.ParticipantCount - a.ParticipantCount || a.Name.localeCompare(b.Name),
    )
    .slice(0, teamLeaderboardSize);
  return {
    EventId: event.eventId,
    EventCode: event.eventCode,
    Name: event.name,
    OrganizationName: event.organizationName ?? '',
    Status: event.status,
    UnitName: event.unitName,
    Goal: event.goal,
    Raised: raised,
    Progress: progressPercent(raised, event.goal),
    Participants: participants
      .map((participant) => ({
        ParticipantId: participant.participantId,
        DisplayName: displayName(participant.firstName, participant.lastName),
        TeamId: participant.teamId,
        PagePath: `/api/participants/GetStudentPage/${participant.participantId}`,
      }))
      .sort((a, b) => a.DisplayName.localeCompare(b.DisplayName)),
    TopTeams: topTeams,
  };
}

/** One GetItem on the participant. */
export async function studentPage(participantId: string): Promise<z.infer<typeof studentPageSchema>> {
  const participant = await getParticipant(participantId);
  if (!participant) throw new NotFoundError('No such participant.');
  const goal = participant.goal > 0 ? participant.goal : defaultPersonalGoal;
  const raised = 0;
  return {
    ParticipantId: participant.participantId,
    EventId: participant.eventId,
    DisplayName: displayName(participant.firstName, participant.lastName),
    Goal: goal,
    Raised: raised,
    Progress: progressPercent(raised, goal),
    Units: participant.units ?? 0,
    StudentPageVariant: studentPageVariant(participant.experiment?.variantName),
  };
}
