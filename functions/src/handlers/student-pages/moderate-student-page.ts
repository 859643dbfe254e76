// POST /api/StudentPage/ModerateStudentPage — approves or rejects a photo, hides or shows a message.
import { studentPageRoutes } from '@thon/shared/api/routes/student-pages';
import { studentPhotoDeps } from '../../composition/student-photos';
import { moderateStudentPage } from '../../domain/student-pages/moderate-page';
import { api } from '../../platform/http-api';

export const handler = api(studentPageRoutes.moderateStudentPage).handler(({ caller, body }) =>
  moderateStudentPage(studentPhotoDeps, caller, body),
);
