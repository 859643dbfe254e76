// POST /api/events/ImportParticipants: CSV text in, a per-row report out (idempotent).
import { routes } from '@thon/shared/api/routes';
import { callApi } from '../../../lib/api-client';

export function importParticipants(eventId: string, csv: string) {
  return callApi(routes.importParticipants, { body: { EventId: eventId, Csv: csv } });
}

export type ImportReport = Awaited<ReturnType<typeof importParticipants>>;
