// POST /api/participants/SetTeacherPageOptIn — a teacher shows or hides their class page.
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { setTeacherPageOptIn } from '../../domain/participants/teacher-page-opt-in';

export const handler = api(routes.setTeacherPageOptIn).handler(({ caller, body }) =>
  setTeacherPageOptIn(caller, body),
);
