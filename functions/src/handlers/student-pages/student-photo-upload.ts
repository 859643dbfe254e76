// POST /api/StudentPage/StudentPhotoUpload — a presigned S3 POST for a family's photo of a student.
import { studentPageRoutes } from '@thon/shared/api/routes/student-pages';
import { studentPhotoUploadDeps } from '../../composition/student-photo-upload';
import { startStudentPhotoUpload } from '../../domain/student-pages/start-photo-upload';
import { api } from '../../platform/http-api';

export const handler = api(studentPageRoutes.studentPhotoUpload).handler(({ caller, body }) =>
  startStudentPhotoUpload(studentPhotoUploadDeps, caller, body),
);
