// Ready dependencies of ListStudentPageReviews: the table and the pending photos' presigned GETs.
import { studentPageReads } from '../data/stores/student-pages';
import type { StudentPagePorts } from '../domain/student-pages/ports';
import { s3StudentPhotoBucket } from '../platform/student-photos-bucket';

export const studentPhotoReviewDeps = {
  reads: studentPageReads,
  photos: s3StudentPhotoBucket,
} satisfies Pick<StudentPagePorts, 'reads' | 'photos'>;
