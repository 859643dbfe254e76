// GET /api/participants/GetStudentPage/{participantId} — a student's public page (cacheable).
import { publicPageRoutes } from '@thon/shared/api/routes/public-pages';
import { api } from '../../platform/http-api';
import { studentPage } from '../../domain/events/public-pages';

export const handler = api(publicPageRoutes.getStudentPage).handler(({ path }) =>
  studentPage(path.participantId),
);
