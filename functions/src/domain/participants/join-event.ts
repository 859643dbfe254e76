// A signed-in participant joins an event by its code. One participant per user and event: the
// participant id is random, and the user's claim (an HMAC of event + user under the id key) is
// written in the same transaction as the participant, its access code and the event's count ADD
// (conditioned on the event still taking participants), so a second join answers
// alreadyParticipating and a join after completion writes nothing.
import type { z } from 'zod';
import type { joinEventRequestSchema, ParticipantEntry } from '@thon/shared/api/schemas/participants';
import { participantEventClosed } from '@thon/shared/api/schemas/participants';
import { defaultPersonalGoal } from '@thon/shared/catalog/donations';
import { alreadyParticipating, invalidEventCode, noSuchTeam } from '@thon/shared/catalog/messages';
import type { Caller } from '../caller';
import { Conflict, NotFound, Unauthenticated } from '../errors';
import type { EventCodeReads } from '../events/ports';
import type { IdKey } from '../ports/id-key';
import { normalizeCode } from './access-codes';
import { createParticipants, joinClaimKey, type CreateParticipantsDeps } from './create-participants';
import { toParticipantEntry } from './participant-entry';
import { joinableStatuses } from '@thon/shared/events/event-status';
import { unassignedTeamId } from '@thon/shared/events/teams';
import type { ParticipantAccessReads, ParticipantStore, UserReads } from './ports';

/** Joining reads the code, the event, its team, the user and their participants; writes one participant. */
export type JoinEventDeps = CreateParticipantsDeps & {
  eventCodes: EventCodeReads;
  access: Pick<ParticipantAccessReads, 'getEvent' | 'getTeam'>;
  users: UserReads;
  participants: Pick<ParticipantStore, 'listParticipantsOfUser'>;
  idKey: IdKey;
};

export async function joinEvent(
  deps: JoinEventDeps,
  caller: Caller,
  request: z.infer<typeof joinEventRequestSchema>,
): Promise<ParticipantEntry> {
  const eventId = await deps.eventCodes.findEventIdByCode(normalizeCode(request.EventCode));
  const [event, user] = await Promise.all([
    eventId ? deps.access.getEvent(eventId) : undefined,
    deps.users.getUser(caller.userId),
  ]);
  if (!event) throw new NotFound(invalidEventCode);
  if (!user) throw new Unauthenticated();
  if (!joinableStatuses.includes(event.status)) throw new Conflict(participantEventClosed);
  if (request.TeamId && !(await deps.access.getTeam(event.eventId, request.TeamId)))
    throw new NotFound(noSuchTeam);
  // Participants linked before join claims existed (seeded) count too: one Query on gsi2.
  const own = await deps.participants.listParticipantsOfUser(caller.userId);
  if (own.some((participant) => participant.eventId === event.eventId)) {
    throw new Conflict(alreadyParticipating);
  }
  const participant = {
    eventId: event.eventId,
    teamId: request.TeamId ?? unassignedTeamId,
    firstName: user.firstName,
    lastName: user.lastName,
    goal: defaultPersonalGoal,
    userId: caller.userId,
  };
  const claimKey = await joinClaimKey(deps.idKey, event.eventId, caller.userId);
  const [created] = await createParticipants(
    deps,
    event.eventId,
    [{ participant, claimKey }],
    joinableStatuses,
    participantEventClosed,
  );
  if (!created) throw new Conflict(alreadyParticipating);
  // What was just written, so no second read.
  return toParticipantEntry(created);
}
