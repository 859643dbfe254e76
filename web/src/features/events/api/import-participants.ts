// POST /api/events/ImportParticipants: CSV text in, a per-row report out (idempotent).
import { eventRoutes } from '@thon/shared/api/routes/events';
import { callApi } from '@/lib/api-client';

export function importParticipants(eventId: string, csv: string) {
  return callApi(eventRoutes.importParticipants, { body: { EventId: eventId, Csv: csv } });
}

export type ImportReport = Awaited<ReturnType<typeof importParticipants>>;
