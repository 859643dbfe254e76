// A signed-in participant joins an event by its code. One participant per user and event: the
// participant id derives from (event, user), so a second join answers alreadyParticipating.
import type { z } from 'zod';
import type { joinEventRequestSchema, ParticipantEntry } from '@thon/shared/api/schemas/participants';
import { participantEventClosed } from '@thon/shared/api/schemas/participants';
import { defaultPersonalGoal } from '@thon/shared/catalog/donations';
import { alreadyParticipating, invalidEventCode } from '@thon/shared/catalog/messages';
import {
  addParticipantsToCount,
  findEventIdByCode,
  getEvent,
} from '../../data/repositories/events-repository';
import { getTeam } from '../../data/repositories/teams-repository';
import { getUser } from '../../data/repositories/users-repository';
import type { Caller } from '../../platform/caller';
import { ConflictError, NotFoundError, UnauthorizedError } from '../../platform/errors';
import { normalizeCode } from './access-codes';
import { createWithAccessCode, participantIdFor } from './create-with-access-code';
import { toParticipantEntry } from './participant-entry';
import { joinableStatuses } from '@thon/shared/events/event-status';
import { unassignedTeamId } from '@thon/shared/events/teams';

export async function joinEvent(
  caller: Caller,
  request: z.infer<typeof joinEventRequestSchema>,
): Promise<ParticipantEntry> {
  const eventId = await findEventIdByCode(normalizeCode(request.EventCode));
  const [event, user] = await Promise.all([eventId ? getEvent(eventId) : undefined, getUser(caller.userId)]);
  if (!event) throw new NotFoundError(invalidEventCode);
  if (!user) throw new UnauthorizedError();
  if (!joinableStatuses.includes(event.status)) throw new ConflictError(participantEventClosed);
  if (request.TeamId && !(await getTeam(event.eventId, request.TeamId)))
    throw new NotFoundError('No such team.');
  const participantId = participantIdFor(event.eventId, `user#${caller.userId}`);
  const participant = {
    participantId,
    eventId: event.eventId,
    teamId: request.TeamId ?? unassignedTeamId,
    firstName: user.firstName,
    lastName: user.lastName,
    goal: defaultPersonalGoal,
    userId: caller.userId,
  };
  const accessCode = await createWithAccessCode(participant);
  if (!accessCode) throw new ConflictError(alreadyParticipating);
  await addParticipantsToCount(event.eventId, 1);
  // What was just written, so no second read.
  return toParticipantEntry({ ...participant, accessCode });
}
