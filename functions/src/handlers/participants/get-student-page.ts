// GET /api/participants/GetStudentPage/{participantId} — a student's public page (cacheable).
import { publicPageRoutes } from '@thon/shared/api/routes/public-pages';
import { api } from '../../platform/http-api';
import { studentPage } from '../../domain/events/public-pages';
import { studentPageDeps } from '../../composition/public-pages';

export const handler = api(publicPageRoutes.getStudentPage).handler(({ path }) =>
  studentPage(studentPageDeps, path.participantId),
);
