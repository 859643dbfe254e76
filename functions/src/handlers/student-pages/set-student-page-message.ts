// POST /api/StudentPage/SetStudentPageMessage — the family's message on a student's page.
import { studentPageRoutes } from '@thon/shared/api/routes/student-pages';
import { studentPageTableDeps } from '../../composition/student-pages';
import { setStudentPageMessage } from '../../domain/student-pages/set-page-message';
import { api } from '../../platform/http-api';

export const handler = api(studentPageRoutes.setStudentPageMessage).handler(({ caller, body }) =>
  setStudentPageMessage(studentPageTableDeps, caller, body),
);
