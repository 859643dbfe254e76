// GET /api/participants/IsLoggedInUserIsTeacher/{token} — {IsTeacher, EventId} for the caller
// (the bearer token's session). {token} is a fixed placeholder, validated and never read.
import { participantRoutes } from '@thon/shared/api/routes/participants';
import { api } from '../../platform/http-api';
import { teacherCheck } from '../../domain/participants/teacher-check';
import { teacherCheckDeps } from '../../composition/participants';

export const handler = api(participantRoutes.isLoggedInUserIsTeacher).handler(({ caller }) =>
  teacherCheck(teacherCheckDeps, caller),
);
