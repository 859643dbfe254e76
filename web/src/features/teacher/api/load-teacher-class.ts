// The teacher's class: IsLoggedInUserIsTeacher names the class's event, then GetThonRoster answers
// that event with only the teacher's own classes. No class yet answers null.
import { routes } from '@thon/shared/api/routes';
import { callApi } from '../../../lib/api-client';
import { readSession } from '../../../lib/session-storage';

export async function loadTeacherClass(signal?: AbortSignal) {
  const token = readSession()?.token ?? '';
  const check = await callApi(routes.isLoggedInUserIsTeacher, { path: { token }, query: {} }, { signal });
  if (!check.IsTeacher || !check.EventId) return null;
  return callApi(routes.getThonRoster, { path: { eventId: check.EventId }, query: {} }, { signal });
}

export type TeacherClass = NonNullable<Awaited<ReturnType<typeof loadTeacherClass>>>;
