// Ready dependencies of ConfirmStudentPhotoUpload: the photo routes' own, with the uploads bucket's
// incoming objects and the log the landing pages' pipeline uses.
import type { StudentPagePorts } from '../domain/student-pages/ports';
import { powertoolsLogger } from '../platform/logger';
import { s3UploadsBucket } from '../platform/uploads-bucket';
import { studentPhotoDeps } from './student-photos';

export const confirmStudentPhotoDeps = {
  ...studentPhotoDeps,
  uploads: s3UploadsBucket,
  logger: powertoolsLogger,
} satisfies StudentPagePorts;
