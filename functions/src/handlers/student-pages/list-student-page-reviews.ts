// GET /api/StudentPage/ListStudentPageReviews — a Thon's photos and messages to review.
import { studentPageRoutes } from '@thon/shared/api/routes/student-pages';
import { studentPhotoReviewDeps } from '../../composition/student-photo-reviews';
import { listStudentPageReviews } from '../../domain/student-pages/list-reviews';
import { api } from '../../platform/http-api';

export const handler = api(studentPageRoutes.listStudentPageReviews).handler(({ caller, query }) =>
  listStudentPageReviews(studentPhotoReviewDeps, caller, query),
);
