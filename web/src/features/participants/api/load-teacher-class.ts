// The teacher's class: IsLoggedInUserIsTeacher names the class's event, then GetThonRoster answers
// that event with only the teacher's own classes. No class yet answers null.
import { participantRoutes } from '@thon/shared/api/routes/participants';
import { eventRoutes } from '@thon/shared/api/routes/events';
import { teacherCheckPlaceholder } from '@thon/shared/api/schemas/participants';
import { callApi } from '@/lib/api-client';

export async function loadTeacherClass(signal?: AbortSignal) {
  // The path's {token} is a placeholder: the session token travels only in the header.
  const path = { token: teacherCheckPlaceholder };
  const check = await callApi(participantRoutes.isLoggedInUserIsTeacher, { path, query: {} }, { signal });
  if (!check.IsTeacher || !check.EventId) return null;
  return callApi(eventRoutes.getThonRoster, { path: { eventId: check.EventId }, query: {} }, { signal });
}

export type TeacherClass = NonNullable<Awaited<ReturnType<typeof loadTeacherClass>>>;
