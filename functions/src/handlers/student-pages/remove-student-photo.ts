// POST /api/StudentPage/RemoveStudentPhoto — deletes a student's photo.
import { studentPageRoutes } from '@thon/shared/api/routes/student-pages';
import { studentPhotoDeps } from '../../composition/student-photos';
import { removeStudentPhoto } from '../../domain/student-pages/remove-photo';
import { api } from '../../platform/http-api';

export const handler = api(studentPageRoutes.removeStudentPhoto).handler(({ caller, body }) =>
  removeStudentPhoto(studentPhotoDeps, caller, body),
);
