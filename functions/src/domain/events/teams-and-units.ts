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
import type { Caller } from '../caller';
import { Conflict, Forbidden, NotFound, RuleBroken } from '../errors';
import { isEntitledTo } from '../participants/entitlement';
import type { ParticipantAccessReads } from '../participants/ports';
import { unitsOpenStatuses } from '@thon/shared/events/event-status';
import { scopedCaller, type ThonScopeReads } from '../access/caller-scope';
import { canWorkOnThon } from '../access/scope';
import { managedEvent } from './managed-event';
import type { AccountLookup, EventReads, TeamStore, UnitsStore } from './ports';
import { pledgeAmountCents } from '../pledges/pledge-units';
import type { LapTallyReads } from '../eventday/lap-units-ports';
import { lapsOwnUnits } from '@thon/shared/eventday/lap-units';
import { lapsCountedOnEventDay } from '@thon/shared/catalog/eventday-messages';

/** Assigning a team's leader or class teacher: the organizer's Thon, its team, the named account. */
export interface TeamStaffDeps {
  events: EventReads;
  callers: ThonScopeReads;
  teams: TeamStore;
  accounts: AccountLookup;
}

/** Recording units: the event, the participant and its pledges, and who may record for it. */
export interface RecordUnitsDeps {
  events: EventReads;
  callers: ThonScopeReads;
  units: UnitsStore;
  access: ParticipantAccessReads;
  /** The runner's lap tally: counted laps own the units (docs/event-day.md, Laps feed units). */
  laps: LapTallyReads;
}

/** The account an email names (one GetItem on its claim), else 404. */
async function userIdByEmail(accounts: AccountLookup, email: string): Promise<string> {
  const userId = await accounts.findUserIdByEmail(email);
  if (!userId) throw new NotFound(noAccountWithEmail);
  return userId;
}

/** The event's team, checked to be in the caller's event-day work (teams are: canWorkOnThon). */
async function managedTeam(deps: TeamStaffDeps, caller: Caller, eventId: string, teamId: string) {
  const event = await managedEvent(deps, caller, eventId, canWorkOnThon);
  const team = await deps.teams.getTeam(event.eventId, teamId);
  if (!team) throw new NotFound(noSuchTeam);
  return team;
}

/** The leader by UserId or by account Email (the schema admits exactly one). */
export async function assignLeader(
  deps: TeamStaffDeps,
  caller: Caller,
  request: z.infer<typeof assignTeamLeaderRequestSchema>,
) {
  const team = await managedTeam(deps, caller, request.EventId, request.TeamId);
  let leaderUserId: string;
  if (request.Email !== undefined) {
    // The email claim is written in the same transaction as its user: the user exists.
    leaderUserId = await userIdByEmail(deps.accounts, request.Email);
  } else {
    leaderUserId = request.UserId ?? '';
    if (!(await deps.accounts.getUser(leaderUserId))) throw new NotFound(noSuchUser);
  }
  if (!(await deps.teams.assignTeamLeader(team.eventId, team.teamId, leaderUserId))) {
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
  deps: TeamStaffDeps,
  caller: Caller,
  request: z.infer<typeof assignClassTeacherRequestSchema>,
) {
  const team = await managedTeam(deps, caller, request.EventId, request.TeamId);
  const teacher = await deps.accounts.getUser(await userIdByEmail(deps.accounts, request.Email));
  if (!teacher) throw new NotFound(noAccountWithEmail);
  if (teacher.role !== 'teacher') throw new RuleBroken(notATeacherAccount);
  await deps.teams.setClassTeacher(team.eventId, team.teamId, teacher.userId);
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
export async function pledgedAtUnits(
  units: Pick<UnitsStore, 'getParticipant' | 'listPledgesOfParticipant'>,
  participantId: string,
  atUnits: number,
  maxUnits: number,
) {
  const current = await units.getParticipant(participantId);
  const pledgeVersion = current?.pledgeVersion;
  if (pledgeVersion === undefined) return { pledgedCents: 0, pledgeVersion };
  const pledges = await units.listPledgesOfParticipant(participantId);
  const pledgedCents = pledges
    .filter((pledge) => pledge.kind === 'per-unit' && pledge.status === 'Scheduled')
    .reduce((sum, pledge) => sum + pledgeAmountCents(pledge, atUnits, maxUnits), 0);
  return { pledgedCents, pledgeVersion };
}

export async function recordUnits(
  deps: RecordUnitsDeps,
  caller: Caller,
  request: z.infer<typeof recordUnitsRequestSchema>,
) {
  const units = parseUnits(request.Units);
  const participant = await deps.units.getParticipant(request.ParticipantId);
  const event =
    participant?.eventId === request.EventId ? await deps.events.getEvent(request.EventId) : undefined;
  if (!participant || !event) throw new NotFound(noSuchParticipantInEvent);
  // Event-day work on the Thon (its organizer, a franchisee user or assigned team leader, a test user
  // on a test Thon) records for anyone in it; a teacher for their class. Outside both, a Thon of
  // someone else's answers as unknown; a teacher keeps the 403 of a class not theirs.
  if (!canWorkOnThon(await scopedCaller(deps.callers, caller), event)) {
    if (caller.role !== 'teacher') throw new NotFound(noSuchParticipantInEvent);
    if (!(await isEntitledTo(deps.access, caller, participant, event))) throw new Forbidden();
  }
  if (!unitsOpenStatuses.includes(event.status)) throw new Conflict(unitsLocked);
  // A completed participant's units are final: their pledges are being charged on them. The
  // answer names the participant, since the Thon itself is still open.
  if (participant.unitsFinal === true) throw new Conflict(participantUnitsFinal);
  // From a runner's first counted lap or correction, the lap units job writes their units: typed
  // units would be overwritten by the next run, or would overwrite the laps counted.
  const tally = await deps.laps.getLapTally(event.eventId, participant.participantId);
  if (tally && lapsOwnUnits(tally)) throw new Conflict(lapsCountedOnEventDay);
  // The event item carries its participant count: no Query over the participants.
  // Events stored before the count existed have none: count them once rather than cap units at 0.
  const participantCount =
    event.participantCount ?? (await deps.units.listParticipantsOfEvent(event.eventId)).length;
  const maxUnits = maxUnitsOf(event.maxUnits, participantCount);
  if (units > maxUnits) throw new RuleBroken(resultOutOfRange);
  // The status is checked again inside the write: completing the Thon after the read above
  // cancels it (409 unitsLocked), so no unit is written after completion.
  const refusal = await deps.units.recordParticipantUnits(
    event.eventId,
    participant.participantId,
    units,
    unitsOpenStatuses,
    () => pledgedAtUnits(deps.units, participant.participantId, units, maxUnits),
  );
  if (refusal === 'event-closed') throw new Conflict(unitsLocked);
  if (refusal === 'not-in-event') throw new Conflict(noSuchParticipantInEvent);
  if (refusal === 'concurrent') throw new Conflict(changedAtTheSameTime);
  return { ParticipantId: participant.participantId, Units: units, MaxUnits: maxUnits };
}
