// POST /api/Parent/AddParticipant: link a child by access code, or create one in the event named
// by its event code (the child then waits for the organizer's approval).
import { participantRoutes } from '@thon/shared/api/routes/participants';
import type { addParticipantRequestSchema } from '@thon/shared/api/schemas/participants';
import type { z } from 'zod';
import { callApi } from '@/lib/api-client';

export function addParticipant(body: z.input<typeof addParticipantRequestSchema>) {
  return callApi(participantRoutes.addParentParticipant, { body });
}
