// Ready dependencies of StudentPhotoUpload: the participant and Thon reads and the uploads bucket's
// presigned POST (no sharp, no CDN).
import { studentPageReads } from '../data/stores/student-pages';
import type { StudentPagePorts } from '../domain/student-pages/ports';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';
import { s3UploadsBucket } from '../platform/uploads-bucket';

export const studentPhotoUploadDeps = {
  reads: studentPageReads,
  uploads: s3UploadsBucket,
  ids: randomIds,
  clock: systemClock,
} satisfies Pick<StudentPagePorts, 'reads' | 'uploads' | 'ids' | 'clock'>;
