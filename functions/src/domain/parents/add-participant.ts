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
import { newId } from '../../platform/ids';
import { defaultPersonalGoal } from '@thon/shared/catalog/donations';
import {
  accessCodeInvalid,
  accessCodeTaken,
  invalidEventCode,
  noSuchTeam,
  participantAwaitsApproval,
} from '@thon/shared/catalog/messages';
import { findEventIdByCode, getEvent } from '../../data/repositories/events-repository';
import {
  createParticipantOfParent,
  linkParticipantToParent,
} from '../../data/repositories/parents-repository';
import {
  findAccessCodeClaim,
  getParticipant,
  type ParticipantRecord,
} from '../../data/repositories/participants-repository';
import { getTeam } from '../../data/repositories/teams-repository';
import type { Caller } from '../../platform/caller';
import { Conflict, NotFound, RuleBroken } from '../errors';
import { checkParticipantCodes } from '../catalog/reference-codes';
import { mustBeWritten } from '../write-refusals';
import { reserveAttempt } from '../auth/attempt-limits';
// Until this module takes its dependencies as an argument: the counters in the table, the time.
import { attemptWindows } from '../../data/stores/attempt-windows';
import { systemClock } from '../../platform/clock';
// Until this module takes its dependencies as an argument: the reference-list setting in the table.
import { catalogSettings } from '../../data/stores/catalog';
import { generateAccessCode, normalizeCode } from '../participants/access-codes';
import { joinableStatuses } from '@thon/shared/events/event-status';
import { unassignedTeamId } from '@thon/shared/events/teams';

const attemptLimits = { attempts: attemptWindows, clock: systemClock };

type AddParticipantRequest = z.infer<typeof addParticipantRequestSchema>;

/**
 * The event code is the one the school hands out (and donors type); the EventId every public page
 * shows no longer suffices to put a child into a school's Thon. Event codes are not secrets, so
 * a wrong one is not counted like a wrong access code.
 */
async function newParticipant(request: AddParticipantRequest): Promise<Omit<ParticipantRecord, 'createdAt'>> {
  const eventId = await findEventIdByCode(normalizeCode(request.EventCode ?? ''));
  const event = eventId ? await getEvent(eventId) : undefined;
  if (!event) throw new RuleBroken(invalidEventCode, [{ path: 'EventCode', message: invalidEventCode }]);
  if (!joinableStatuses.includes(event.status)) throw new Conflict(participantEventClosed);
  if (request.TeamId && !(await getTeam(event.eventId, request.TeamId))) throw new NotFound(noSuchTeam);
  return {
    participantId: newId(),
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
  caller: Caller,
  accessCode: string,
  eventCode: string,
  clientIp: string,
): Promise<ParticipantRecord> {
  const attempt = await reserveAttempt(attemptLimits, [`parent-link:${caller.userId}`, `client:${clientIp}`]);
  const [claim, eventId] = await Promise.all([
    findAccessCodeClaim(normalizeCode(accessCode)),
    findEventIdByCode(normalizeCode(eventCode)),
  ]);
  const child = claim && claim.eventId === eventId ? await getParticipant(claim.participantId) : undefined;
  // A claim whose participant carries another code is an orphan of an interrupted import.
  if (!child || child.accessCode !== claim?.accessCode) throw new RuleBroken(accessCodeInvalid);
  // Only its creator holds a waiting child, so removing it from the queue leaves no other link.
  // The attempt stays reserved: the answer confirms the codes, as a link would.
  if (child.awaitingApproval === true) throw new Conflict(participantAwaitsApproval);
  mustBeWritten(await linkParticipantToParent(caller.userId, child), {
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
  caller: Caller,
  request: AddParticipantRequest,
  clientIp: string,
): Promise<AddedParticipant> {
  // The lists may hold server-configured grades and sizes, so membership is checked here (as the
  // schema did before: on both paths, though only a new child stores them).
  const codes = await checkParticipantCodes({ settings: catalogSettings }, request);
  if (request.AccessCode !== undefined) {
    // The schema requires EventCode on both paths.
    return added(await linkByAccessCode(caller, request.AccessCode, request.EventCode ?? '', clientIp));
  }
  const created = await newParticipant({ ...request, ...codes });
  mustBeWritten(await createParticipantOfParent(caller.userId, created), {
    eventOpen: participantEventClosed,
    parentBelowLimit: parentLimitReached,
    creationsBelowLimit: parentLimitReached,
    notYetLinked: participantAlreadyLinked,
    participantNew: participantAlreadyLinked,
    accessCodeFree: accessCodeTaken,
  });
  return added(created);
}
