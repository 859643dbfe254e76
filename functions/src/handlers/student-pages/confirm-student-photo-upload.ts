// POST /api/StudentPage/ConfirmStudentPhotoUpload — checks and keeps a family's photo, pending review.
import { studentPageRoutes } from '@thon/shared/api/routes/student-pages';
import { confirmStudentPhotoDeps } from '../../composition/student-photo-confirm';
import { confirmStudentPhotoUpload } from '../../domain/student-pages/confirm-photo-upload';
import { api } from '../../platform/http-api';

export const handler = api(studentPageRoutes.confirmStudentPhotoUpload).handler(({ caller, body }) =>
  confirmStudentPhotoUpload(confirmStudentPhotoDeps, caller, body),
);
