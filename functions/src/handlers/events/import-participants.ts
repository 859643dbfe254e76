// POST /api/events/ImportParticipants — CSV import with a per-row report (idempotent).
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { importParticipants } from '../../domain/events/import-participants';

export const handler = api(routes.importParticipants).handler(({ caller, body }) =>
  importParticipants(caller, body),
);
