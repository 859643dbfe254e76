// A parent adds a participant: links an existing child by its access code and its event's code,
// or creates a child in an event (draft or live) named by its event code. Anyone can become a
// parent, so a created child waits for the organizer's approval: off the public pages and unable
// to send invitations until then. The limit of 9 per parent is held by the counters' conditions
// inside the same transaction as the link, so concurrent adds cannot pass it; the event's status
// is checked inside that transaction too.
import type { z } from 'zod';
import {
  parentLimitReached,
  participantAlreadyLinked,
  participantEventClosed,
  type AddedParticipant,
  type addParticipantRequestSchema,
} from '@thon/shared/api/schemas/participants';
import { defaultPersonalGoal } from '@thon/shared/catalog/donations';
import {
  accessCodeInvalid,
  accessCodeTaken,
  invalidEventCode,
  noSuchTeam,
  participantAwaitsApproval,
} from '@thon/shared/catalog/messages';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { Caller } from '../caller';
import { Conflict, NotFound, RuleBroken } from '../errors';
import { checkParticipantCodes, type ReferenceCodeDeps } from '../catalog/reference-codes';
import { mustBeWritten } from '../write-refusals';
import { reserveAttempt, type AttemptLimitDeps } from '../auth/attempt-limits';
import type { EventCodeReads, EventReads } from '../events/ports';
import type { Ids } from '../ports/ids';
import { generateAccessCode, normalizeCode } from '../participants/access-codes';
import type { ParticipantAccessReads, ParticipantStore } from '../participants/ports';
import { joinableStatuses } from '@thon/shared/events/event-status';
import { unassignedTeamId } from '@thon/shared/events/teams';
import type { AccessCodeReads, ParentLinkStore } from './ports';

/** Adding a child: codes, the event and team, the child, the attempt counters, the links, new ids. */
export type AddParticipantDeps = AttemptLimitDeps &
  ReferenceCodeDeps & {
    eventCodes: EventCodeReads;
    events: EventReads;
    teams: Pick<ParticipantAccessReads, 'getTeam'>;
    participants: Pick<ParticipantStore, 'getParticipant'>;
    accessCodes: AccessCodeReads;
    links: Pick<ParentLinkStore, 'linkParticipantToParent' | 'createParticipantOfParent'>;
    ids: Ids;
  };

type AddParticipantRequest = z.infer<typeof addParticipantRequestSchema>;

/**
 * The event code is the one the school hands out (and donors type); the EventId every public page
 * shows no longer suffices to put a child into a school's Thon. Event codes are not secrets, so
 * a wrong one is not counted like a wrong access code.
 */
async function newParticipant(
  deps: AddParticipantDeps,
  request: AddParticipantRequest,
): Promise<Omit<ParticipantRecord, 'createdAt'>> {
  const eventId = await deps.eventCodes.findEventIdByCode(normalizeCode(request.EventCode ?? ''));
  const event = eventId ? await deps.events.getEvent(eventId) : undefined;
  if (!event) throw new RuleBroken(invalidEventCode, [{ path: 'EventCode', message: invalidEventCode }]);
  if (!joinableStatuses.includes(event.status)) throw new Conflict(participantEventClosed);
  if (request.TeamId && !(await deps.teams.getTeam(event.eventId, request.TeamId)))
    throw new NotFound(noSuchTeam);
  return {
    participantId: deps.ids.newId(),
    eventId: event.eventId,
    teamId: request.TeamId ?? unassignedTeamId,
    firstName: request.FirstName ?? '',
    lastName: request.LastName ?? '',
    goal: request.Goal ?? defaultPersonalGoal,
    grade: request.Grade,
    shirtSize: request.ShirtSize,
    accessCode: generateAccessCode(),
    awaitingApproval: true,
  };
}

/**
 * Linking by code is guessing a code, like access-code sign-in: each try is reserved against the
 * parent and the client address before the code is looked up, and only a link gives it back. The
 * event code must name the child's own event; a mismatch answers exactly like a wrong code.
 */
async function linkByAccessCode(
  deps: AddParticipantDeps,
  caller: Caller,
  accessCode: string,
  eventCode: string,
  clientIp: string,
): Promise<ParticipantRecord> {
  const attempt = await reserveAttempt(deps, [`parent-link:${caller.userId}`, `client:${clientIp}`]);
  const [claim, eventId] = await Promise.all([
    deps.accessCodes.findAccessCodeClaim(normalizeCode(accessCode)),
    deps.eventCodes.findEventIdByCode(normalizeCode(eventCode)),
  ]);
  const child =
    claim && claim.eventId === eventId
      ? await deps.participants.getParticipant(claim.participantId)
      : undefined;
  // A claim whose participant carries another code is an orphan of an interrupted import.
  if (!child || child.accessCode !== claim?.accessCode) throw new RuleBroken(accessCodeInvalid);
  // Only its creator holds a waiting child, so removing it from the queue leaves no other link.
  // The attempt stays reserved: the answer confirms the codes, as a link would.
  if (child.awaitingApproval === true) throw new Conflict(participantAwaitsApproval);
  mustBeWritten(await deps.links.linkParticipantToParent(caller.userId, child), {
    eventOpen: participantEventClosed,
    parentBelowLimit: parentLimitReached,
    notYetLinked: participantAlreadyLinked,
    participantExists: accessCodeInvalid,
  });
  await attempt.release();
  return child;
}

const added = (participant: Omit<ParticipantRecord, 'createdAt'>): AddedParticipant => ({
  ParticipantId: participant.participantId,
  EventId: participant.eventId,
  FirstName: participant.firstName,
  LastName: participant.lastName,
  AwaitingApproval: participant.awaitingApproval === true,
});

export async function addParentParticipant(
  deps: AddParticipantDeps,
  caller: Caller,
  request: AddParticipantRequest,
  clientIp: string,
): Promise<AddedParticipant> {
  // The lists may hold server-configured grades and sizes, so membership is checked here (as the
  // schema did before: on both paths, though only a new child stores them).
  const codes = await checkParticipantCodes(deps, request);
  if (request.AccessCode !== undefined) {
    // The schema requires EventCode on both paths.
    return added(await linkByAccessCode(deps, caller, request.AccessCode, request.EventCode ?? '', clientIp));
  }
  const created = await newParticipant(deps, { ...request, ...codes });
  mustBeWritten(await deps.links.createParticipantOfParent(caller.userId, created), {
    eventOpen: participantEventClosed,
    parentBelowLimit: parentLimitReached,
    creationsBelowLimit: parentLimitReached,
    notYetLinked: participantAlreadyLinked,
    participantNew: participantAlreadyLinked,
    accessCodeFree: accessCodeTaken,
  });
  return added(created);
}
