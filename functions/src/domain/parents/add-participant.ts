// A parent adds a participant: links an existing child by access code, or creates a child in an
// event (draft or live). The limit of 9 per parent is held by the counter's condition inside the
// same transaction as the link, so concurrent adds cannot pass it.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  participantEventClosed,
  type addParticipantRequestSchema,
  type ParticipantEntry,
} from '@thon/shared/api/schemas/participants';
import { defaultPersonalGoal } from '@thon/shared/catalog/donations';
import { accessCodeInvalid } from '@thon/shared/catalog/messages';
import { getEvent } from '../../data/repositories/events-repository';
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
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors';
import { generateAccessCode, normalizeCode } from '../participants/access-codes';
import { toParticipantEntry } from '../participants/participant-entry';
import { joinableStatuses } from '@thon/shared/events/event-status';
import { unassignedTeamId } from '@thon/shared/events/teams';

type AddParticipantRequest = z.infer<typeof addParticipantRequestSchema>;

async function newParticipant(request: AddParticipantRequest): Promise<Omit<ParticipantRecord, 'createdAt'>> {
  const event = request.EventId ? await getEvent(request.EventId) : undefined;
  if (!event) throw new NotFoundError('No such event.');
  if (!joinableStatuses.includes(event.status)) throw new ConflictError(participantEventClosed);
  if (request.TeamId && !(await getTeam(event.eventId, request.TeamId)))
    throw new NotFoundError('No such team.');
  return {
    participantId: randomUUID(),
    eventId: event.eventId,
    teamId: request.TeamId ?? unassignedTeamId,
    firstName: request.FirstName ?? '',
    lastName: request.LastName ?? '',
    goal: request.Goal ?? defaultPersonalGoal,
    grade: request.Grade,
    shirtSize: request.ShirtSize,
    accessCode: generateAccessCode(),
  };
}

export async function addParentParticipant(
  caller: Caller,
  request: AddParticipantRequest,
): Promise<ParticipantEntry> {
  if (request.AccessCode !== undefined) {
    const claim = await findAccessCodeClaim(normalizeCode(request.AccessCode));
    const existing = claim ? await getParticipant(claim.participantId) : undefined;
    if (!existing) throw new BadRequestError(accessCodeInvalid);
    await linkParticipantToParent(caller.userId, existing);
    return toParticipantEntry(existing);
  }
  const created = await newParticipant(request);
  await createParticipantOfParent(caller.userId, created);
  return toParticipantEntry(created);
}
