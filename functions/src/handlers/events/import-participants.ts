// POST /api/events/ImportParticipants — CSV import with a per-row report (idempotent).
import { eventRoutes } from '@thon/shared/api/routes/events';
import { api } from '../../platform/http-api';
import { importParticipants } from '../../domain/events/import-participants';

export const handler = api(eventRoutes.importParticipants).handler(({ caller, body }) =>
  importParticipants(caller, body),
);
