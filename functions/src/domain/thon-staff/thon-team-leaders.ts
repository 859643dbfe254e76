// AssignThonTeamLeader, RemoveThonTeamLeader, ListThonTeamLeaders: the franchisee team leaders who
// may do a Thon's event-day work (domain/access/scope.ts canWorkOnThon reads their assignments).
// Only an active team leader of the Thon's own franchise can be assigned; a user the caller cannot
// see (another franchise's, for a franchisee user) answers 404 like an unknown one.
import type { z } from 'zod';
import type { thonTeamLeadersSchema } from '@thon/shared/api/schemas/thon-staff';
import { noSuchUser, notFranchiseTeamLeader } from '@thon/shared/catalog/messages';
import type { EventRecord } from '../../data/repositories/events-repository';
import { canReadUser, notFoundUnless } from '../access/scope';
import type { Caller } from '../caller';
import { Conflict, NotFound } from '../errors';
import { accountName } from '../users/account-name';
import type { ThonStaffDeps } from './ports';
import { namedUser, staffAuditEntry, staffedThon } from './thon-staff-access';

type TeamLeaders = z.infer<typeof thonTeamLeadersSchema>;
type TeamLeaderRequest = { EventId: string; UserId: string };

/** The Thon's team leaders by name, in the order they were assigned (one Query, one BatchGet). */
async function teamLeadersOf(deps: ThonStaffDeps, event: EventRecord): Promise<TeamLeaders> {
  const assignments = await deps.staff.listAssignmentsOfThon(event.eventId);
  const users = new Map(
    (await deps.staff.getUsers(assignments.map((assignment) => assignment.userId))).map((user) => [
      user.userId,
      user,
    ]),
  );
  return {
    EventId: event.eventId,
    TeamLeaders: [...assignments]
      .sort((a, b) => a.assignedAt.localeCompare(b.assignedAt))
      .map((assignment) => {
        const user = users.get(assignment.userId);
        return {
          UserId: assignment.userId,
          Name: user ? accountName(user) : assignment.userId,
          AssignedAt: assignment.assignedAt,
        };
      }),
  };
}

export async function listThonTeamLeaders(
  deps: ThonStaffDeps,
  caller: Caller,
  eventId: string,
): Promise<TeamLeaders> {
  return teamLeadersOf(deps, (await staffedThon(deps, caller, eventId)).event);
}

export async function assignThonTeamLeader(
  deps: ThonStaffDeps,
  caller: Caller,
  request: TeamLeaderRequest,
): Promise<TeamLeaders> {
  const { event, scoped } = await staffedThon(deps, caller, request.EventId);
  const user = await namedUser(deps, request.UserId);
  notFoundUnless(canReadUser(scoped, user), noSuchUser);
  // Someone the caller may see, but not a team leader of this Thon's franchise (another role, a
  // deactivated account, a super admin's pick from another franchise): said plainly.
  const eligible =
    user.role === 'franchisee-team-leader' &&
    user.active &&
    event.franchiseId !== undefined &&
    user.franchiseId === event.franchiseId;
  if (!eligible) throw new Conflict(notFranchiseTeamLeader);
  const audit = await staffAuditEntry(
    deps,
    caller,
    event,
    'thon-team-leader-assigned',
    {},
    {
      teamLeaderUserId: user.userId,
    },
  );
  await deps.staff.addThonAssignment(
    {
      userId: user.userId,
      eventId: event.eventId,
      franchiseId: event.franchiseId ?? '',
      assignedAt: new Date(deps.clock.nowMs()).toISOString(),
      assignedByUserId: caller.userId,
    },
    audit,
  );
  return teamLeadersOf(deps, event);
}

export async function removeThonTeamLeader(
  deps: ThonStaffDeps,
  caller: Caller,
  request: TeamLeaderRequest,
): Promise<TeamLeaders> {
  const { event } = await staffedThon(deps, caller, request.EventId);
  const audit = await staffAuditEntry(
    deps,
    caller,
    event,
    'thon-team-leader-removed',
    { teamLeaderUserId: request.UserId },
    {},
  );
  // Not assigned (or already removed): nothing to remove, as for an unknown user.
  if (!(await deps.staff.removeThonAssignment(request.UserId, event.eventId, audit))) {
    throw new NotFound(noSuchUser);
  }
  return teamLeadersOf(deps, event);
}
