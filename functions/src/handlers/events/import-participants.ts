// POST /api/events/ImportParticipants — CSV import with a per-row report (idempotent).
import { eventRoutes } from '@thon/shared/api/routes/events';
import { api } from '../../platform/http-api';
import { importParticipants } from '../../domain/events/import-participants';
import { importParticipantsDeps } from '../../composition/participant-imports';

export const handler = api(eventRoutes.importParticipants).handler(({ caller, body }) =>
  importParticipants(importParticipantsDeps, caller, body),
);
