// Team leaders, class teachers and units. A team has at most one leader, held by a conditional
// write; its class teacher (a teacher account) may be replaced by the organizer. Units are
// whole numbers from 0 to the event's maximum: the organizer's MaxUnits when set, never above the
// catalogue's maximum for the event's participant count. Completing the event locks them (checked in
// the write's own transaction, not only before it).
import type { z } from 'zod';
import {
  noAccountWithEmail,
  notATeacherAccount,
  unitsLocked,
  type assignClassTeacherRequestSchema,
  type assignTeamLeaderRequestSchema,
  type recordUnitsRequestSchema,
} from '@thon/shared/api/schemas/events';
import { maxUnitsForParticipantCount } from '@thon/shared/catalog/max-units';
import {
  changedAtTheSameTime,
  invalidUnits,
  noSuchParticipantInEvent,
  noSuchTeam,
  noSuchUser,
  participantUnitsFinal,
  resultOutOfRange,
  teamLeaderAlreadyAssigned,
} from '@thon/shared/catalog/messages';
import {
  getParticipant,
  listParticipantsOfEvent,
  recordParticipantUnits,
} from '../../data/repositories/participants-repository';
import { assignTeamLeader, getTeam, setClassTeacher } from '../../data/repositories/teams-repository';
import { findUserIdByEmail, getUser } from '../../data/repositories/users-repository';
import type { Caller } from '../../platform/caller';
import { Conflict, Forbidden, NotFound, RuleBroken } from '../errors';
import { isEntitledTo } from '../participants/entitlement';
// Until this module takes its dependencies as an argument, it reads access facts from the table.
import { participantAccessReads } from '../../data/stores/participants';
import { unitsOpenStatuses } from '@thon/shared/events/event-status';
import { eventManagedBy } from './manage-thon';
import { getEvent } from '../../data/repositories/events-repository';
import { listPledgesOfParticipant } from '../../data/repositories/pledges-repository';
import { pledgeAmountCents } from '../pledges/pledge-units';

/** The account an email names (one GetItem on its claim), else 404. */
async function userIdByEmail(email: string): Promise<string> {
  const userId = await findUserIdByEmail(email);
  if (!userId) throw new NotFound(noAccountWithEmail);
  return userId;
}

/** The event's team, checked to be managed by the caller (organizer of the event or super admin). */
async function managedTeam(caller: Caller, eventId: string, teamId: string) {
  const event = await eventManagedBy(caller, eventId);
  const team = await getTeam(event.eventId, teamId);
  if (!team) throw new NotFound(noSuchTeam);
  return team;
}

/** The leader by UserId or by account Email (the schema admits exactly one). */
export async function assignLeader(caller: Caller, request: z.infer<typeof assignTeamLeaderRequestSchema>) {
  const team = await managedTeam(caller, request.EventId, request.TeamId);
  let leaderUserId: string;
  if (request.Email !== undefined) {
    // The email claim is written in the same transaction as its user: the user exists.
    leaderUserId = await userIdByEmail(request.Email);
  } else {
    leaderUserId = request.UserId ?? '';
    if (!(await getUser(leaderUserId))) throw new NotFound(noSuchUser);
  }
  if (!(await assignTeamLeader(team.eventId, team.teamId, leaderUserId))) {
    throw new Conflict(teamLeaderAlreadyAssigned);
  }
  return {
    EventId: team.eventId,
    TeamId: team.teamId,
    Name: team.name,
    LeaderUserId: leaderUserId,
    TeacherUserId: team.teacherUserId ?? null,
  };
}

/** The class teacher by account email; the account must be a teacher's. Replaces any earlier one. */
export async function assignClassTeacher(
  caller: Caller,
  request: z.infer<typeof assignClassTeacherRequestSchema>,
) {
  const team = await managedTeam(caller, request.EventId, request.TeamId);
  const teacher = await getUser(await userIdByEmail(request.Email));
  if (!teacher) throw new NotFound(noAccountWithEmail);
  if (teacher.role !== 'teacher') throw new RuleBroken(notATeacherAccount);
  await setClassTeacher(team.eventId, team.teamId, teacher.userId);
  return {
    EventId: team.eventId,
    TeamId: team.teamId,
    Name: team.name,
    LeaderUserId: team.leaderUserId ?? null,
    TeacherUserId: teacher.userId,
  };
}

/** Whole, non-negative units; '12', 12 and ' 12 ' are 12. */
export function parseUnits(value: number | string): number {
  const units = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value.trim());
  if (!Number.isSafeInteger(units) || units < 0) throw new RuleBroken(invalidUnits);
  return units;
}

/** The most units a participant may record: the catalogue's for the event's size, or the event's own if lower. */
export function maxUnitsOf(eventMaxUnits: number | undefined, participantCount: number): number {
  const catalogueMax = maxUnitsForParticipantCount(participantCount);
  return eventMaxUnits ? Math.min(eventMaxUnits, catalogueMax) : catalogueMax;
}

/**
 * A participant's per-unit pledges' estimate at `units`, and the pledgeVersion it was read at
 * (read first: a pledge written after it moves the version and the units write is refused).
 */
export async function pledgedAtUnits(participantId: string, units: number, maxUnits: number) {
  const current = await getParticipant(participantId);
  const pledgeVersion = current?.pledgeVersion;
  if (pledgeVersion === undefined) return { pledgedCents: 0, pledgeVersion };
  const pledges = await listPledgesOfParticipant(participantId);
  const pledgedCents = pledges
    .filter((pledge) => pledge.kind === 'per-unit' && pledge.status === 'Scheduled')
    .reduce(
      (sum, pledge) =>
sum + pledgeAmountCents(pledge, units, maxUnits),
      0,
    );
  return { pledgedCents, pledgeVersion };
}

export async function recordUnits(caller: Caller, request: z.infer<typeof recordUnitsRequestSchema>) {
  const units = parseUnits(request.Units);
  const participant = await getParticipant(request.ParticipantId);
  const event = participant?.eventId === request.EventId ? await getEvent(request.EventId) : undefined;
  if (!participant || !event) throw new NotFound(noSuchParticipantInEvent);
  if (!(await isEntitledTo(participantAccessReads, caller, participant, event))) throw new Forbidden();
  if (!unitsOpenStatuses.includes(event.status)) throw new Conflict(unitsLocked);
  // A completed participant's units are final: their pledges are being charged on them. The
  // answer names the participant, since the Thon itself is still open.
  if (participant.unitsFinal === true) throw new Conflict(participantUnitsFinal);
  // The event item carries its participant count: no Query over the participants.
  // Events stored before the count existed have none: count them once rather than cap units at 0.
  const participantCount = event.participantCount ?? (await listParticipantsOfEvent(event.eventId)).length;
  const maxUnits = maxUnitsOf(event.maxUnits, participantCount);
  if (units > maxUnits) throw new RuleBroken(resultOutOfRange);
  // The status is checked again inside the write: completing the Thon after the read above
  // cancels it (409 unitsLocked), so no unit is written after completion.
  const refusal = await recordParticipantUnits(
    event.eventId,
    participant.participantId,
    units,
    unitsOpenStatuses,
    () => pledgedAtUnits(participant.participantId, units, maxUnits),
  );
  if (refusal === 'event-closed') throw new Conflict(unitsLocked);
  if (refusal === 'not-in-event') throw new Conflict(noSuchParticipantInEvent);
  if (refusal === 'concurrent') throw new Conflict(changedAtTheSameTime);
  return { ParticipantId: participant.participantId, Units: units, MaxUnits: maxUnits };
}
