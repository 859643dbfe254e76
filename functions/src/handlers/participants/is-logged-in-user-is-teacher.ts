// GET /api/participants/IsLoggedInUserIsTeacher/{token} — {IsTeacher, EventId} for the caller
// (the bearer token's session). {token} is a fixed placeholder, validated and never read.
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { teacherCheck } from '../../domain/participants/teacher-check';

export const handler = api(routes.isLoggedInUserIsTeacher).handler(({ caller }) => teacherCheck(caller));
