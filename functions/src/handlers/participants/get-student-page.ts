// GET /api/participants/GetStudentPage/{participantId} — a student's public page (cacheable).
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { studentPage } from '../../domain/events/public-pages';

export const handler = api(routes.getStudentPage).handler(({ path }) => studentPage(path.participantId));
