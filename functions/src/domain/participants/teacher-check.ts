// IsLoggedInUserIsTeacher: a teacher-role user and the event of their class (the latest event id
// when they teach in several). Super admins skip the check (spec section 6).
import { tokenMismatch } from '@thon/shared/api/schemas/participants';
import { listTeamsOfTeacher } from '../../data/repositories/teams-repository';
import type { Caller } from '../../platform/caller';
import { ForbiddenError } from '../../platform/errors';

export async function teacherCheck(
  caller: Caller,
  pathToken: string,
  sessionToken: string,
): Promise<{ IsTeacher: boolean; EventId: string | null }> {
  // The authorizer verified the header token; the path may only name that same token.
  if (pathToken !== sessionToken) throw new ForbiddenError(tokenMismatch);
  if (caller.role !== 'teacher') return { IsTeacher: false, EventId: null };
  const teams = await listTeamsOfTeacher(caller.userId);
  return { IsTeacher: true, EventId: teams.at(-1)?.eventId ?? null };
}
