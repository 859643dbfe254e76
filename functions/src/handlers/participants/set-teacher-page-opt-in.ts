// POST /api/participants/SetTeacherPageOptIn — a teacher shows or hides their class page.
import { participantRoutes } from '@thon/shared/api/routes/participants';
import { api } from '../../platform/http-api';
import { setTeacherPageOptIn } from '../../domain/participants/teacher-page-opt-in';
import { teacherPageOptInDeps } from '../../composition/participants';

export const handler = api(participantRoutes.setTeacherPageOptIn).handler(({ caller, body }) =>
  setTeacherPageOptIn(teacherPageOptInDeps, caller, body),
);
