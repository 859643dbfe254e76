// SetThonOrganizer: a franchisee (or a super admin) hands a Thon they created to the school's
// organizer, who then manages it and finds it in My Thons (the event's gsi2 key moves with its
// organizer, in the same transaction as the change's audit entry).
import type { z } from 'zod';
import type { setThonOrganizerRequestSchema } from '@thon/shared/api/schemas/thon-staff';
import type { thonSchema } from '@thon/shared/api/schemas/events';
import { changedAtTheSameTime, notActiveOrganizer } from '@thon/shared/catalog/messages';
import type { Caller } from '../caller';
import { Conflict } from '../errors';
import { toThon } from '../events/manage-thon';
import type { ThonStaffDeps } from './ports';
import { namedUser, staffAuditEntry, staffedThon } from './thon-staff-access';

export async function setThonOrganizer(
  deps: ThonStaffDeps,
  caller: Caller,
  request: z.infer<typeof setThonOrganizerRequestSchema>,
): Promise<z.infer<typeof thonSchema>> {
  const { event } = await staffedThon(deps, caller, request.EventId);
  const user = await namedUser(deps, request.UserId);
  if (user.role !== 'organizer' || !user.active) throw new Conflict(notActiveOrganizer);
  if (event.organizerUserId === user.userId) return toThon(event);
  const audit = await staffAuditEntry(
    deps,
    caller,
    event,
    'thon-organizer-changed',
    { organizerUserId: event.organizerUserId },
    { organizerUserId: user.userId },
  );
  if (!(await deps.staff.setEventOrganizer(event, event.organizerUserId, user.userId, audit))) {
    throw new Conflict(changedAtTheSameTime);
  }
  return toThon({ ...event, organizerUserId: user.userId });
}
