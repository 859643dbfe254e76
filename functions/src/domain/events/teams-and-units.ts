// Team leaders and units. A team has at most one leader, held by a conditional write. Units are
// whole numbers from 0 to the event's maximum: the organizer's MaxUnits when set, never above the
// catalogue's maximum for the event's participant count. Completing the event locks them.
import type { z } from 'zod';
import {
  unitsLocked,
  type assignTeamLeaderRequestSchema,
  type recordUnitsRequestSchema,
} from '@thon/shared/api/schemas/events';
import { maxUnitsForParticipantCount } from '@thon/shared/catalog/max-units';
import { invalidUnits, resultOutOfRange, teamLeaderAlreadyAssigned } from '@thon/shared/catalog/messages';
import {
  getParticipant,
  listParticipantsOfEvent,
  setParticipantUnits,
} from '../../data/repositories/participants-repository';
import { assignTeamLeader, getTeam } from '../../data/repositories/teams-repository';
import { getUser } from '../../data/repositories/users-repository';
import type { Caller } from '../../platform/caller';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors';
import { isEntitledTo } from '../participants/entitlement';
import { unitsOpenStatuses } from '@thon/shared/events/event-status';
import { eventManagedBy } from './manage-thon';
import { getEvent } from '../../data/repositories/events-repository';

export async function assignLeader(caller: Caller, request: z.infer<typeof assignTeamLeaderRequestSchema>) {
  const event = await eventManagedBy(caller, request.EventId);
  const team = await getTeam(event.eventId, request.TeamId);
  if (!team) throw new NotFoundError('No such team.');
  if (!(await getUser(request.UserId))) throw new NotFoundError('No such user.');
  if (!(await assignTeamLeader(event.eventId, team.teamId, request.UserId))) {
    throw new ConflictError(teamLeaderAlreadyAssigned);
  }
  return { EventId: event.eventId, TeamId: team.teamId, Name: team.name, LeaderUserId: request.UserId };
}

/** Whole, non-negative units; '12', 12 and ' 12 ' are 12. */
export function parseUnits(value: number | string): number {
  const units = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value.trim());
  if (!Number.isSafeInteger(units) || units < 0) throw new BadRequestError(invalidUnits);
  return units;
}

export async function recordUnits(caller: Caller, request: z.infer<typeof recordUnitsRequestSchema>) {
  const units = parseUnits(request.Units);
  const participant = await getParticipant(request.ParticipantId);
  const event = participant?.eventId === request.EventId ? await getEvent(request.EventId) : undefined;
  if (!participant || !event) throw new NotFoundError('No such participant in this event.');
  if (!(await isEntitledTo(caller, participant))) throw new ForbiddenError();
  if (!unitsOpenStatuses.includes(event.status)) throw new ConflictError(unitsLocked);
  // The event item carries its participant count: no Query over the participants.
  // Events stored before the count existed have none: count them once rather than cap units at 0.
  const participantCount = event.participantCount ?? (await listParticipantsOfEvent(event.eventId)).length;
  const catalogueMax = maxUnitsForParticipantCount(participantCount);
  const maxUnits = event.maxUnits ? Math.min(event.maxUnits, catalogueMax) : catalogueMax;
  if (units > maxUnits) throw new BadRequestError(resultOutOfRange);
  await setParticipantUnits(participant.participantId, units);
  return { ParticipantId: participant.participantId, Units: units, MaxUnits: maxUnits };
}
