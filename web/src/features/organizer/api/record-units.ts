// POST /api/events/RecordUnits as the organizer: resolves with the stored units.
import { routes } from '@thon/shared/api/routes';
import { callApi } from '../../../lib/api-client';

export async function recordUnits(eventId: string, participantId: string, units: string): Promise<number> {
  const answer = await callApi(routes.recordUnits, {
    body: { EventId: eventId, ParticipantId: participantId, Units: units },
  });
  return answer.Units;
}
