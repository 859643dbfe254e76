// The teacher's class: IsLoggedInUserIsTeacher names the class's event, then GetThonRoster answers
// that event with only the teacher's own classes. No class yet answers null.
import { routes } from '@thon/shared/api/routes';
import { teacherCheckPlaceholder } from '@thon/shared/api/schemas/participants';
import { callApi } from '../../../lib/api-client';

export async function loadTeacherClass(signal?: AbortSignal) {
  // The path's {token} is a placeholder: the session token travels only in the header.
  const path = { token: teacherCheckPlaceholder };
  const check = await callApi(routes.isLoggedInUserIsTeacher, { path, query: {} }, { signal });
  if (!check.IsTeacher || !check.EventId) return null;
  return callApi(routes.getThonRoster, { path: { eventId: check.EventId }, query: {} }, { signal });
}

export type TeacherClass = NonNullable<Awaited<ReturnType<typeof loadTeacherClass>>>;
