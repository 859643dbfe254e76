// GET /api/participants/IsLoggedInUserIsTeacher/{token} — {IsTeacher, EventId} for the caller.
import { routes } from '@thon/shared/api/routes';
import { bearerToken } from '../../platform/caller';
import { api } from '../../platform/http-api';
import { teacherCheck } from '../../domain/participants/teacher-check';

export const handler = api(routes.isLoggedInUserIsTeacher).handler(({ caller, path, event }) =>
  teacherCheck(caller, path.token, bearerToken(event)),
);
